/**
 * One row of the access log of personal data, as built on the request's path: only what the
 * request and its answer already hold — no query, no lookup (the writer adds the user's name and
 * the screen later, off the path; gateway/acessos/registro.ts). What is kept of the person seen is
 * the identifier the request named it by, never a value of the answer.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import type { Paginacao } from '../lib/envelope.ts';
import type { AccessClaims } from '../lib/access-token.ts';
import type { Categoria, Operacao, Titular } from './vocabulario.ts';

export interface LinhaAcesso {
  em: Date;
  cpf: string;
  unidade: string;
  papeis: string[];
  /** Client address as the gateway sees it (`req.ip`; behind a trusted proxy, X-Forwarded-For). */
  endereco?: string;
  endpoint: string;
  /** The screen's id when known (an export names it). */
  tela?: string;
  /** Path of the portal page the call came from (Referer), turned into a screen id when written. */
  pagina?: string;
  operacao: Operacao;
  categorias: Categoria[];
  titular?: { tipo: Titular; chave: string; id: string };
  /** A search's or export's filters; a record read's other parameters (the pay slip's month). */
  filtros?: Record<string, unknown>;
  quantidade?: number;
  /** The count stopped at its bound ('more than 10,000'). */
  quantidadeLimitada?: boolean;
  relatorioId?: number;
}

/** What the router knows of the call besides its input. */
export interface Chamada {
  auth: AccessClaims | undefined;
  endereco?: string;
  referer?: string;
}

/** The envelope fields the count is read from. */
interface Corpo {
  codigoMensagem: number;
  objeto?: unknown;
  paginacao?: Paginacao;
}

/** Request properties never copied into the log, whatever the endpoint (secrets, transport). */
const NUNCA = /senha|captcha|token|arquivo|^file$/i;
const MAX_FILTROS = 20;
const MAX_TEXTO = 120;
const MAX_LISTA = 20;

/** A filter value as kept: short text, numbers, booleans and short lists of them; nothing else. */
function valorDeFiltro(v: unknown): unknown {
  if (typeof v === 'string') return v.length > MAX_TEXTO ? `${v.slice(0, MAX_TEXTO - 1)}…` : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v))
    return v
      .slice(0, MAX_LISTA)
      .map(valorDeFiltro)
      .filter((x) => x !== undefined);
  return undefined;
}

/**
 * The filters of a request: its validated input without the key naming the person, the values the
 * portal fills from the session (the unit, the user's own CPF), uploaded files and secrets.
 */
export function filtrosDe(
  input: Record<string, unknown>,
  omitir: Iterable<string>,
): Record<string, unknown> | undefined {
  const fora = new Set(omitir);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (fora.has(k) || NUNCA.test(k) || v === undefined || v === null || v === '') continue;
    const kept = valorDeFiltro(v);
    if (kept === undefined) continue;
    out[k] = kept;
    if (Object.keys(out).length >= MAX_FILTROS) break;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Path of a Referer URL ('' when absent or not a URL). */
function caminho(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return undefined;
  }
}

/**
 * The row of a successful answer of an endpoint that declares `personalData`; undefined for any
 * other answer (a failure, no result: nothing was shown) or an anonymous call.
 */
export function linhaDaResposta(
  ep: CatalogueEndpoint,
  chamada: Chamada,
  input: Record<string, unknown>,
  corpo: Corpo,
  arquivo: boolean,
): LinhaAcesso | undefined {
  const dp = ep.personalData;
  const auth = chamada.auth;
  if (!dp || !auth || corpo.codigoMensagem !== 0) return undefined;
  const valorChave = dp.key === undefined ? undefined : input[dp.key];
  const porPessoa = valorChave !== undefined && valorChave !== null && valorChave !== '';
  let quantidade = 1;
  let limitada = false;
  if (!arquivo && Array.isArray(corpo.objeto)) {
    quantidade = corpo.paginacao ? corpo.paginacao.totalRegistros : corpo.objeto.length;
    limitada = corpo.paginacao?.totalLimitado === true;
  }
  return {
    em: new Date(),
    cpf: auth.sub,
    unidade: auth.unidade,
    papeis: auth.papeis,
    endereco: chamada.endereco,
    endpoint: ep.name,
    pagina: caminho(chamada.referer),
    operacao: arquivo ? 'DOWNLOAD' : porPessoa ? 'CONSULTA' : 'PESQUISA',
    categorias: [...dp.kinds],
    titular: porPessoa ? { tipo: dp.subject, chave: dp.keyIs ?? dp.key!, id: String(valorChave) } : undefined,
    filtros: filtrosDe(input, [...(dp.key ? [dp.key] : []), ...Object.keys(ep.session ?? {}), ...(ep.files ?? [])]),
    quantidade,
    quantidadeLimitada: limitada,
  };
}
