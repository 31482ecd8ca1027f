/**
 * Continuous read of a search for an export: ONE pass over the screen's real query instead of a
 * page loop that re-runs OFFSET and the count for every page (quadratic at state size).
 *
 * How, without a second copy of any search's SQL: the worker asks the search handler for "pages"
 * with `paging.continuous` set. `orderAndPage` (lib/sql-paging.ts) then writes the handler's ORDER
 * BY without LIMIT/OFFSET and marks the statement with `MARCA`. The `Db` the handler receives is
 * this module's wrapper: the first marked statement becomes a server-side cursor over the whole
 * ordered result, and every marked statement (that one and the next calls') answers the next
 * `lote` rows of that cursor. The handler maps those rows as it maps a page, so the file holds
 * exactly what the grid shows. A handler that writes its own LIMIT/OFFSET never emits the mark and
 * is served page by page as before (the wrapper passes its statements through).
 *
 * The handler's other statements run again on each call; those that repeat with the same
 * parameters and answer one row (the count, the unit's lookups) are answered from their first
 * answer within the export, so a batch costs one FETCH, not one count of the whole result.
 *
 * Engines: on PostgreSQL the cursor lives in a transaction on one pooled connection (a read-only
 * snapshot; other connections are untouched). PGlite has one session: a transaction there would
 * hold every interactive request for the whole export. So on PGlite the read goes by keys where
 * that is safe and an index gives the order (leitura-por-chaves.ts: each batch a short statement
 * "the next rows after the last one"); otherwise the cursor is declared WITH HOLD outside a
 * transaction (the result is materialised once, in PostgreSQL's own temporary storage, not in the
 * Node heap — one long statement) and each FETCH is a short statement between the users' queries.
 * Report jobs yield to interactive requests between batches.
 */
import type { Db } from '../db/types.ts';
import { SORT_KEYS_MARK, CONTINUOUS_READ_MARK as MARCA, type SortKeys } from '../lib/sql-paging.ts';
import { leituraPorChaves, type LeituraPorChaves } from './leitura-por-chaves.ts';

/** The sort keys `orderAndPage` wrote after the mark, if any. */
function chavesDe(sql: string): SortKeys | null {
  const i = sql.lastIndexOf(SORT_KEYS_MARK);
  if (i === -1) return null;
  const fim = sql.indexOf('*/', i);
  return JSON.parse(sql.slice(i + SORT_KEYS_MARK.length, fim)) as SortKeys;
}

export interface LeituraContinua {
  /** What the handler receives instead of the job's database. */
  db: Db;
  /** True once a marked statement was seen: the handler's pages come from the cursor. */
  readonly emCursor: boolean;
  /** Closes the cursor (idempotent). */
  fechar(): Promise<void>;
}

let sequencia = 0;

/** A wrapper over `base` whose marked statement reads a cursor `lote` rows at a time. */
export function leituraContinua(base: Db, lote: number): LeituraContinua {
  const nome = `prh_exportacao_${process.pid}_${++sequencia}`;
  let aberto = false;
  let fechado = false;
  const comHold = base.kind === 'pglite';
  const repetidas = new Map<string, { rows: unknown[] }>();
  let porChaves: LeituraPorChaves | null = null;
  const db: Db = {
    ...base,
    async query<T>(sql: string, params?: unknown[]) {
      if (!sql.includes(MARCA)) {
        if (!/^\s*SELECT\b/i.test(sql)) return base.query<T>(sql, params);
        const chave = `${sql}\u0000${JSON.stringify(params ?? [])}`;
        const antes = repetidas.get(chave);
        if (antes) return antes as { rows: T[] };
        const r = await base.query<T>(sql, params);
        if (r.rows.length <= 1) repetidas.set(chave, r);
        return r;
      }
      if (fechado) return { rows: [] as T[] };
      if (!aberto) {
        // PGlite: by keys where that is safe and indexed (leitura-por-chaves.ts), else the cursor.
        const chaves = comHold ? chavesDe(sql) : null;
        porChaves = chaves ? await leituraPorChaves(base, sql, params ?? [], chaves, lote) : null;
        if (!porChaves)
          await base.query(`DECLARE ${nome} NO SCROLL CURSOR${comHold ? ' WITH HOLD' : ''} FOR ${sql}`, params);
        aberto = true;
      }
      if (porChaves) return { rows: await porChaves.proximo<T>() };
      return base.query<T>(`FETCH ${lote} FROM ${nome}`);
    },
    transaction: (fn) => fn(db),
  };
  return {
    db,
    get emCursor() {
      return aberto;
    },
    async fechar() {
      if (aberto && !fechado && !porChaves) await base.query(`CLOSE ${nome}`).catch(() => undefined);
      fechado = true;
    },
  };
}

/**
 * Runs `fn` with a continuous-read wrapper and closes the cursor afterwards, whatever happens: in
 * a transaction on PostgreSQL (the cursor's connection), directly on PGlite (WITH HOLD).
 */
export async function comLeituraContinua<R>(db: Db, lote: number, fn: (l: LeituraContinua) => Promise<R>): Promise<R> {
  const run = async (d: Db) => {
    const l = leituraContinua(d, lote);
    try {
      return await fn(l);
    } finally {
      await l.fechar();
    }
  };
  return db.kind === 'pg' ? db.transaction(run) : run(db);
}
