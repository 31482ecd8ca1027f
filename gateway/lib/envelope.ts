/**
 * The gateway envelope of docs/ARCHITECTURE.md: every answer (success or failure) has the same
 * shape, so the portal's http service unwraps one format. Builders return `{status, body}` so a
 * route only does `reply.code(e.status).send(e.body)`.
 */
import { randomBytes } from 'node:crypto';

export interface Paginacao {
  pagina: number;
  tamanhoPagina: number;
  totalRegistros: number;
  totalPaginas: number;
  /**
   * Present (true) only when the count stopped at its bound (gateway/lib/sql-pagina.ts `contar`):
   * there are MORE than `totalRegistros` rows, and `totalPaginas` counts the pages of that bound.
   * Absent on an exact count. An addition to the spec's four fields.
   */
  totalLimitado?: true;
}

export interface Critica {
  campo: string;
  mensagem: string;
}

export interface Envelope {
  codigoMensagem: number;
  mensagem: string;
  mensagemExibicao: string;
  dataServidor: string;
  objeto: unknown;
  paginacao?: Paginacao;
  listaCriticas: Critica[];
  hashErro?: string;
}

export interface Answer {
  status: number;
  body: Envelope;
}

const fmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'dd/MM/yyyy HH:mm:ss' in Brasília time. */
export function dataServidor(d: Date = new Date()): string {
  const p = Object.fromEntries(fmt.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour === '24' ? '00' : p.hour}:${p.minute}:${p.second}`;
}

const base = (codigoMensagem: number, mensagem: string, mensagemExibicao: string, objeto: unknown): Envelope => ({
  codigoMensagem,
  mensagem,
  mensagemExibicao,
  dataServidor: dataServidor(),
  objeto,
  listaCriticas: [],
});

export function ok(objeto: unknown, paginacao?: Paginacao, mensagem = 'Operação realizada com sucesso.'): Answer {
  const body = base(0, mensagem, mensagem, objeto);
  if (paginacao) body.paginacao = paginacao;
  return { status: 200, body };
}

export const MSG_SEM_RESULTADO = 'Sua busca não possui resultado. Tente novamente.';

/** Code 2: no result; `objeto` is an empty list. */
export function noResult(paginacao?: Paginacao): Answer {
  const body = base(2, MSG_SEM_RESULTADO, MSG_SEM_RESULTADO, []);
  if (paginacao) body.paginacao = paginacao;
  return { status: 200, body };
}

/** Code 4: bad input, each bad field in `listaCriticas`. */
export function badRequest(listaCriticas: Critica[], mensagem = 'Existem campos inválidos na requisição.'): Answer {
  const exibicao = listaCriticas.map((c) => `${c.campo}: ${c.mensagem}`).join(' ') || mensagem;
  const body = base(4, mensagem, exibicao, {});
  body.listaCriticas = listaCriticas;
  return { status: 400, body };
}

/** Code 1: technical error, unauthenticated (401) or forbidden (403); always with a hashErro. */
export function error(status: number, mensagem: string, mensagemExibicao = mensagem): Answer {
  const body = base(1, mensagem, mensagemExibicao, {});
  body.hashErro = randomBytes(8).toString('hex');
  return { status, body };
}

export const MSG_TOKEN_INVALIDO = 'Token de acesso inválido ou ausente.';
export const MSG_TOKEN_EXPIRADO = 'Token de acesso expirado.';
export const MSG_SEM_PERMISSAO = 'Usuário sem permissão para este recurso.';
export const MSG_ERRO_INTERNO = 'Ocorreu um erro inesperado ao processar a requisição.';

export const unauthorized = (mensagem = MSG_TOKEN_INVALIDO) => error(401, mensagem);
export const forbidden = (mensagem = MSG_SEM_PERMISSAO) => error(403, mensagem);

/** `limitado`: the total is a bound of a count that stopped there (`Contagem.limitado`). */
export function paginacao(pagina: number, tamanhoPagina: number, totalRegistros: number, limitado = false): Paginacao {
  const p: Paginacao = { pagina, tamanhoPagina, totalRegistros, totalPaginas: Math.ceil(totalRegistros / tamanhoPagina) };
  if (limitado) p.totalLimitado = true;
  return p;
}
