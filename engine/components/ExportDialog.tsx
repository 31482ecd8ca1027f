/**
 * The export confirmation of spec section 8: 'Confirmação de solicitação de exportação', the
 * warning text, the format choice and — where the screen declares it — 'Exportar somente página
 * atual' (unchecked: everything, exportarTudo). Resolves with the choice, or null on 'Cancelar'.
 */
import { Button, Checkbox, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { dialogStore } from '../shell/dialogs/dialogStore.ts';

export const EXPORT_TITLE = 'Confirmação de solicitação de exportação';
export const EXPORT_TEXT =
  'Deseja solicitar a exportação do relatório? Atenção: os dados que serão exportados são baseados na sua pesquisa atual.';
export const FORMAT_LABEL: Record<string, string> = { XLSX: 'Excel (XLSX)', CSV: 'CSV', PDF: 'PDF' };

export interface ExportChoice {
  formato: string;
  exportarTudo: boolean;
}

interface Props {
  dialogId: number;
  formats: string[];
  currentPageOption: boolean;
  done: (c: ExportChoice | null) => void;
}

function ExportBody({ dialogId, formats, currentPageOption, done }: Props) {
  const [formato, setFormato] = useState(formats[0]);
  const [onlyPage, setOnlyPage] = useState(false);
  const close = (c: ExportChoice | null) => {
    dialogStore.close(dialogId);
    done(c);
  };
  return (
    <>
      <div className="prh-alert-text">
        <p>{EXPORT_TEXT}</p>
      </div>
      <RadioGroup label="Formato" inline selectedValue={formato} onChange={(e) => setFormato(e.currentTarget.value)}>
        {formats.map((f) => (
          <Radio key={f} value={f} label={FORMAT_LABEL[f] ?? f} />
        ))}
      </RadioGroup>
      {currentPageOption && (
        <Checkbox
          checked={onlyPage}
          label="Exportar somente página atual"
          onChange={(e) => setOnlyPage(e.currentTarget.checked)}
        />
      )}
      <div className="prh-dialog-footer">
        <Button variant="outlined" onClick={() => close(null)}>
          Cancelar
        </Button>
        <Button intent="primary" icon="export" onClick={() => close({ formato, exportarTudo: !onlyPage })} autoFocus>
          Exportar
        </Button>
      </div>
    </>
  );
}

export function askExport(formats: string[], currentPageOption: boolean): Promise<ExportChoice | null> {
  return new Promise((done) => {
    dialogStore.open({
      component: ExportBody as never,
      props: { formats, currentPageOption, done },
      title: EXPORT_TITLE,
      hideDefaultButtons: true,
      width: 700,
      onDismiss: () => done(null),
    });
  });
}
