/**
 * A statement of the PGlite queue (pglite-fila.ts) and what it may have done to it: whether it is
 * a read, part of an open transaction, dropped when its request goes away, and its time limit.
 */
import { somenteLeitura, type ContextoConsulta } from './pedido-abortado.ts';
import { requestLimitMs, type LimitesBanco } from './types.ts';

export type Op = 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'snapshot' | 'close' | 'sonda';

export interface Resposta {
  id: number;
  ok: boolean;
  rows?: unknown[];
  buf?: ArrayBuffer;
  erro?: Record<string, unknown>;
}

export interface Tarefa {
  id: number;
  op: Op;
  sql?: string;
  params?: unknown[];
  tx?: number;
  /** No longer awaited once running (abandoned or past the limit). */
  abandonavel: boolean;
  resolve: (r: Resposta) => void;
  reject: (e: Error) => void;
  /** Settled already (dropped, timed out, abandoned): the answer is ignored. */
  fim: boolean;
  /** From an HTTP request (or a transaction opened by one). */
  interativa: boolean;
  limpar: () => void;
}

export interface Classificacao {
  /** A read only: dropped or no longer awaited when its request goes away. */
  leitura: boolean;
  /** Dropped from the queue, never sent, when its request goes away: a read, a BEGIN, a statement of a transaction. */
  largadoSemPedido: boolean;
  /** A statement of an open transaction (its BEGIN is queued like any other statement). */
  noTx: boolean;
  /** No longer awaited once running, when abandoned or past its limit. */
  abandonavel: boolean;
  /** The request's signal, when its going away may drop the statement. */
  signal: AbortSignal | undefined;
  /** 0: no limit. */
  limiteMs: number;
}

export function classificar(
  op: Op,
  o: { sql?: string; tx?: number },
  ctx: ContextoConsulta,
  limites: LimitesBanco,
): Classificacao {
  const controle = op === 'query' || op === 'exec' || op === 'begin';
  const leitura = op === 'query' && somenteLeitura(o.sql ?? '');
  const noTx = o.tx !== undefined && op !== 'begin';
  const descartavel = controle && ctx.origem !== 'manutencao';
  // A running BEGIN is always awaited: abandoned, it would leave a transaction nobody closes.
  const abandonavel = descartavel && (leitura || noTx);
  const signal = descartavel ? ctx.signal : undefined;
  const limiteMs =
    !controle || ctx.origem === 'manutencao'
      ? 0
      : ctx.origem === 'pedido'
        ? requestLimitMs(limites, ctx.upload)
        : limites.fundoMs;
  const largadoSemPedido = leitura || noTx || op === 'begin';
  return { leitura, largadoSemPedido, noTx, abandonavel, signal, limiteMs };
}
