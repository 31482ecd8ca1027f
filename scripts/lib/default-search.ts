/**
 * The searches a user runs without typing anything, read from the screen documents: for every
 * search screen, what 'Pesquisar' sends with empty filters (the filters' defaults, the source's
 * fixed params, the values the portal fills from the session, the default sort and page size), and
 * the first page of each sortable column (a click on a new column sorts it ascending from page 0).
 * The request is built with the portal's own query-string rules (services/http/params.ts) the way
 * services/http/prepareCall.ts does, and sent through the real gateway router (validation,
 * session checks, paging) over any database — so `npm run bench:search` measures exactly what
 * the browser asks, and a new search screen is measured without editing the bench.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { DESTINOS } from '../../gateway/config.ts';
import type { Db } from '../../gateway/db/types.ts';
import { registerCatalogue } from '../../gateway/routes/catalogue.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { HANDLERS } from '../../gateway/routes/handlers/index.ts';
import { screenDocuments } from '../../gateway/screens.ts';
import { AccessTokens } from '../../gateway/lib/access-token.ts';
import { createSession } from '../../gateway/security/sessions.ts';
import { type PagingRequest, placeValues, toQueryString } from '../../services/http/params.ts';

export const DEFAULT_PAGE_SIZE = 10;

interface SearchDoc {
  id: string;
  route: string;
  kind: string;
  filters?: { schema?: { required?: string[]; properties?: Record<string, { default?: unknown }> } };
  source: {
    endpoint: string;
    params?: Record<string, unknown>;
    pageSize?: number;
    sort?: { field: string; order: 'ASC' | 'DESC' };
  };
  columns?: { field: string; sortField?: string; sortable?: boolean; header?: string }[];
}

/** One request a search screen sends. */
export interface SearchCase {
  screen: string;
  route: string;
  /** 'padrão' (the default search) or the sorted column's field. */
  what: string;
  label: string;
  endpoint: string;
  method: CatalogueEndpoint['method'];
  /** Path and query string under the gateway (e.g. `/gw/sisapmg/admissoes/v1/listaServidores?page=0…`). */
  url: string;
  body?: Record<string, unknown>;
}

export interface SkippedScreen {
  screen: string;
  route: string;
  reason: string;
}

/** The session a case is built for: the unit and the user's CPF the portal reads from its cookies. */
export interface SessionValues {
  unidade: string;
  cpf: string;
}

