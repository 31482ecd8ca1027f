/**
 * Retention of the access log of personal data (docs/SECURITY.md, "Retenção"): rows older than
 * the period the database fixes (`retencao_acessos_dados_pessoais()`, 5 years) are removed by the
 * database function `expurgar_acessos_dados_pessoais()` only — the longest start of the chain past
 * that age, the chain's new start recorded, the purge itself written to `auditoria` in the same
 * transaction. Each instance runs it shortly after start and then daily; running it twice deletes
 * nothing the second time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.ts';
import { emSegundoPlano } from '../db/pedido-abortado.ts';

export const INTERVALO_EXPURGO_MS = 24 * 60 * 60 * 1000;
/** The first run waits for the start-up (and the first requests) to settle. */
export const ATRASO_EXPURGO_MS = 60_000;

/** Rows purged now. */
export async function expurgarAcessos(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT expurgar_acessos_dados_pessoais() AS n');
  return Number(rows[0].n);
}

export interface Expurgo {
  stop(): Promise<void>;
}

export function iniciarExpurgo(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>,
  intervaloMs = INTERVALO_EXPURGO_MS,
): Expurgo {
  let emCurso: Promise<void> = Promise.resolve();
  const rodar = () => {
    emCurso = emCurso
      .then(() => emSegundoPlano(() => expurgarAcessos(db)))
      .then((n) => {
        if (n) log?.info({ linhas: n }, 'registro de acessos: linhas além da retenção expurgadas');
      })
      .catch((err: unknown) => log?.error({ err }, 'registro de acessos: falha no expurgo'));
  };
  const primeiro = setTimeout(rodar, Math.min(ATRASO_EXPURGO_MS, intervaloMs));
  const diario = setInterval(rodar, intervaloMs);
  primeiro.unref();
  diario.unref();
  return {
    async stop() {
      clearTimeout(primeiro);
      clearInterval(diario);
      await emCurso;
    },
  };
}
