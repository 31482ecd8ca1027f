/**
 * Recomputing a whole institution's year of the bonus as a job with progress (migration 016), not a
 * blocking request: 'Apurar órgão' queues a job (inside the caller's write()); the job runner
 * (gateway/lib/jobs/) claims it and `APURACAO_JOBS.run` recomputes the OPEN bonuses of the
 * institution and year in batches of LOTE servants, one transaction each, recording after each
 * batch how many were done and how many changed, so the screen shows the progress and a job whose
 * worker died resumes after the last batch (recomputing is idempotent). Paid years are never
 * touched (recalcularAbertos skips them).
 */
import type { JobKind } from '../lib/jobs/kind.ts';
import { failJob, finishJob } from '../lib/jobs/table.ts';
import { insertAuditRow } from '../lib/write.ts';
import { recalcularAbertos } from './gratificacao.ts';
import { APURACAO_TAREFA } from './transitions.ts';

export const LOTE = 1000;

export interface Tarefa {
  id: number;
  unidade_codigo: string;
  instituicao_codigo: string;
  ano: number;
  cpf: string;
  ultimo_servidor: number;
}

export const MSG_ERRO_APURACAO = 'Não foi possível concluir a apuração. Solicite novamente.';

export const APURACAO_JOBS: JobKind<Tarefa> = {
  machine: APURACAO_TAREFA,
  columns: 'unidade_codigo, instituicao_codigo, ano, cpf, ultimo_servidor',
  async run(t, { db, checkpoint }) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND situacao <> 'PAGA'`,
      [t.ano, t.instituicao_codigo],
    );
    await db.query('UPDATE apuracao_tarefa SET total = $2 WHERE id = $1', [t.id, rows[0].n]);
    let ultimo = t.ultimo_servidor;
    for (;;) {
      const fim = await db.transaction(async (tx) => {
        const lote = await tx.query<{ servidor_id: number }>(
          `SELECT servidor_id FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND situacao <> 'PAGA' AND servidor_id > $3
           ORDER BY servidor_id LIMIT ${LOTE}`,
          [t.ano, t.instituicao_codigo, ultimo],
        );
        if (!lote.rows.length) return true;
        const ate = lote.rows.at(-1)!.servidor_id;
        const alterados = await recalcularAbertos(
          tx,
          'g.ano = $1 AND g.instituicao_codigo = $2 AND g.servidor_id > $3 AND g.servidor_id <= $4',
          [t.ano, t.instituicao_codigo, ultimo, ate],
        );
        await tx.query(
          `UPDATE apuracao_tarefa SET processados = processados + $2, alterados = alterados + $3, ultimo_servidor = $4 WHERE id = $1`,
          [t.id, lote.rows.length, alterados, ate],
        );
        ultimo = ate;
        return lote.rows.length < LOTE;
      });
      await checkpoint();
      if (fim) break;
    }
    await db.transaction(async (tx) => {
      const r = await finishJob<{ alterados: number; processados: number }>(
        tx,
        APURACAO_JOBS,
        t.id,
        '',
        [],
        'alterados, processados',
      );
      await insertAuditRow(tx, {
        cpf: t.cpf,
        unidade: t.unidade_codigo,
        endpoint: 'apuraGratificacao.apurarInstituicao',
        entidade: 'apuracao_tarefa',
        registroId: t.id,
        alteracoes: {
          situacao: { de: 'PROCESSANDO', para: 'CONCLUIDO' },
          processados: { de: null, para: r.processados },
          alterados: { de: null, para: r.alterados },
        },
      });
    });
  },
  async fail(t, _err, { db }) {
    await failJob(db, APURACAO_JOBS, t.id, MSG_ERRO_APURACAO);
  },
};
