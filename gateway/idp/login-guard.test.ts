/**
 * Password guessing on the identity provider's login: per-account lock with
 * growing durations, per-address limit (@fastify/rate-limit), the same work for unknown CPFs and
 * an audit row per failed attempt. Limits are lowered for the test; each scenario comes from its
 * own client address (`remoteAddress`), so they do not share the address limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, BRUNO, CARLA } from '../db/demo-users.ts';
import { duracaoBloqueio, LIMITES_LOGIN, msgBloqueio } from './login-guard.ts';
import { authParams, startTestApp } from '../testing/support.ts';

let gw: GatewayApp;
const MAX_POR_ENDERECO = 8;

beforeAll(async () => {
  // Its own database (in memory, or a copy on PostgreSQL): the attempts are rows of login_tentativa.
  gw = await startTestApp(300, { loginLimites: { maxPorEndereco: MAX_POR_ENDERECO, janelaEnderecoMs: 10 * 60_000 } });
});
afterAll(() => gw?.close());

/** A valid CPF (check digits right) from 9 digits: unknown to the seed. */
function cpf(base9: string): string {
  const d = base9.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((acc, x, i) => acc + x * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

interface Interaction {
  action: string;
  cookie: string;
}

/** Starts an authorisation request from `ip` and returns its login form's action and cookies. */
async function interaction(ip: string): Promise<Interaction> {
  const q = authParams(gw.origin, { state: 's' });
  const auth = await gw.app.inject({ method: 'GET', url: `/rest/oidc/auth?${q}`, remoteAddress: ip });
  expect(auth.statusCode).toBe(303);
  const cookie = auth.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { action: `${auth.headers.location}/login`, cookie };
}

async function attempt(i: Interaction, ip: string, cpfDigitado: string, senha: string) {
  const res = await gw.app.inject({
    method: 'POST',
    url: i.action,
    remoteAddress: ip,
    headers: { cookie: i.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cpf: cpfDigitado, senha }).toString(),
  });
  const erro = /<p class="erro" role="alert">([^<]*)<\/p>/.exec(res.body)?.[1];
  return { status: res.statusCode, erro: erro?.replace(/&#39;/g, "'"), location: res.headers.location };
}

async function auditLogin(registroId: string) {
  const { rows } = await gw.db.query<{ alteracoes: { motivo: { para: string }; endereco: { para: string } } | string }>(
    `SELECT alteracoes FROM auditoria WHERE entidade = 'login' AND registro_id = $1 ORDER BY id`,
    [registroId],
  );
  return rows.map(
    (r) =>
      (typeof r.alteracoes === 'string' ? JSON.parse(r.alteracoes) : r.alteracoes) as {
        motivo: { para: string };
        endereco: { para: string };
      },
  );
}

/** Ends the account's current lock, as if its time had passed. */
const expireLock = (c: string) =>
  gw.db.query(`UPDATE login_tentativa SET bloqueado_ate = now() - interval '1 second' WHERE cpf = $1`, [c]);

describe('sign-in against password guessing', () => {
  it('messages and lock durations', () => {
    expect(msgBloqueio(1)).toBe('Muitas tentativas de acesso. Tente novamente em 1 minuto.');
    expect(msgBloqueio(4 * 60_000 + 1)).toBe('Muitas tentativas de acesso. Tente novamente em 5 minutos.');
    expect([1, 4, 5, 6, 7, 50].map((f) => duracaoBloqueio(f) / 60_000)).toEqual([0, 0, 1, 2, 4, 60]);
    expect(LIMITES_LOGIN.falhasLivres).toBe(4);
  });

  it('locks the account after five wrong passwords: the right one is refused until the lock ends, and each new lock is longer', async () => {
    const ip = '10.0.0.1';
    const i = await interaction(ip);
    for (let n = 1; n <= 4; n++)
      expect(await attempt(i, ip, ANA.cpf, `errada-${n}`)).toMatchObject({
        status: 200,
        erro: 'CPF ou senha inválidos.',
      });
    expect(await attempt(i, ip, ANA.cpf, 'errada-5')).toMatchObject({
      status: 429,
      erro: 'Muitas tentativas de acesso. Tente novamente em 1 minuto.',
    });
    // The right password does not help while locked — from this address or any other.
    expect(await attempt(i, ip, ANA.cpf, ANA.senha)).toMatchObject({ status: 429, erro: msgBloqueio(60_000) });
    expect(await attempt(await interaction('10.0.0.9'), '10.0.0.9', '390.533.447-05', ANA.senha)).toMatchObject({
      status: 429,
    });

    // Growing: the next failure after the lock locks for twice as long, then twice again.
    await expireLock(ANA.cpf);
    expect(await attempt(i, ip, ANA.cpf, 'errada-6')).toMatchObject({
      status: 429,
      erro: 'Muitas tentativas de acesso. Tente novamente em 2 minutos.',
    });
    await expireLock(ANA.cpf);
    expect(await attempt(i, ip, ANA.cpf, 'errada-7')).toMatchObject({
      status: 429,
      erro: 'Muitas tentativas de acesso. Tente novamente em 4 minutos.',
    });

    // Once the lock ends the right password signs in, and the count starts over.
    await expireLock(ANA.cpf);
    const ok = await attempt(i, ip, ANA.cpf, ANA.senha);
    expect(ok.status).toBe(303);
    expect(ok.location).toContain('/rest/oidc/auth/');
    expect((await gw.db.query('SELECT 1 FROM login_tentativa WHERE cpf = $1', [ANA.cpf])).rows).toHaveLength(0);

    // One audit row per failed attempt, with its reason and the client address.
    const rows = await auditLogin(ANA.cpf);
    expect(rows.map((r) => r.motivo.para)).toEqual([
      ...Array(5).fill('senha-invalida'),
      'conta-bloqueada',
      'conta-bloqueada',
      'senha-invalida',
      'senha-invalida',
    ]);
    expect(rows[0].endereco.para).toBe(ip);
  });

  it('an unknown CPF is locked the same way (the lock tells nothing about which CPFs exist)', async () => {
    const ip = '10.0.0.3';
    const desconhecido = cpf('123456780');
    const i = await interaction(ip);
    for (let n = 1; n <= 4; n++)
      expect(await attempt(i, ip, desconhecido, 'x')).toMatchObject({ status: 200, erro: 'CPF ou senha inválidos.' });
    expect(await attempt(i, ip, desconhecido, 'x')).toMatchObject({ status: 429, erro: msgBloqueio(60_000) });
    expect((await auditLogin(desconhecido)).map((r) => r.motivo.para)).toEqual([...Array(5).fill('cpf-desconhecido')]);
  });

  it('limits the failed attempts of one client address, whatever the accounts', async () => {
    const ip = '10.0.0.2';
    const i = await interaction(ip);
    for (let n = 0; n <= MAX_POR_ENDERECO; n++) {
      expect((await attempt(i, ip, cpf(String(200000000 + n)), 'x')).status).toBe(200);
    }
    const locked = await attempt(i, ip, BRUNO.cpf, BRUNO.senha);
    expect(locked.status).toBe(429);
    expect(locked.erro).toBe('Muitas tentativas de acesso. Tente novamente em 10 minutos.');
    // The same account from another address is not affected.
    expect((await attempt(await interaction('10.0.0.4'), '10.0.0.4', BRUNO.cpf, BRUNO.senha)).status).toBe(303);
    expect((await auditLogin(BRUNO.cpf)).map((r) => r.motivo.para)).toEqual(['endereco-bloqueado']);
  });

  it('an unknown CPF costs the same work as a wrong password (no timing oracle)', async () => {
    const time = async (ip: string, c: string) => {
      const i = await interaction(ip);
      const t0 = performance.now();
      await attempt(i, ip, c, 'senha-errada');
      return performance.now() - t0;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 5; n++) {
      existing.push(await time(`10.0.1.${n}`, n % 2 ? CARLA.cpf : BRUNO.cpf));
      unknown.push(await time(`10.0.2.${n}`, cpf(String(300000000 + n))));
    }
    // Before the fix an unknown CPF answered about ten times faster (no scrypt at all).
    expect(median(unknown) / median(existing)).toBeGreaterThan(0.5);
  });
});
