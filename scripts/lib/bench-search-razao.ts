/**
 * The HTTP/SQL ratio of `npm run bench:search`'s targeted queries: each query sent as the portal
 * sends it (the real router over a loopback socket: token and session checks, validation, the
 * answer's JSON) against the very statements its handler ran, sent raw to the database. The two are
 * timed interleaved — one after the other for the same input, alternating which goes first — so the
 * load of a shared machine weighs on both alike. The statements are learnt by running the handler
 * once per input on a database handle that records them (not timed).
 *
 * A ratio near 1 says the time is the database's; well above it, the gateway's own work (or a
 * statement the handler sends that the raw replay does not, such as the session check).
 */
import type { AccessClaims } from '../../gateway/lib/access-token.ts';
import type { Db } from '../../gateway/db/types.ts';
import { HANDLERS } from '../../gateway/routes/handlers/index.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import type { AlvoBusca } from './bench-search-alvos.ts';
import { requestOf, type searchHarness, type SessionValues } from './default-search.ts';
import { pct } from './percentil.ts';

type Harness = Awaited<ReturnType<typeof searchHarness>>;

interface Statement {
  sql: string;
  params: unknown[] | undefined;
}

/** `db` with every statement sent through `query` appended to `log` (transactions pass through). */
function recording(db: Db, log: Statement[]): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      log.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

/** p50 of each side and their ratio, or why the query could not be sent over HTTP. */
export type Razao = { http: number; sql: number; statements: number } | { erro: string };

/** `runs` interleaved pairs (HTTP, raw SQL) of `alvo`, inputs 0…runs-1. */
export async function razaoHttpSql(
  db: Db,
  harness: Harness,
  session: SessionValues,
  alvo: AlvoBusca,
  runs: number,
): Promise<Razao> {
  const ep = catalogue().find((e) => e.name === alvo.endpoint);
  if (!ep) return { erro: `endpoint '${alvo.endpoint}' não está no catálogo` };
  const auth = { unidade: session.unidade } as AccessClaims;
  const handler = HANDLERS[alvo.endpoint];
  const { size, offset, sort, order } = alvo.paging;
  const http: number[] = [];
  const sql: number[] = [];
  let statements = 0;
  for (let i = 0; i < runs; i++) {
    const log: Statement[] = [];
    const input = alvo.input(i);
    await handler({ db: recording(db, log), endpoint: alvo.endpoint, auth, input, paging: alvo.paging });
    statements = Math.max(statements, log.length);
    const pedido = {
      screen: '',
      route: '',
      what: '',
      label: alvo.label,
      ...requestOf(ep, input, session, { page: offset / size, size, sort, order }),
    };
    const viaHttp = async () => {
      const a = await harness.call(pedido, true);
      if (a.codigo !== 0 && a.codigo !== 2) throw new Error(`HTTP ${a.status}, código ${a.codigo}: ${a.mensagem}`);
      http.push(a.ms);
    };
    const direto = async () => {
      const t0 = performance.now();
      for (const s of log) await db.query(s.sql, s.params);
      sql.push(performance.now() - t0);
    };
    try {
      if (i % 2) await direto().then(viaHttp);
      else await viaHttp().then(direto);
    } catch (e) {
      return { erro: (e as Error).message };
    }
  }
  http.sort((a, b) => a - b);
  sql.sort((a, b) => a - b);
  return { http: pct(http, 50), sql: pct(sql, 50), statements };
}

/** One line of the ratio's table, in the bench's columns. */
export function linhaRazao(label: string, r: Razao): string {
  if ('erro' in r) return `${label.padEnd(44)} ERRO ${r.erro}`;
  return `${label.padEnd(44)} HTTP p50 ${r.http.toFixed(1).padStart(6)} ms   SQL p50 ${r.sql.toFixed(1).padStart(6)} ms   HTTP/SQL ${(r.http / r.sql).toFixed(2).padStart(5)}×   (${r.statements} comando(s))`;
}
