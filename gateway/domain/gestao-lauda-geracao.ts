/**
 * A lauda generation as a kind of the job runner (gateway/lib/jobs/): the claimed row's servants
 * are copied in batches of LOTE movements, one transaction each (set-based INSERT … SELECT,
 * `copiarLote`), recording processados after each batch so the screen shows the progress;
 * CONCLUIDA at the end, with the audit row. A generation whose worker died resumes after
 * ultimo_progressao by itself (the runner takes it back at start-up or once its heartbeat stopped),
 * with no gestaoLauda call. A failure marks the row ERRO and removes its servants, which become
 * eligible again.
 */
import type { JobKind } from '../lib/jobs/kind.ts';
import { failJob, finishJob } from '../lib/jobs/table.ts';
import { insertAuditRow } from '../lib/write.ts';
import { copiarLote } from './gestao-lauda.ts';
import { GESTAO_LAUDA } from './transitions.ts';

export const LOTE = 2000;
export const MSG_ERRO_LAUDA = 'Não foi possível concluir a geração da lauda. Gere-a novamente.';

interface Geracao {
  id: number;
  unidade_codigo: string;
  cpf: string;
  ultimo_progressao: string;
}

export const LAUDA_JOBS: JobKind<Geracao> = {
  machine: GESTAO_LAUDA,
  columns: 'unidade_codigo, cpf, ultimo_progressao::text',
  // gerarGestaoLauda wakes the runner when it queues one: the poll is only a safety net.
  pollMs: 30_000,
  async run(t, { db, checkpoint }) {
    let ultimo = Number(t.ultimo_progressao);
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const r = await copiarLote(tx, t.id, ultimo, LOTE);
        if (r.n) {
          ultimo = r.ultimo;
          await tx.query(
            `UPDATE lauda_gerada SET processados = processados + $2, ultimo_progressao = $3 WHERE id = $1`,
            [t.id, r.n, ultimo],
          );
        }
        return r.n;
      });
      await checkpoint();
      if (n < LOTE) break;
    }
    await db.transaction(async (tx) => {
      // total becomes what was really copied (a movement validated or taken meanwhile changes it)
      const r = await finishJob<{ processados: number }>(
        tx,
        LAUDA_JOBS,
        t.id,
        'total = processados',
        [],
        'processados',
      );
      await insertAuditRow(tx, {
        cpf: t.cpf,
        unidade: t.unidade_codigo,
        endpoint: 'gestaoLauda.gerarGestaoLauda',
        entidade: 'lauda_gerada',
        registroId: t.id,
        alteracoes: { status: { de: 'PROCESSANDO', para: 'CONCLUIDA' }, servidores: { de: null, para: r.processados } },
      });
    });
  },
  async fail(t, _err, { db }) {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM lauda_gerada_servidor WHERE lauda_gerada_id = $1', [t.id]);
      await failJob(tx, LAUDA_JOBS, t.id, MSG_ERRO_LAUDA, 'processados = 0, ultimo_progressao = 0');
    });
  },
};
