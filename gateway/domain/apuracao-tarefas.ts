/**
 * Recomputing a whole institution's year of the bonus as a job with progress (migration 016), not a
 * blocking request: 'Apurar órgão' queues a job (`enfileirar`, inside the caller's write()); the
 * in-process worker (`startApuracoes`, started with the report worker) takes one job at a time and
 * recomputes the OPEN bonuses of the institution and year in batches of LOTE servants, one
 * transaction each, recording after each batch how many were done and how many changed, so the
 * screen shows the progress and a restart resumes after the last batch (recomputing is idempotent).
 * Paid years are never touched (recalcularAbertos skips them).
 */
import type { Db } from '../db/types.ts';
import { tomarTarefa } from '../lib/tarefa-parada.ts';
import { gravarAuditoria } from '../lib/write.ts';
import { recalcularAbertos } from './gratificacao.ts';

export const LOTE = 1000;

export interface Tarefa {
  id: number;
  unidade_codigo: string;
  instituicao_codigo: string;
  ano: number;
  cpf: string;
  ultimo_servidor: number;
}

/** Takes the oldest waiting job (or one left running by a stopped process), marking it running. */
const pegar = (db: Db) => tomarTarefa<Tarefa>(db, 'apuracao_tarefa', 'id, unidade_codigo, instituicao_codigo, ano, cpf, ultimo_servidor');

/** Runs one job to the end; returns false when there was none. */
export async function processarProxima(db: Db): Promise<boolean> {
  const t = await pegar(db);
  if (!t) return false;
  try {
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
        const alterados = await recalcularAbertos(tx, 'g.ano = $1 AND g.instituicao_codigo = $2 AND g.servidor_id > $3 AND g.servidor_id <= $4', [
          t.ano,
          t.instituicao_codigo,
          ultimo,
          ate,
        ]);
        await tx.query(
          `UPDATE apuracao_tarefa SET processados = processados + $2, alterados = alterados + $3, ultimo_servidor = $4, sinal_em = now() WHERE id = $1`,
          [t.id, lote.rows.length, alterados, ate],
        );
        ultimo = ate;
        return lote.rows.length < LOTE;
      });
      if (fim) break;
    }
    await db.transaction(async (tx) => {
      const { rows: r } = await tx.query<{ alterados: number; processados: number }>(
        `UPDATE apuracao_tarefa SET status = 'CONCLUIDO', concluido_em = now() WHERE id = $1 RETURNING alterados, processados`,
        [t.id],
      );
      await gravarAuditoria(tx, {
        cpf: t.cpf,
        unidade: t.unidade_codigo,
        endpoint: 'apuraGratificacao.apurarInstituicao',
        entidade: 'apuracao_tarefa',
        registroId: t.id,
        alteracoes: {
          situacao: { de: 'PROCESSANDO', para: 'CONCLUIDO' },
          processados: { de: null, para: r[0].processados },
          alterados: { de: null, para: r[0].alterados },
        },
      });
    });
  } catch (err) {
    await db.query(`UPDATE apuracao_tarefa SET status = 'ERRO', mensagem_erro = $2, concluido_em = now() WHERE id = $1`, [
      t.id,
      'Não foi possível concluir a apuração. Solicite novamente.',
    ]);
    throw err;
  }
  return true;
}

export interface Apuracoes {
  /** Runs every waiting job now (tests); resolves with how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** The worker: polls every `intervalMs`, one job at a time, until `stop()`. */
export function startApuracoes(db: Db, log?: { error(o: unknown, m: string): void }, intervalMs = 1000): Apuracoes {
  let stopped = false;
  let busy: Promise<number> = Promise.resolve(0);
  const drain = (): Promise<number> => {
    busy = busy.then(async () => {
      let n = 0;
      try {
        while (!stopped && (await processarProxima(db))) n++;
      } catch (err) {
        log?.error({ err }, 'falha na apuração da gratificação natalina');
      }
      return n;
    });
    return busy;
  };
  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();
  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