const hasPlaceholder = (v: unknown): boolean => typeof v === 'string' && /\{\{|\$\{|^:/.test(v);

/** The default search and each sortable column's first page of every search screen (or why not). */
export function defaultSearchCases(
  session: SessionValues,
  docs: readonly { kind: string }[] = screenDocuments() as unknown as { kind: string }[],
  endpoints: CatalogueEndpoint[] = catalogue(),
): { cases: SearchCase[]; skipped: SkippedScreen[] } {
  const byName = new Map(endpoints.map((e) => [e.name, e]));
  const cases: SearchCase[] = [];
  const skipped: SkippedScreen[] = [];
  for (const doc of docs.filter((d) => d.kind === 'search') as SearchDoc[]) {
    const skip = (reason: string) => skipped.push({ screen: doc.id, route: doc.route, reason });
    const ep = byName.get(doc.source.endpoint);
    if (!ep) {
      skip(`endpoint '${doc.source.endpoint}' não está no catálogo`);
      continue;
    }
    const props = doc.filters?.schema?.properties ?? {};
    const filters = Object.fromEntries(
      Object.entries(props).flatMap(([k, p]) => (p.default === undefined ? [] : [[k, p.default]])),
    );
    const missing = (doc.filters?.schema?.required ?? []).filter((k) => filters[k] === undefined || filters[k] === '');
    if (missing.length) {
      skip(`filtro obrigatório sem valor padrão: ${missing.join(', ')}`);
      continue;
    }
    const params = doc.source.params ?? {};
    if (Object.values(params).some(hasPlaceholder) || /\{\w+\}/.test(ep.path)) {
      skip('depende de parâmetros da rota ou do registro');
      continue;
    }
    const size = doc.source.pageSize ?? DEFAULT_PAGE_SIZE;
    const build = (what: string, sort?: { field: string; order: 'ASC' | 'DESC' }): SearchCase => ({
      screen: doc.id,
      route: doc.route,
      what,
      label: what === 'padrão' ? `${doc.id}: pesquisa padrão` : `${doc.id}: ordenar por ${what}`,
      ...requestOf(ep, { ...params, ...filters }, session, { page: 0, size, sort: sort?.field, order: sort?.order }),
    });
    const sort0 = doc.source.sort;
    cases.push(build('padrão', sort0));
    const seen = new Set(sort0 ? [sort0.field] : []);
    for (const c of doc.columns ?? []) {
      const field = c.sortField ?? c.field;
      if (c.sortable === false || seen.has(field)) continue;
      seen.add(field);
      cases.push(build(field, { field, order: 'ASC' }));
    }
  }
  return { cases, skipped };
}

/**
 * The request the portal sends for `values` and `paging` (services/http/prepareCall.ts, without the
 * browser): session values, paging, query string or body.
 */
export function requestOf(
  ep: CatalogueEndpoint,
  values: Record<string, unknown>,
  session: SessionValues,
  paging: PagingRequest,
): Pick<SearchCase, 'endpoint' | 'method' | 'url' | 'body'> {
  const { query, body } = placeValues(ep, values, { unidade: session.unidade, cpf: session.cpf }, paging);
  const qs = toQueryString(query);
  return {
    endpoint: ep.name,
    method: ep.method,
    url: `${DESTINOS[ep.destino ?? 'EXAME']}${ep.path}${qs ? `?${qs}` : ''}`,
    ...(body ? { body } : {}),
  };
}

/** What one case answered: HTTP status, envelope code (undefined for a non-envelope) and time. */
export interface CaseAnswer {
  status: number;
  codigo?: number;
  mensagem?: string;
  rows?: number;
  ms: number;
}

/**
 * The gateway router alone (no identity provider, no static files, no report worker) over `db`,
 * with one server session and an access token per destination for `session` carrying every
 * resource of the catalogue: the bench measures queries, not grants. `close()` ends the session.
 */
export async function searchHarness(
  db: Db,
  session: SessionValues,
  papeis: string[] = ['ADMINISTRADOR'],
): Promise<{
  call: (c: SearchCase, network?: boolean) => Promise<CaseAnswer>;
  close: () => Promise<void>;
  app: FastifyInstance;
}> {
  const tokens = new AccessTokens(randomBytes(32).toString('base64url'));
  const app = Fastify({ logger: false });
  // The security service's calls are not searches (and need the whole app's keys): left out.
  registerCatalogue(
    app,
    { db, tokens },
    HANDLERS,
    catalogue().filter((e) => e.resource !== 'seguranca'),
  );
  await app.ready();
  const expira = new Date(Date.now() + 6 * 3600_000);
  const sid = await createSession(db, session.cpf, expira);
  const recursos = [...new Set(catalogue().map((e) => e.resource))];
  // The audience of a destination's token is the destination's name (gateway/security/auth.ts).
  const bearer: Record<string, string> = {};
  for (const [aud, prefix] of Object.entries(DESTINOS))
    bearer[prefix] = (
      await tokens.sign({ sub: session.cpf, aud, unidade: session.unidade, papeis, recursos, sid }, expira)
    ).token;
  let origin: string | undefined;
  // `network`: over a loopback socket (HTTP parsing, the body's bytes) instead of Fastify's inject.
  const call = async (c: SearchCase, network = false): Promise<CaseAnswer> => {
    const aud = Object.values(DESTINOS).find((d) => c.url.startsWith(`${d}/`))!;
    const sep = c.url.includes('?') ? '&' : '?';
    const url = `${c.url}${sep}tokenSSCId=${encodeURIComponent(sid)}`;
    const headers: Record<string, string> = { authorization: `Bearer ${bearer[aud]}` };
    if (network && c.body) headers['content-type'] = 'application/json';
    if (network) origin ??= await app.listen({ host: '127.0.0.1', port: 0 });
    const t0 = performance.now();
    const res = network
      ? await fetch(`${origin}${url}`, {
          method: c.method,
          headers,
          ...(c.body ? { body: JSON.stringify(c.body) } : {}),
        }).then(async (r) => ({ statusCode: r.status, text: await r.text() }))
      : await app
          .inject({ method: c.method, url, headers, ...(c.body ? { payload: c.body } : {}) })
          .then((r) => ({ statusCode: r.statusCode, text: r.body }));
    const ms = performance.now() - t0;
    let body: { codigoMensagem?: number; mensagem?: string; objeto?: unknown } = {};
    try {
      body = JSON.parse(res.text) as typeof body;
    } catch {
      // not an envelope
    }
    return {
      status: res.statusCode,
      codigo: body.codigoMensagem,
      mensagem: body.mensagem,
      rows: Array.isArray(body.objeto) ? body.objeto.length : undefined,
      ms,
    };
  };
  const close = async () => {
    await app.close();
    await db.query('UPDATE sessao SET encerrada = true WHERE id = $1', [sid]).catch(() => undefined);
  };
  return { call, close, app };
}
