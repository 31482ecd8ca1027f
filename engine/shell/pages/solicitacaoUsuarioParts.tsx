/**
 * The pieces of 'Solicitações de cadastros' (SolicitacaoUsuarioPage.tsx) that only show the state of
 * useSolicitacaoUsuario.ts: the security check, one text field, the institutions and the roles of
 * the chosen unit and the terms, with the dialogs that show the terms and the privacy policy.
 */
import { Button, Checkbox, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { TERMO_USO_VERSAO } from '../../../services/auth.ts';
import { MSG_DESAFIO_FALHOU } from '../../../services/captcha.ts';
import { dialogStore } from '../dialogs/dialogStore.ts';
import { TermsText } from '../terms/TermsDialog.tsx';
import { TERMS_TITLE } from '../terms/TermsOfUse.tsx';
import { PoliticaContent } from './politicas.tsx';
import { maskCpf } from '../../registry/widgets/cpf.tsx';
import type { SolicitacaoUsuario } from './useSolicitacaoUsuario.ts';

function PolicyDialogBody() {
  return (
    <div className="prh-terms-text">
      <PoliticaContent kind="cookies" />
    </div>
  );
}

/** The terms, read-only; the privacy policy opens stacked on top of it. */
function TermsDialogBody() {
  return (
    <>
      <TermsText />
      <Button
        variant="minimal"
        icon="shield"
        className="prh-terms-policy"
        onClick={() =>
          dialogStore.open({ component: PolicyDialogBody as never, title: 'Política de privacidade', width: 720 })
        }
      >
        Ver a política de privacidade
      </Button>
    </>
  );
}

/** The background check's progress; its failure offers to try again. */
export function VerificacaoSeguranca({ uid, c }: { uid: string; c: SolicitacaoUsuario }) {
  return (
    <section className="prh-section prh-captcha" aria-labelledby={`${uid}-captcha`}>
      <h2 id={`${uid}-captcha`} className="prh-section-title bp6-heading">
        Verificação de segurança
      </h2>
      <div className="prh-captcha-row" role="status" aria-live="polite">
        {c.verificacao === 'verificando' && (
          <>
            <span aria-hidden="true">
              <Spinner size={20} />
            </span>
            <span>Verificando automaticamente que o acesso não é de um robô. Nenhuma ação é necessária.</span>
          </>
        )}
        {c.verificacao === 'ok' && <span>Verificação de segurança concluída.</span>}
        {c.verificacao === 'falhou' && <span className="prh-field-error">{MSG_DESAFIO_FALHOU}</span>}
      </div>
      {c.verificacao === 'falhou' && (
        <Button icon="refresh" onClick={() => void c.iniciar()}>
          Tentar novamente
        </Button>
      )}
    </section>
  );
}

/** One labelled text input of the form, its error (or help) under it. */
export function CampoTexto({
  uid,
  c,
  name,
  label,
  maxLength,
  type,
  ajuda,
}: {
  uid: string;
  c: SolicitacaoUsuario;
  name: 'cpf' | 'nome' | 'email' | 'senha' | 'confirmacao';
  label: string;
  maxLength: number;
  type?: 'email' | 'password';
  ajuda?: string;
}) {
  const intent = c.erros[name] ? 'danger' : 'none';
  return (
    <FormGroup
      className="prh-field"
      label={label}
      labelInfo="*"
      labelFor={`${uid}-${name}`}
      intent={intent}
      helperText={c.erros[name] ?? ajuda}
    >
      <InputGroup
        id={`${uid}-${name}`}
        type={type}
        autoComplete={type === 'password' ? 'new-password' : undefined}
        value={c.form[name]}
        maxLength={maxLength}
        intent={intent}
        inputMode={name === 'cpf' ? 'numeric' : undefined}
        // The CPF takes its mask as it is typed, as in every CPF field of the screens.
        onValueChange={(v) => c.mudar(name, name === 'cpf' ? maskCpf(v) : v)}
        onBlur={c.tocar(name)}
      />
    </FormGroup>
  );
}

/** The institutions the chosen unit covers: whoever works at FHEMIG finds that SES is their unit. */
export function InstituicoesDaUnidade({ c }: { c: SolicitacaoUsuario }) {
  if (c.instituicoes.length === 0) return null;
  return <>Órgãos e entidades desta unidade: {c.instituicoes.map((i) => `${i.sigla} (${i.nome})`).join(', ')}.</>;
}

/** The roles of the chosen unit, one checkbox each. */
export function PerfisFieldset({ uid, c }: { uid: string; c: SolicitacaoUsuario }) {
  return (
    <fieldset
      className="prh-fieldset"
      aria-describedby={c.erros.papeis ? `${uid}-papeis-erro` : undefined}
      onBlur={c.tocar('papeis')}
    >
      <legend className="bp6-label">
        Perfis de acesso <span className="bp6-text-muted">*</span>
      </legend>
      {c.papeis.length === 0 ? (
        <p className="prh-muted">Selecione a unidade para listar os perfis.</p>
      ) : (
        c.papeis.map((p) => (
          <Checkbox
            key={p.codigo}
            label={p.nome}
            checked={c.form.papeis.includes(p.codigo)}
            onChange={(e) => c.marcarPapel(p.codigo, e.currentTarget.checked)}
          />
        ))
      )}
      {c.erros.papeis && (
        <p id={`${uid}-papeis-erro`} className="prh-field-error">
          {c.erros.papeis}
        </p>
      )}
    </fieldset>
  );
}

/** Accepting the terms (their version travels with the request), and reading them. */
export function AceiteTermo({ c }: { c: SolicitacaoUsuario }) {
  return (
    <>
      <div className="prh-terms-accept">
        <Checkbox
          checked={c.form.termo}
          onChange={(e) => c.mudar('termo', e.currentTarget.checked)}
          onBlur={c.tocar('termo')}
          labelElement={
            <span>
              Li e aceito o termo de uso (versão {TERMO_USO_VERSAO}) <span className="bp6-text-muted">*</span>
            </span>
          }
        />
        <Button
          variant="minimal"
          icon="manual"
          onClick={() => dialogStore.open({ component: TermsDialogBody as never, title: TERMS_TITLE, width: 760 })}
        >
          Ler o termo de uso
        </Button>
      </div>
      {c.erros.termo && <p className="prh-field-error">{c.erros.termo}</p>}
    </>
  );
}
