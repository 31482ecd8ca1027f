/**
 * The conformance check itself: every GET endpoint of the catalogue called once against a running
 * gateway with sample values (samples.ts), and each answer checked against the envelope its
 * catalogue entry declares (schemas/answer-schema.ts). Knows nothing of our gateway's code: it
 * needs the base URL of each destination, a bearer token for each, and the catalogue.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AnswerChecker, type AnswerMismatch } from '../../../schemas/answer-validator.ts';
import { problemaDoArquivo } from './file-check.ts';
import { tokenDe } from '../../../gateway/captcha/altcha.ts';
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import { semTokenDeAcesso, tokenIdIn } from '../../../core/derive-recursos.ts';
import {
  fontesDeTodos,
  parametrosObrigatorios,
  regraDe,
  temRegraPropria,
  type Colheita,
  type ContextoAmostra,
  type Regra,
} from './samples.ts';

export type Destino = NonNullable<CatalogueEndpoint['destino']>;

export interface Alvo {
  /** Base URL of each destination's gateway (`https://…/gw/sisapmg`). */
  bases: Record<Destino, string>;
  /** Bearer token per destination (absent: the calls go without Authorization). */
  tokens: Partial<Record<Destino, string>>;
  /** Session token id sent as the `tokensscid` header, when the gateway wants it. */
  tokenSSCId?: string;
  contexto: ContextoAmostra;
  /** Accept fields the catalogue does not name (default: they are mismatches). */
  permitirExtras?: boolean;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /**
   * Which of `n` fitting records to take a sample value from (default the first). The property
   * test passes a seeded choice, so each run samples other records.
   */
  escolher?: (n: number) => number;
}

export type Situacao = 'ok' | 'divergente' | 'erro' | 'sem-amostra';

export interface Resultado {
  endpoint: string;
  situacao: Situacao;
  status?: number;
  codigoMensagem?: number;
  /** The call made (path and query), for the report. */
  url?: string;
  divergencias?: AnswerMismatch[];
  detalhe?: string;
}

interface Resposta {
  status: number;
  /** The parsed JSON, or the text of any other answer. */
  body: unknown;
  url: string;
  /** The answer as sent (a file's bytes) and its content-type header. */
  bytes: Uint8Array;
  contentType: string;
}

