import { describe, expect, it } from 'vitest';
import { classificar } from './pglite-tarefa.ts';

const limites = { pedidoMs: 1000, fundoMs: 5000, maxFila: 10, uploadMs: 9000 };
const pedido = { origem: 'pedido' as const, signal: new AbortController().signal };

describe('what the queue may do to a statement', () => {
  it("a request's read is dropped when the client goes away and limited to the request's time", () => {
    const c = classificar('query', { sql: 'SELECT 1' }, pedido, limites);
    expect(c).toMatchObject({ leitura: true, largadoSemPedido: true, noTx: false, abandonavel: true, limiteMs: 1000 });
    expect(c.signal).toBe(pedido.signal);
  });

  it('a stand-alone write is always awaited; inside a transaction it may be abandoned (the transaction rolls back)', () => {
    expect(classificar('query', { sql: 'UPDATE t SET a = 1' }, pedido, limites)).toMatchObject({
      abandonavel: false,
      largadoSemPedido: false,
    });
    expect(classificar('query', { sql: 'UPDATE t SET a = 1', tx: 3 }, pedido, limites)).toMatchObject({
      noTx: true,
      abandonavel: true,
    });
  });

  it('a BEGIN is never abandoned once running, nor is a commit limited', () => {
    expect(classificar('begin', { tx: 3 }, pedido, limites)).toMatchObject({
      noTx: false,
      abandonavel: false,
      largadoSemPedido: true,
    });
    expect(classificar('commit', { tx: 3 }, pedido, limites)).toMatchObject({ limiteMs: 0, signal: undefined });
  });

  it('background work has its own limit, an upload the longer one, maintenance none and no signal', () => {
    expect(classificar('query', { sql: 'SELECT 1' }, { origem: 'fundo' }, limites).limiteMs).toBe(5000);
    expect(classificar('query', { sql: 'SELECT 1' }, { ...pedido, upload: true }, limites).limiteMs).toBe(9000);
    expect(
      classificar('query', { sql: 'SELECT 1' }, { origem: 'manutencao', signal: pedido.signal }, limites),
    ).toMatchObject({
      abandonavel: false,
      signal: undefined,
      limiteMs: 0,
    });
  });
});
