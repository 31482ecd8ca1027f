/**
 * The `form` kind (create/edit): rjsf form from the screen document, 'Cancelar' and 'Salvar';
 * invalid data shows the 'Atenção!' warning (spec §5) and no call; success shows the screen's
 * text and then stays, goes back (sucessoCompletoTelaAnterior) or navigates, as declared.
 */
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { confirm } from '../../components/confirm.tsx';
import { useDataProvider } from '../../data.tsx';
import { SchemaForm, type SchemaFormHandle } from '../../form/SchemaForm.tsx';
import { fillText } from '../../registry/actions/fill.ts';
import type { ScreenKindProps } from '../../registry/screenKinds.ts';
import type { FormScreenDoc } from '../../screens/types.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { MSG } from '../search/messages.ts';
import { useFormScreen } from './useFormScreen.ts';

export default function FormKind({ screen }: ScreenKindProps) {
  const doc = screen as FormScreenDoc;
  const navigate = useNavigate();
  const ctl = useFormScreen(doc, useParams(), useDataProvider());
  const formRef = useRef<SchemaFormHandle>(null);
  const s = doc.submit;

  const save = async () => {
    if (!(formRef.current?.validate() ?? true)) return alert({ tipo: 'atencao', titulo: MSG.invalidTitle, texto: MSG.invalidText, botao: 'Fechar' });
    if (
      s.confirm &&
      !(await confirm({
        title: s.confirm.title,
        text: fillText(s.confirm.text, ctl.data),
        confirmLabel: s.confirm.confirmLabel,
        cancelLabel: s.confirm.cancelLabel,
      }))
    )
      return;
    const r = await ctl.submit();
    if (r.codigoMensagem !== 0)
      return void (showResultError(r, s.errorText) || alert({ tipo: 'erro', titulo: 'Erro!', texto: s.errorText ?? r.mensagem, botao: 'Continuar' }));
    const after = s.after ?? 'back';
    alert({
      tipo: after === 'back' ? 'sucessoCompletoTelaAnterior' : 'sucessoCompleto',
      titulo: 'Sucesso!',
      texto: s.successText ?? r.mensagem,
      botao: 'Fechar',
      onClose: after === 'navigate' && s.to ? () => navigate(fillText(s.to!, ctl.data)) : undefined,
    });
  };

  if (ctl.loading) return <NonIdealState icon={<Spinner size={40} aria-label="Carregando" />} title="Carregando…" />;
  return (
    <div className="prh-form">
      <SchemaForm
        ref={formRef}
        schema={doc.form.schema as RJSFSchema}
        uiSchema={doc.form.uiSchema as UiSchema}
        formData={ctl.data}
        onChange={ctl.setData}
        onSubmit={() => void save()}
        idPrefix={doc.id}
      />
      <div className="prh-form-actions">
        <Button variant="outlined" onClick={() => navigate(-1)}>
          Cancelar
        </Button>
        <Button intent="primary" icon="floppy-disk" loading={ctl.saving} onClick={() => void save()}>
          Salvar
        </Button>
      </div>
    </div>
  );
}