/** Runs the check; `filtro` limits it to endpoints whose name contains the text. */
export async function verificarContrato(
  catalogo: CatalogueEndpoint[],
  alvo: Alvo,
  filtro?: string,
): Promise<Resultado[]> {
  const checker = new AnswerChecker({ closed: !alvo.permitirExtras });
  const contexto = { ...alvo.contexto, tokenSSCId: alvo.tokenSSCId };
  const porNome = new Map(catalogo.map((e) => [e.name, e]));
  const colhidos = new Map<string, Promise<Resposta | undefined>>();

  async function chamar(ep: CatalogueEndpoint, valores: Record<string, string>): Promise<Resposta> {
    const query = new URLSearchParams();
    let path = ep.path;
    for (const [k, v] of Object.entries(valores)) {
      if (path.includes(`{${k}}`)) path = path.replace(`{${k}}`, encodeURIComponent(v));
      else query.set(k, v);
    }
    for (const [k, kind] of Object.entries(ep.session ?? {}))
      query.set(k, kind === 'unidade' ? alvo.contexto.unidade : alvo.contexto.cpf);
    if (ep.paging !== 'none')
      query.set(ep.paging === 'time-counting' ? 'pagina' : 'page', ep.paging === 'one-based' ? '1' : '0');
    const destino = (ep.destino ?? 'EXAME') as Destino;
    const url = `${alvo.bases[destino]}${path}${query.size ? `?${query}` : ''}`;
    const token = semTokenDeAcesso(ep.resource) ? undefined : alvo.tokens[destino];
    const headers: Record<string, string> = { accept: 'application/json', ...alvo.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (alvo.tokenSSCId && tokenIdIn(ep) !== 'none') headers.tokensscid = alvo.tokenSSCId;
    const res = await fetch(url, { headers });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const contentType = res.headers.get('content-type') ?? '';
    const text = new TextDecoder().decode(bytes);
    const body: unknown = contentType.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body, url: url.slice(alvo.bases[destino].length), bytes, contentType };
  }

  /** The answer of `de` with fixed `params` (called once per set of parameters). */
  function colheita(
    de: string,
    params: Record<string, string> | undefined,
    profundidade: number,
  ): Promise<Resposta | undefined> {
    const fonte = porNome.get(de);
    if (!fonte) return Promise.resolve(undefined);
    const chave = `${de}?${JSON.stringify(params ?? {})}`;
    let r = colhidos.get(chave);
    if (!r) {
      r = (async () => {
        const valores = await valoresDe(fonte, profundidade + 1, params);
        return valores ? chamar(fonte, valores).catch(() => undefined) : undefined;
      })();
      colhidos.set(chave, r);
    }
    return r;
  }

  /** The first record of `de`'s answer where every one of `campos` is set, as text. */
  async function linhaCom(
    de: string,
    campos: string[],
    profundidade: number,
    params?: Record<string, string>,
  ): Promise<Record<string, string> | undefined> {
    const objeto = ((await colheita(de, params, profundidade))?.body as { objeto?: unknown } | undefined)?.objeto;
    const linhas = (Array.isArray(objeto) ? objeto : objeto && typeof objeto === 'object' ? [objeto] : []) as Record<
      string,
      unknown
    >[];
    const aptas = linhas.filter((l) => campos.every((c) => l[c] !== null && l[c] !== undefined && l[c] !== ''));
    if (!aptas.length) return undefined;
    const l = aptas[Math.min(aptas.length - 1, Math.max(0, alvo.escolher?.(aptas.length) ?? 0))];
    return Object.fromEntries(campos.map((c) => [c, String(l[c])]));
  }

  const colher = async (c: Colheita, profundidade: number) =>
    (await linhaCom(c.de, [c.campo], profundidade, c.params))?.[c.campo];

  async function aplicar(regra: Regra, profundidade: number): Promise<string | undefined> {
    if ('valor' in regra) return typeof regra.valor === 'function' ? regra.valor(contexto) : regra.valor;
    return profundidade > 3 ? undefined : colher(regra, profundidade);
  }

  /**
   * Values of every required parameter, or undefined when one has no sample. Parameters without a
   * rule of their own that one endpoint's record holds together (a servant and one of its pay
   * slips' month) are taken from the same record, so they belong together.
   */
  async function valoresDe(
    ep: CatalogueEndpoint,
    profundidade = 0,
    fixos: Record<string, string> = {},
  ): Promise<Record<string, string> | undefined> {
    const valores: Record<string, string> = { ...fixos };
    const faltam = parametrosObrigatorios(ep).filter((p) => !(p in valores));
    const semRegra = faltam.filter((p) => !temRegraPropria(ep, p));
    if (semRegra.length > 1 && profundidade <= 3) {
      for (const fonte of fontesDeTodos(catalogo, semRegra).filter((f) => f !== ep.name)) {
        const linha = await linhaCom(fonte, semRegra, profundidade);
        if (linha) {
          Object.assign(valores, linha);
          break;
        }
      }
    }
    for (const p of faltam) {
      if (p in valores) continue;
      if (p === 'captcha') {
        valores[p] = await tokenAnonimo();
        continue;
      }
      let v: string | undefined;
      for (const regra of regraDe(catalogo, ep, p, contexto))
        if ((v = await aplicar(regra, profundidade)) !== undefined) break;
      if (v === undefined) return undefined;
      valores[p] = v;
    }
    return valores;
  }

  async function tokenAnonimo(): Promise<string> {
    const gerar = porNome.get('captcha.gerar');
    if (!gerar) throw new Error('o catálogo não tem captcha.gerar');
    const { body } = await chamar(gerar, {});
    const challenge = (body as { objeto: Challenge }).objeto;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    if (!solution) throw new Error('desafio ALTCHA não resolvido');
    return tokenDe(challenge, solution);
  }

  const alvos = catalogo.filter((e) => e.method === 'GET' && (!filtro || e.name.includes(filtro)));
  const resultados: Resultado[] = [];
  for (const ep of alvos) {
    const valores = await valoresDe(ep).catch(() => undefined);
    if (!valores) {
      resultados.push({
        endpoint: ep.name,
        situacao: 'sem-amostra',
        detalhe: `sem valor de amostra para: ${parametrosObrigatorios(ep).join(', ')}`,
      });
      continue;
    }
    try {
      const r = await chamar(ep, valores);
      resultados.push(avaliar(ep, r, checker));
    } catch (e) {
      resultados.push({ endpoint: ep.name, situacao: 'erro', detalhe: (e as Error).message });
    }
  }
  return resultados;
}

/** One answer judged: a file or an envelope that conforms is 'ok'; an envelope failure (code 1, HTTP ≥ 400) is 'erro'. */
function avaliar(ep: CatalogueEndpoint, r: Resposta, checker: AnswerChecker): Resultado {
  const base = { endpoint: ep.name, status: r.status, url: r.url };
  if (typeof r.body === 'string') {
    if (!(ep.binary && r.status === 200))
      return { ...base, situacao: 'erro', detalhe: `resposta não é JSON (HTTP ${r.status})` };
    const problema = problemaDoArquivo(ep.mediaTypes ?? [], r.contentType, r.bytes);
    return problema
      ? { ...base, situacao: 'divergente', divergencias: [{ pointer: '(arquivo)', message: problema }] }
      : { ...base, situacao: 'ok' };
  }
  const codigo = (r.body as { codigoMensagem?: number }).codigoMensagem;
  const divergencias = checker.check(ep, r.body);
  if (divergencias.length) return { ...base, codigoMensagem: codigo, situacao: 'divergente', divergencias };
  if (r.status >= 400 || codigo === 1 || codigo === 4) {
    return { ...base, codigoMensagem: codigo, situacao: 'erro', detalhe: (r.body as { mensagem?: string }).mensagem };
  }
  return { ...base, codigoMensagem: codigo, situacao: 'ok' };
}
