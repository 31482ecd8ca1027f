/**
 * The `form` kind (create/edit): rjsf form from the screen document, 'Cancelar' and 'Salvar'.
 * Invalid data shows the 'Atenção!' warning (spec §5) and no call; a refusal of the gateway (code
 * 4: bad field, stale version, illegal change) shows its dialog and keeps what was typed; success
 * shows the screen's text and then stays, goes back (sucessoCompletoTelaAnterior) or navigates, as
 * declared. Leaving with unsaved changes asks first.
 */
import { Button, Callout } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useParams } from 'react-router-dom';
import { Carregando } from '../../components/Carregando.tsx';
import { confirm } from '../../components/confirm.tsx';
import { PageState } from '../../components/PageState.tsx';
import { useDataProvider } from '../../data.tsx';
import { SchemaForm, type SchemaFormHandle } from '../../form/SchemaForm.tsx';
import { fillPath, fillText } from '../../placeholders.ts';
import type { ScreenKindProps } from '../../screens/types.ts';
import type { FormScreenDoc } from '../../screens/types.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showFailure, showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { useGoBack } from '../../shell/useGoBack.ts';
import { MSG } from '../search/messages.ts';
import { askDiscard, UnsavedChanges } from './UnsavedChanges.tsx';
import { useFormScreen } from './useFormScreen.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

export const MSG_FORM_NAO_ENCONTRADO = 'Registro não encontrado.';
export const MSG_FORM_FALHA = 'Não foi possível carregar os dados.';

export default function FormKind({ screen }: ScreenKindProps) {
  const doc = screen as FormScreenDoc;
  const navigate = useNavigate();
  const route = useParams();
  const ctl = useFormScreen(doc, route, useDataProvider(), (r) => showResultError(r));
  const formRef = useRef<SchemaFormHandle>(null);
  const s = ctl.submit;
  const scope = { record: ctl.data, route };
  const { goBack, openedDirectly } = useGoBack();
  const [leaving, setLeaving] = useState(false);

  const cancel = async () => {
    if (ctl.dirty && !(await askDiscard())) return;
    // The user already chose to leave: the blocker is gone before the navigation, not asking twice.
    flushSync(() => setLeaving(true));
    goBack();
  };

  const save = async () => {
    if (!(formRef.current?.validate() ?? true))
      return alert({ tipo: 'atencao', titulo: MSG.invalidTitle, texto: MSG.invalidText, botao: 'Fechar' });
    if (
      s.confirm &&
      !(await confirm({
        title: fillText(s.confirm.title, scope),
        text: fillText(s.confirm.text, scope),
        confirmLabel: s.confirm.confirmLabel,
        cancelLabel: s.confirm.cancelLabel,
      }))
    )
      return;
    const r = await ctl.save();
    if (r.codigoMensagem !== 0) return showFailure(r, s.errorText);
    const after = s.after ?? 'back';
    const texto = s.successText
      ? fillText(s.successText, { record: { ...ctl.data, ...(r.data as object) }, route })
      : r.mensagem;
    if (after === 'back') {
      // sucessoCompletoTelaAnterior goes back itself; opened directly, 'Início' instead.
      if (openedDirectly)
        alert({
          tipo: 'sucessoCompleto',
          titulo: 'Sucesso!',
          texto,
          botao: 'Fechar',
          onClose: () => navigate('/home'),
        });
      else alert({ tipo: 'sucessoCompletoTelaAnterior', titulo: 'Sucesso!', texto, botao: 'Fechar' });
      return;
    }
    const to =
      after === 'navigate' && s.to ? fillPath(s.to, { record: { ...ctl.data, ...(r.data as object) }, route }) : null;
    alert({
      tipo: 'sucessoCompleto',
      titulo: 'Sucesso!',
      texto,
      botao: 'Fechar',
      onClose: to ? () => navigate(to) : undefined,
    });
  };

  const { loading, notFound, error } = ctl.state;
  if (loading) return <Carregando />;
  if (notFound)
    return <PageState icon="search" text={MSG_FORM_NAO_ENCONTRADO} action={<Button onClick={goBack}>Voltar</Button>} />;
  if (error)
    return (
      <Callout intent="danger" role="alert">
        <p>
          <strong>{MSG_FORM_FALHA}</strong> {error.mensagem}
        </p>
        <Button icon="refresh" onClick={() => void ctl.reload()}>
          Tentar novamente
        </Button>
      </Callout>
    );
  return (
    <div className="prh-form">
      <UnsavedChanges dirty={ctl.dirty && !ctl.saving && !leaving} />
      <SchemaForm
        ref={formRef}
        schema={doc.form.schema as RJSFSchema}
        uiSchema={doc.form.uiSchema as UiSchema}
        formData={ctl.data}
        onChange={ctl.setData}
        onSubmit={() => void save()}
        idPrefix={doc.id}
      >
        <div className="prh-form-actions">
          <Button variant="outlined" icon="cross" onClick={() => void cancel()}>
            Cancelar
          </Button>
          <BusyButton type="submit" intent="primary" icon="floppy-disk" busy={ctl.saving}>
            Salvar
          </BusyButton>
        </div>
      </SchemaForm>
    </div>
  );
}
