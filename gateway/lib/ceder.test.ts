/**
 * Background work in slices: a slice ends after its time on the clock it is given, and yielding
 * lets what was waiting on the event loop run before the work goes on — and waits while people's
 * requests are in flight, never longer than its limit.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ceder,
  cederAosPedidos,
  ESPERA_MAX_MS,
  fatia,
  pedidoInterativo,
  pedidosEmCurso,
  registrarPedidosInterativos,
} from './ceder.ts';

describe('fatia (background work gives the thread back)', () => {
  it('is due once its time has passed since the last yield, and starts again after one', async () => {
    let agora = 100;
    const f = fatia(4, () => agora);
    expect(f.vencida()).toBe(false);
    agora = 103.9;
    expect(f.vencida()).toBe(false);
    agora = 104;
    expect(f.vencida()).toBe(true);
    await f.ceder();
    expect(f.vencida()).toBe(false);
    agora = 108;
    expect(f.vencida()).toBe(true);
  });

  it('lets a callback already waiting on the event loop run before the work goes on', async () => {
    const ordem: string[] = [];
    setImmediate(() => ordem.push('pedido'));
    ordem.push('antes');
    await ceder();
    ordem.push('depois');
    expect(ordem).toEqual(['antes', 'pedido', 'depois']);
  });
});

describe('cederAosPedidos (background work waits for the requests in flight)', () => {
  afterEach(() => vi.useRealTimers());

  it('goes on at once when no request is in flight', async () => {
    expect(pedidosEmCurso()).toBe(0);
    await cederAosPedidos();
  });

  it('waits until the last request in flight ends', async () => {
    const fim1 = pedidoInterativo();
    const fim2 = pedidoInterativo();
    let seguiu = false;
    const espera = cederAosPedidos(60_000).then(() => (seguiu = true));
    await ceder();
    await ceder();
    fim1();
    fim1(); // said twice, counted once
    await ceder();
    expect(seguiu).toBe(false);
    fim2();
    await espera;
    expect(seguiu).toBe(true);
    expect(pedidosEmCurso()).toBe(0);
  });

  it('never waits longer than its limit: a stream of requests slows the work, never stops it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fim = pedidoInterativo();
    let seguiu = false;
    const espera = cederAosPedidos().then(() => (seguiu = true));
    await ceder();
    vi.advanceTimersByTime(ESPERA_MAX_MS - 1);
    await ceder();
    expect(seguiu).toBe(false);
    vi.advanceTimersByTime(1);
    await espera;
    expect(seguiu).toBe(true);
    fim();
  });
});

describe('registrarPedidosInterativos', () => {
  it('counts a request from its arrival to its answer', async () => {
    const app = Fastify();
    registrarPedidosInterativos(app);
    app.get('/agora', async () => ({ emCurso: pedidosEmCurso() }));
    const r = await app.inject({ method: 'GET', url: '/agora' });
    expect(r.json()).toEqual({ emCurso: 1 });
    await ceder();
    expect(pedidosEmCurso()).toBe(0);
    await app.close();
  });
});
