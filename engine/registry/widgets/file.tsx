import { FileInput } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { alert } from '../../shell/dialogs/alert.tsx';
import './file.css';

/** Spec §5/§9: each uploaded file at most 4194304 bytes (4 MB). */
export const MAX_UPLOAD_BYTES = 4194304;
export const MSG_ARQUIVO_GRANDE = 'O arquivo excede o tamanho máximo permitido de 4 MB.';

/** Reads a file as a data URL (what rjsf's file fields carry). */
const toDataUrl = (f: File) =>
  new Promise<string>((ok, fail) => {
    const r = new FileReader();
    r.onload = () => ok(String(r.result).replace(';base64', `;name=${encodeURIComponent(f.name)};base64`));
    r.onerror = () => fail(r.error);
    r.readAsDataURL(f);
  });

/** File upload: a file over the limit is rejected here, before anything is sent. */
export function FileWidget(p: WidgetProps) {
  const [name, setName] = useState('');
  return (
    <FileInput
      fill
      text={name || 'Selecione um arquivo…'}
      buttonText="Procurar"
      disabled={p.disabled || p.readonly}
      inputProps={{ id: p.id, accept: p.options.accept as string | undefined }}
      onInputChange={async (e) => {
        const f = (e.target as HTMLInputElement).files?.[0];
        if (!f) return;
        if (f.size > MAX_UPLOAD_BYTES) {
          (e.target as HTMLInputElement).value = '';
          return void alert({ tipo: 'atencao', titulo: 'Atenção!', texto: MSG_ARQUIVO_GRANDE, botao: 'Fechar' });
        }
        setName(f.name);
        p.onChange(await toDataUrl(f));
      }}
    />
  );
}

export default FileWidget;
