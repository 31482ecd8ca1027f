/**
 * Headless part of 'Solicitações de cadastros' (SolicitacaoUsuarioPage.tsx): the security check and
 * the anonymous calls it allows (units, the roles and the institutions of a unit, the request
 * itself), the form's state and its validation. Every call takes its own token from `fonte` (ALTCHA
 * proof of work, solved in the background); a refused token shows the warning and the next call
 * takes a fresh one.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isCpf, isEmail, isNome, onlyDigits } from '../../../schemas/formats.ts';
import { isSenhaValida, MSG_SENHA_FRACA, MSG_SENHAS_DIFERENTES } from '../../../schemas/senha.ts';
import { TERMO_USO_VERSAO } from '../../../services/auth.ts';
import { FonteDesafios, pedirDesafio, type Desafios } from '../../../services/captcha.ts';
import type { BasicFn, BasicResult } from '../../../services/http/dataProvider.ts';
import { useDataProvider } from '../../data.tsx';
import { queryClientFor } from '../../query/queryClients.ts';
import { alert } from '../dialogs/alert.tsx';
import { showResultError } from '../dialogs/errorDialogs.ts';

export const SOLICITACAO_TITLE = 'Solicitações de cadastros';
export const MSG_CAPTCHA_INVALIDO = 'Captcha inválido ou expirado.';

export type Verificacao = 'verificando' | 'ok' | 'falhou';
export interface UnidadeOpt {
  codigo: string;
  sigla: string;
  nome: string;
}
export interface PapelOpt {
  codigo: string;
  nome: string;
}
export type InstituicaoOpt = UnidadeOpt;
const NENHUMA: UnidadeOpt[] = [];

const FORM_VAZIO = {
  cpf: '',
  nome: '',
  email: '',
  senha: '',
  confirmacao: '',
  codigoUnidade: '',
  papeis: [] as string[],
  justificativa: '',
  termo: false,
};
export type FormSolicitacao = typeof FORM_VAZIO;
export type ErrosSolicitacao = Partial<Record<keyof FormSolicitacao, string>>;

const ok = (r: BasicResult): boolean => r.content?.codigoMensagem === 0;
const captchaFailed = (r: BasicResult): boolean =>
  r.content?.codigoMensagem === 4 && r.content.mensagem === MSG_CAPTCHA_INVALIDO;

/** Numbers the visits: each asks for its own units, behind a token of its own, never a list another visit got. */
let visitas = 0;

/** Every rule of the form; the page shows only the errors of fields left (or all once sent). */
function validar(form: FormSolicitacao): ErrosSolicitacao {
  const e: ErrosSolicitacao = {};
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
}

export function useSolicitacaoUsuario({ call: given, desafios }: { call?: BasicFn; desafios?: Desafios }) {
  const navigate = useNavigate();
  const provider = useDataProvider();
  const call = given ?? provider.basic;
  const fonte = useMemo<Desafios>(() => desafios ?? new FonteDesafios(pedirDesafio(call)), [desafios, call]);
  const [visita] = useState(() => ++visitas);
  /** A later call could not get its token: the check is to be done again. */
  const [tokenFalhou, setTokenFalhou] = useState(false);
  const [papeis, setPapeis] = useState<PapelOpt[]>([]);
  const [instituicoes, setInstituicoes] = useState<InstituicaoOpt[]>([]);
  const [form, setForm] = useState(FORM_VAZIO);
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
      setTokenFalhou(true);
      return null;
    }
  }, [fonte]);

  /** The check, then the units (first anonymous call), through the query cache: one request per visit. */
  const unidadesQ = useQuery(
    {
      queryKey: ['solicitacao', 'unidades', visita],
      queryFn: async (): Promise<UnidadeOpt[]> => {
        const t = await fonte.token(); // a check that cannot be done fails the query: 'Tentar novamente'
        const res = await call({ endpoint: 'papel.unidadesCaptcha', params: { captcha: t } });
        if (ok(res)) return res.content!.data;
        if (res.content) showResultError(res.content, 'Não foi possível listar as unidades.');
        throw new Error(res.content?.mensagem || 'Não foi possível listar as unidades.');
      },
      staleTime: Infinity,
      gcTime: 0,
    },
    queryClientFor(provider),
  );
  const verificacao: Verificacao = unidadesQ.isFetching
    ? 'verificando'
    : tokenFalhou || unidadesQ.isError
      ? 'falhou'
      : unidadesQ.isSuccess
        ? 'ok'
        : 'verificando';
  const unidades = (!unidadesQ.isFetching && unidadesQ.data) || NENHUMA;

  const { refetch } = unidadesQ;
  /** 'Tentar novamente': the check again, the unit and its roles chosen again. */
  const iniciar = useCallback(async () => {
    setTokenFalhou(false);
    setPapeis([]);
    setForm((f) => ({ ...f, codigoUnidade: '', papeis: [] }));
    await refetch();
  }, [refetch]);

  /** A refused token (expired, used): the warning; the next call takes a fresh one. */
  const restart = (res: BasicResult) => {
    if (res.content) showResultError(res.content);
  };

  const escolherUnidade = async (codigo: string) => {
    setForm((f) => ({ ...f, codigoUnidade: codigo, papeis: [] }));
    setPapeis([]);
    setInstituicoes([]);
    if (!codigo) return;
    const t = await token();
    const ti = t && (await token());
    if (!t || !ti) return;
    const [res, inst] = await Promise.all([
      call({ endpoint: 'papel.listarPorUnidadeCaptcha', params: { codigoUnidade: codigo, captcha: t } }),
      call({ endpoint: 'instituicao.daUnidadeCaptcha', params: { codigoUnidade: codigo, captcha: ti } }),
    ]);
    // The institutions only help to choose the unit: without them the form works, so their failure
    // shows nothing (a refused token is told once, by the roles' call).
    if (ok(inst)) setInstituicoes(inst.content!.data);
    if (ok(res)) setPapeis(res.content!.data);
    else if (captchaFailed(res)) restart(res);
    else if (res.content) showResultError(res.content, 'Não foi possível listar os perfis da unidade.');
  };

  const todos = validar(form);
  const erros: ErrosSolicitacao = enviado
    ? todos
    : Object.fromEntries(Object.entries(todos).filter(([k]) => tocados.has(k)));
  /** The field was left: its errors show from now on. */
  const tocar = (name: keyof FormSolicitacao) => () => setTocados((t) => (t.has(name) ? t : new Set(t).add(name)));
  /** One field's new value (the CPF already masked by its input). */
  const mudar = <K extends keyof FormSolicitacao>(name: K, valor: FormSolicitacao[K]) =>
    setForm((f) => ({ ...f, [name]: valor }));
  const marcarPapel = (codigo: string, on: boolean) =>
    setForm((f) => ({ ...f, papeis: on ? [...f.papeis, codigo] : f.papeis.filter((x) => x !== codigo) }));

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
        // Opened from a link (no page of the portal behind): the sign-in page, not a blank tab.
        semAnterior: () => navigate('/login'),
      });
      return;
    }
    if (captchaFailed(res)) restart(res);
    else if (res.content) showResultError(res.content, 'Não foi possível enviar a solicitação.');
  };

  return {
    verificacao,
    unidades,
    papeis,
    instituicoes,
    form,
    erros,
    enviado,
    busy,
    iniciar,
    escolherUnidade,
    tocar,
    mudar,
    marcarPapel,
    enviar,
  };
}

export type SolicitacaoUsuario = ReturnType<typeof useSolicitacaoUsuario>;
