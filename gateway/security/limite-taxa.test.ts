/**
 * Per-address limit of the anonymous catalogue calls, with @fastify/rate-limit over the
 * database store (table `limite_taxa`): the N+1-th anonymous call of one address is refused with
 * the envelope and Retry-After, another address is not; signed-in calls are not counted; and two
 * gateway processes on one database share the counts.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { DESTINOS } from '../config.ts';
import { startTestApp } from '../testing/support.ts';
import { LIMITE_ANONIMO, msgLimiteAnonimo, registrarLimiteTaxa } from './limite-taxa.ts';

const MAX = 3;
let gw: GatewayApp;
const CAPTCHA = `${DESTINOS.EXAME}/captcha/v1`;

beforeAll(async () => {
  // Its own database (in memory, or a copy on PostgreSQL): the counts are rows of limite_taxa.
  gw = await startTestApp(300, { limiteAnonimo: { max: MAX, janelaMs: 60_000 } });
});
afterAll(() => gw?.close());

const anonimo = (remoteAddress: string) => gw.app.inject({ method: 'GET', url: CAPTCHA, remoteAddress });

describe('anonymous calls per client address', () => {
  it('the N+1-th call of one address is 429 with Retry-After and the envelope in Portuguese; another address is not', async () => {
    for (let i = 0; i < MAX; i++) expect((await anonimo('10.0.0.1')).statusCode).toBe(200);
    const recusa = await anonimo('10.0.0.1');
    expect(recusa.statusCode).toBe(429);
    const retry = Number(recusa.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    const body = recusa.json();
    expect(body).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Muitas requisições deste endereço. Tente novamente em 1 minuto.',
      listaCriticas: [],
    });
    expect(typeof body.hashErro).toBe('string');
    // Another address still gets its challenge.
    expect((await anonimo('10.0.0.2')).statusCode).toBe(200);
    // The count is in the database (shared by every process on it).
    const { rows } = await gw.db.query<{ contagem: number }>(
      `SELECT contagem FROM limite_taxa WHERE chave = 'anonimo:10.0.0.1'`,
    );
    expect(rows[0].contagem).toBe(MAX + 1);
  });

  it('the message says when to try again, in whole minutes', () => {
    expect(msgLimiteAnonimo(1)).toBe('Muitas requisições deste endereço. Tente novamente em 1 minuto.');
    expect(msgLimiteAnonimo(9 * 60_000 + 1)).toBe('Muitas requisições deste endereço. Tente novamente em 10 minutos.');
    expect(LIMITE_ANONIMO.max).toBeGreaterThan(MAX);
  });

  it('two gateway processes on one database share the counts (the store is the table, not the process)', async () => {
    const apps = [Fastify(), Fastify()];
    try {
      for (const app of apps) {
        await registrarLimiteTaxa(app, gw.db);
        const limiter = app.createRateLimit({ max: 4, timeWindow: 60_000, keyGenerator: () => 'teste:compartilhado' });
        app.get('/x', async (req) => {
          const r = await limiter(req);
          return { livre: r.isAllowed || !r.isExceeded };
        });
        app.get('/espiar', async (req) => ({ livre: (await limiter(req, { increment: false })).isAllowed }));
        await app.ready();
      }
      const seq = [];
      for (let i = 0; i < 6; i++) seq.push((await apps[i % 2].inject({ method: 'GET', url: '/x' })).json().livre);
      // 4 allowed in all, whichever process took the hit; then both refuse.
      expect(seq).toEqual([true, true, true, true, false, false]);
      expect((await apps[1].inject({ method: 'GET', url: '/espiar' })).json().livre).toBe(false);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
