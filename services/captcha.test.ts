import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { FonteDesafios, tokenDe } from './captcha.ts';

const SEGREDO = 'segredo-de-teste';
const desafio = (expira = Date.now() + 300_000) =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 7,
    deriveKey,
    expiresAt: new Date(expira),
    hmacSignatureSecret: SEGREDO,
  });
const resolver = (c: Awaited<ReturnType<typeof desafio>>) => solveChallenge({ challenge: c, deriveKey });

describe('services/captcha (ALTCHA in the browser)', () => {
  it('the Web Crypto solver finds the solution the server verifies; the token is base64url JSON', async () => {
    const c = await desafio();
    const s = (await resolver(c))!;
    expect(s.counter).toBe(7);
    const token = tokenDe(c, s);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const p = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    expect(
      (await verifySolution({ challenge: p.challenge, solution: p.solution, deriveKey, hmacSignatureSecret: SEGREDO }))
        .verified,
    ).toBe(true);
  });

  it('keeps one token ready: each token() is a new challenge, the next is solved in the background', async () => {
    const pedir = vi.fn(() => desafio());
    const f = new FonteDesafios(pedir, resolver);
    const a = await f.token();
    const b = await f.token();
    expect(a).not.toBe(b);
    // After each token one more is prepared.
    expect(pedir).toHaveBeenCalledTimes(3);
  });

  it('drops a prepared token close to its expiry; retries once after a failure, then fails', async () => {
    let agora = Date.now();
    const pedir = vi.fn(() => desafio(agora + 60_000));
    const f = new FonteDesafios(pedir, resolver, () => agora);
    f.preparar();
    agora += 45_000; // 15 s left on the prepared one: too close
    await f.token();
    expect(pedir).toHaveBeenCalledTimes(3); // prepared, replaced, next prepared
    const falha = new FonteDesafios(() => Promise.reject(new Error('rede')), resolver);
    await expect(falha.token()).rejects.toThrow('rede');
  });
});
