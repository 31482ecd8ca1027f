/**
 * /login/usuario/solicitacao/ 'Solicitações de cadastros' (solicitation-user-view): an anonymous
 * visitor asks for access. Every call of the page carries its own security token (ALTCHA proof of
 * work, services/captcha.ts), solved by the browser in the background — nothing to read or type:
 * the units are listed as soon as the first check is done, the roles of the chosen unit with
 * another token, and the request (with the terms version accepted on the form) with a third. The
 * visitor also chooses a password (typed twice): the reference identity provider signs the new
 * user in with it once an administrator approves the request (in production the state's central
 * IdP already knows the person); the gateway keeps only its hash. A refused token (code 4
 * 'Captcha inválido ou expirado.') shows the warning; the next call takes a fresh token.
 */
import {
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  H1,
  HTMLSelect,
  InputGroup,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { isCpf, isEmail, isNome, onlyDigits } from '../../../schemas/formats.ts';
import { isSenhaValida, MSG_SENHA_FRACA, MSG_SENHAS_DIFERENTES } from '../../../schemas/senha.ts';
import { TERMO_USO_VERSAO } from '../../../services/auth.ts';
import { FonteDesafios, MSG_DESAFIO_FALHOU, pedirDesafio, type Desafios } from '../../../services/captcha.ts';
import { basicCall, type BasicResult } from '../../../services/http/basicCall.ts';
import { alert } from '../dialogs/alert.tsx';
import { showResultError } from '../dialogs/errorDialogs.ts';
import { dialogStore } from '../dialogs/dialogStore.ts';
import { TermsText, TERMS_TITLE } from '../terms/TermsOfUse.tsx';
import { PoliticaContent } from './infoPages.tsx';
import { maskCpf } from '../../registry/widgets/cpf.tsx';

export const SOLICITACAO_TITLE = 'Solicitações de cadastros';
export const MSG_CAPTCHA_INVALIDO = 'Captcha inválido ou expirado.';

type Verificacao = 'verificando' | 'ok' | 'falhou';
interface UnidadeOpt {
  codigo: string;
  sigla: string;
  nome: string;
}
interface PapelOpt {
  codigo: string;
  nome: string;
}

const ok = (r: BasicResult): boolean => r.content?.codigoMensagem === 0;
const captchaFailed = (r: BasicResult): boolean =>
  r.content?.codigoMensagem === 4 && r.content.mensagem === MSG_CAPTCHA_INVALIDO;

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

export function SolicitacaoUsuarioPage({
  call = basicCall,
  desafios,
}: {
  call?: typeof basicCall;
  desafios?: Desafios;
}) {
  const uid = useId();
  const fonte = useMemo<Desafios>(() => desafios ?? new FonteDesafios(pedirDesafio(call)), [desafios, call]);
  const [verificacao, setVerificacao] = useState<Verificacao>('verificando');
  const [unidades, setUnidades] = useState<UnidadeOpt[]>([]);
  const [papeis, setPapeis] = useState<PapelOpt[]>([]);
  const [form, setForm] = useState({
    cpf: '',
    nome: '',
    email: '',
    senha: '',
    confirmacao: '',
    codigoUnidade: '',
    papeis: [] as string[],
    justificativa: '',
    termo: false,
  });
  // Errors show for a field once it was left, for every field once 'Enviar' was pressed, and
  // follow each change from then on: a corrected field clears at once.
  const [tocados, setTocados] = useState<ReadonlySet<string>>(new Set());
  const [enviado, setEnviado] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${SOLICITACAO_TITLE} · Portal RH`;
  }, []);

  /** A token for one call; null (and the failure shown) when the check could not be done. */
  const token = useCallback(async (): Promise<string | null> => {
    try {
      return await fonte.token();
    } catch {
      setVerificacao('falhou');
      return null;
    }
  }, [fonte]);

  /** The check, then the units (first anonymous call). */
  const iniciar = useCallback(async () => {
    setVerificacao('verificando');
    setUnidades([]);
    setPapeis([]);
    setForm((f) => ({ ...f, codigoUnidade: '', papeis: [] }));
    const t = await token();
    if (!t) return;
    const res = await call({ endpoint: 'papel.unidadesCaptcha', params: { captcha: t } });
    if (ok(res)) {
      setVerificacao('ok');
      setUnidades(res.content!.data);
      return;
    }
    setVerificacao('falhou');
    if (res.content) showResultError(res.content, 'Não foi possível listar as unidades.');
  }, [call, token]);

  useEffect(() => {
    void iniciar();
  }, [iniciar]);

  /** A refused token (expired, used): the warning; the next call takes a fresh one. */
  const restart = (res: BasicResult) => {
    if (res.content) showResultError(res.content);
  };

  const escolherUnidade = async (codigo: string) => {
    setForm((f) => ({ ...f, codigoUnidade: codigo, papeis: [] }));
    setPapeis([]);
    if (!codigo) return;
    const t = await token();
    if (!t) return;
    const res = await call({
      endpoint: 'papel.listarPorUnidadeCaptcha',
      params: { codigoUnidade: codigo, captcha: t },
    });
    if (ok(res)) setPapeis(res.content!.data);
    else if (captchaFailed(res)) restart(res);
    else if (res.content) showResultError(res.content, 'Não foi possível listar os perfis da unidade.');
  };

  const validar = (): Partial<Record<keyof typeof form, string>> => {
    const e: Partial<Record<keyof typeof form, string>> = {};
    if (!isCpf(form.cpf) || onlyDigits(form.cpf).length !== 11) e.cpf = 'CPF inválido.';
    if (form.nome.trim() === '' || !isNome(form.nome)) e.nome = 'Informe o nome completo (mínimo de 3 caracteres).';
    if (form.email.trim() === '' || !isEmail(form.email.trim())) e.email = 'E-mail inválido.';
    // The same rule as the gateway's (schemas/senha.ts), so the server never has to refuse it.
    if (!isSenhaValida(form.senha)) e.senha = MSG_SENHA_FRACA;
    if (form.confirmacao !== form.senha) e.confirmacao = MSG_SENHAS_DIFERENTES;
    if (!form.codigoUnidade) e.codigoUnidade = 'Selecione a unidade.';
    if (form.papeis.length === 0) e.papeis = 'Selecione ao menos um perfil.';
    if (!form.termo) e.termo = 'É necessário aceitar o termo de uso.';
    return e;
  };

  const todos = validar();
  const erros = enviado ? todos : Object.fromEntries(Object.entries(todos).filter(([k]) => tocados.has(k)));
  /** The field was left: its errors show from now on. */
  const tocar = (name: keyof typeof form) => () => setTocados((t) => (t.has(name) ? t : new Set(t).add(name)));

  const enviar = async () => {
    setEnviado(true);
    if (Object.keys(todos).length > 0) {
      alert({
        tipo: 'atencao',
        titulo: 'Atenção!',
        texto: 'Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.',
        botao: 'Continuar',
      });
      return;
    }
    setBusy(true);
    const t = await token();
    if (!t) {
      setBusy(false);
      return;
    }
    // The terms accepted on the form travel with the request (never on their own for a CPF).
    const res = await call({
      endpoint: 'usuario.solicitarAcesso',
      params: {
        cpf: onlyDigits(form.cpf),
        nome: form.nome.trim(),
        email: form.email.trim(),
        codigoUnidade: form.codigoUnidade,
        papeis: form.papeis,
        senha: form.senha,
        ...(form.justificativa.trim() ? { justificativa: form.justificativa.trim() } : {}),
        versaoTermo: TERMO_USO_VERSAO,
        captcha: t,
      },
    });
    setBusy(false);
    if (ok(res)) {
      // The passwords do not stay on the screen once sent; their errors wait for a new try.
      setForm((f) => ({ ...f, senha: '', confirmacao: '' }));
      setEnviado(false);
      setTocados((tt) => new Set([...tt].filter((k) => k !== 'senha' && k !== 'confirmacao')));
      alert({
        tipo: 'sucessoCompletoTelaAnterior',
        titulo: 'Solicitação enviada!',
        texto: `${res.content!.mensagem}\nProtocolo: ${res.content!.data.id}`,
        botao: 'Fechar',
      });
      return;
    }
    if (captchaFailed(res)) restart(res);
    else if (res.content) showResultError(res.content, 'Não foi possível enviar a solicitação.');
  };

  const field = (name: keyof typeof form) => ({ intent: erros[name] ? ('danger' as const) : ('none' as const) });
  /** One labelled text input of the form, its error (or help) under it. */
  const texto = (
    name: 'cpf' | 'nome' | 'email' | 'senha' | 'confirmacao',
    label: string,
    o: { maxLength: number; type?: 'email' | 'password'; ajuda?: string },
  ) => (
    <FormGroup
      className="prh-field"
      label={label}
      labelFor={`${uid}-${name}`}
      intent={field(name).intent}
      helperText={erros[name] ?? o.ajuda}
    >
      <InputGroup
        id={`${uid}-${name}`}
        type={o.type}
        autoComplete={o.type === 'password' ? 'new-password' : undefined}
        value={form[name]}
        maxLength={o.maxLength}
        intent={field(name).intent}
        inputMode={name === 'cpf' ? 'numeric' : undefined}
        // The CPF takes its mask as it is typed, as in every CPF field of the screens.
        onValueChange={(v) => setForm((f) => ({ ...f, [name]: name === 'cpf' ? maskCpf(v) : v }))}
        onBlur={tocar(name)}
      />
    </FormGroup>
  );

  return (
    <div className="prh-solicitacao">
      <Card className="prh-page-card" elevation={1}>
        <header className="prh-page-header">
          <H1 className="prh-page-title">{SOLICITACAO_TITLE}</H1>
          <p className="prh-page-note">*Campos de preenchimento obrigatório</p>
        </header>
        <p>
          Preencha os dados abaixo para solicitar acesso ao Portal RH. A solicitação será analisada pelo administrador
          da unidade escolhida.
        </p>

        <section className="prh-section prh-captcha" aria-labelledby={`${uid}-captcha`}>
          <h2 id={`${uid}-captcha`} className="prh-section-title bp6-heading">
            Verificação de segurança
          </h2>
          <div className="prh-captcha-row" role="status" aria-live="polite">
            {verificacao === 'verificando' && (
              <>
                <span aria-hidden="true">
                  <Spinner size={20} />
                </span>
                <span>Verificando automaticamente que o acesso não é de um robô. Nenhuma ação é necessária.</span>
              </>
            )}
            {verificacao === 'ok' && <span>Verificação de segurança concluída.</span>}
            {verificacao === 'falhou' && <span className="prh-field-error">{MSG_DESAFIO_FALHOU}</span>}
          </div>
          {verificacao === 'falhou' && (
            <Button icon="refresh" onClick={() => void iniciar()}>
              Tentar novamente
            </Button>
          )}
        </section>

        <section className="prh-section" aria-label="Dados da solicitação">
          <div className="prh-form-grid">
            {texto('cpf', 'CPF*', { maxLength: 14 })}
            {texto('nome', 'Nome completo*', { maxLength: 120 })}
            {texto('email', 'E-mail institucional*', { maxLength: 120, type: 'email' })}
            {texto('senha', 'Senha*', {
              maxLength: 72,
              type: 'password',
              ajuda: 'Ao menos 8 caracteres, com letras e números. Você a usará para entrar no portal.',
            })}
            {texto('confirmacao', 'Confirmar senha*', { maxLength: 72, type: 'password' })}
            <FormGroup
              className="prh-field"
              label="Unidade*"
              labelFor={`${uid}-unidade`}
              intent={field('codigoUnidade').intent}
              helperText={
                erros.codigoUnidade ??
                (unidades.length ? undefined : 'As unidades são listadas após a verificação de segurança.')
              }
            >
              <HTMLSelect
                id={`${uid}-unidade`}
                fill
                value={form.codigoUnidade}
                disabled={unidades.length === 0}
                onChange={(e) => void escolherUnidade(e.currentTarget.value)}
                onBlur={tocar('codigoUnidade')}
              >
                <option value="">Selecione</option>
                {unidades.map((u) => (
                  <option key={u.codigo} value={u.codigo}>{`${u.sigla} - ${u.nome}`}</option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
          <fieldset
            className="prh-fieldset"
            aria-describedby={erros.papeis ? `${uid}-papeis-erro` : undefined}
            onBlur={tocar('papeis')}
          >
            <legend className="bp6-label">Perfis de acesso*</legend>
            {papeis.length === 0 ? (
              <p className="prh-muted">Selecione a unidade para listar os perfis.</p>
            ) : (
              papeis.map((p) => (
                <Checkbox
                  key={p.codigo}
                  label={p.nome}
                  checked={form.papeis.includes(p.codigo)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setForm((f) => ({
                      ...f,
                      papeis: on ? [...f.papeis, p.codigo] : f.papeis.filter((x) => x !== p.codigo),
                    }));
                  }}
                />
              ))
            )}
            {erros.papeis && (
              <p id={`${uid}-papeis-erro`} className="prh-field-error">
                {erros.papeis}
              </p>
            )}
          </fieldset>
          <FormGroup className="prh-field" label="Justificativa" labelFor={`${uid}-just`}>
            <TextArea
              id={`${uid}-just`}
              fill
              rows={3}
              maxLength={500}
              value={form.justificativa}
              onChange={(e) => {
                const justificativa = e.currentTarget.value;
                setForm((f) => ({ ...f, justificativa }));
              }}
            />
          </FormGroup>
          <div className="prh-terms-accept">
            <Checkbox
              checked={form.termo}
              onChange={(e) => {
                const termo = e.currentTarget.checked;
                setForm((f) => ({ ...f, termo }));
              }}
              onBlur={tocar('termo')}
              labelElement={<span>Li e aceito o termo de uso (versão {TERMO_USO_VERSAO})*</span>}
            />
            <Button
              variant="minimal"
              icon="manual"
              onClick={() => dialogStore.open({ component: TermsDialogBody as never, title: TERMS_TITLE, width: 760 })}
            >
              Ler o termo de uso
            </Button>
          </div>
          {erros.termo && <p className="prh-field-error">{erros.termo}</p>}
          {enviado && Object.keys(erros).length > 0 && (
            <Callout intent="warning" className="prh-form-callout">
              Corrija os campos destacados.
            </Callout>
          )}
          <div className="prh-form-actions">
            <Button variant="outlined" onClick={() => window.history.back()}>
              Voltar
            </Button>
            <Button intent="primary" icon="send-message" loading={busy} onClick={() => void enviar()}>
              Enviar solicitação
            </Button>
          </div>
        </section>
      </Card>
    </div>
  );
}
