/**
 * Which background job a worker may take (bonus recomputations, lauda generations): a waiting one,
 * or one left PROCESSANDO by a process that is gone. On PGlite one process owns the data folder and
 * runs one job at a time, so a PROCESSANDO row found by its worker was left by a stop. On
 * PostgreSQL another instance may be running it: only a job whose signal (`sinal_em`, refreshed by
 * every batch) is older than PARADO_MS, or was never given, is taken back. Report jobs follow the
 * same rule with their own recovery (reports/jobs.ts).
 */
import type { Db } from '../db/types.ts';

/** A PROCESSANDO job silent this long (PostgreSQL) belongs to a process that died. */
export const PARADO_MS = 120_000;

/** SQL condition on a job table's `status` and `sinal_em`: the rows a worker may claim. */
export function tomavel(db: Pick<Db, 'kind'>): string {
  return db.kind === 'pg'
    ? `(status = 'PENDENTE' OR (status = 'PROCESSANDO' AND (sinal_em IS NULL OR sinal_em < now() - interval '${PARADO_MS} milliseconds')))`
    : `status IN ('PENDENTE', 'PROCESSANDO')`;
}

/**
 * Claims the oldest job of `tabela` a worker may take, marking it PROCESSANDO with a fresh signal
 * (`iniciado_em` kept from a first run); FOR UPDATE SKIP LOCKED skips a row another worker is
 * claiming, and the outer re-check makes a double claim impossible. `retorno`: the RETURNING list.
 */
export async function tomarTarefa<T>(db: Db, tabela: 'apuracao_tarefa' | 'lauda_gerada', retorno: string): Promise<T | undefined> {
  const { rows } = await db.query<T>(
    `UPDATE ${tabela} SET status = 'PROCESSANDO', iniciado_em = COALESCE(iniciado_em, now()), sinal_em = now()
      WHERE id = (SELECT id FROM ${tabela} WHERE ${tomavel(db)} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) AND ${tomavel(db)}
      RETURNING ${retorno}`,
  );
  return rows[0];
}
