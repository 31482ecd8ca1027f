/**
 * Background work in slices: a slice ends after its time on the clock it is given, and yielding
 * lets what was waiting on the event loop run before the work goes on.
 */
import { describe, expect, it } from 'vitest';
import { ceder, fatia } from './ceder.ts';

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
