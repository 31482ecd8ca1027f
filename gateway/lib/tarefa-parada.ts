/**
 * Which background job a worker may take (bonus recomputations, lauda generations): a waiting one,
 * or one left PROCESSANDO by a process that is gone. On PGlite one process owns the data folder and
 * runs one job at a time, so a PROCESSANDO row found by its worker was left by a stop. On
 * PostgreSQL another instance may be running it: only a job whose signal (`sinal_em`, refreshed by
 * every batch) is older than PARADO_MS, or was never given, is taken back. Report jobs follow the
 * same rule with their own recovery (reports/jobs.ts).
 */
import type { Db } from '../db/types.ts';
import { PARADO_MS } from '../reports/jobs.ts';

/** SQL condition on a job table's `status` and `sinal_em`: the rows a worker may claim. */
export function tomavel(db: Pick<Db, 'kind'>): string {
  return db.kind === 'pg'
    ? `(status = 'PENDENTE' OR (status = 'PROCESSANDO' AND (sinal_em IS NULL OR sinal_em < now() - interval '${PARADO_MS} milliseconds')))`
    : `status IN ('PENDENTE', 'PROCESSANDO')`;
}
