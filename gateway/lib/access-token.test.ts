/**
 * The access token's own checks: a token signed with the SERVER key — what a
 * leaked or mis-issued token would be — is accepted only with the claims `sign` always writes:
 * `exp`, `iat`, `sub`, and a lifetime no longer than ACCESS_TOKEN_TTL_S. jose checks `exp` only
 * when present, so before this a token without `exp` was valid forever on every endpoint.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S, AccessTokens } from './access-token.ts';

const secret = randomBytes(32).toString('base64url');
const key = new Uint8Array(Buffer.from(secret, 'base64url'));
const tokens = new AccessTokens(secret);
const CLAIMS = { unidade: '1501', papeis: ['ADMINISTRADOR'], recursos: ['pesquisa-servidor'], sid: 's1' };
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the server key, with only the claims `build` sets. */
const signed = (build: (j: SignJWT) => SignJWT) =>
  build(new SignJWT(CLAIMS).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setAudience('EXAME')).sign(key);

describe('AccessTokens.verify', () => {
  it('accepts what sign() issues', async () => {
    const { token } = await tokens.sign(
      { ...CLAIMS, sub: '24681357928', aud: 'EXAME' },
      new Date(Date.now() + 3600_000),
    );
    expect(await tokens.verify(token, 'EXAME')).toMatchObject({
      ok: true,
      claims: { sub: '24681357928', unidade: '1501' },
    });
  });

  it('refuses a server-signed token without exp, without iat or without sub', async () => {
    const semExp = await signed((j) => j.setSubject('24681357928').setIssuedAt());
    const semIat = await signed((j) => j.setSubject('24681357928').setExpirationTime('10m'));
    const semSub = await signed((j) => j.setIssuedAt().setExpirationTime('10m'));
    for (const t of [semExp, semIat, semSub])
      expect(await tokens.verify(t, 'EXAME')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a lifetime longer than the server gives, and an iat in the future', async () => {
    const longo = await signed((j) =>
      j
        .setSubject('24681357928')
        .setIssuedAt()
        .setExpirationTime(now() + ACCESS_TOKEN_TTL_S + 60),
    );
    const futuro = await signed((j) =>
      j
        .setSubject('24681357928')
        .setIssuedAt(now() + 3600)
        .setExpirationTime(now() + 3600 + 60),
    );
    for (const t of [longo, futuro]) expect(await tokens.verify(t, 'EXAME')).toEqual({ ok: false, reason: 'invalid' });
    const justo = await signed((j) =>
      j
        .setSubject('24681357928')
        .setIssuedAt()
        .setExpirationTime(now() + ACCESS_TOKEN_TTL_S),
    );
    expect((await tokens.verify(justo, 'EXAME')).ok).toBe(true);
  });

  it('still tells an expired token apart', async () => {
    const velho = await signed((j) =>
      j
        .setSubject('24681357928')
        .setIssuedAt(now() - 120)
        .setExpirationTime(now() - 60),
    );
    expect(await tokens.verify(velho, 'EXAME')).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('AccessTokens.verify, a token seen before', () => {
  afterEach(() => vi.useRealTimers());

  it('is still refused for another audience, and expires on time', async () => {
    const proprio = new AccessTokens(secret);
    const { token } = await proprio.sign(
      { ...CLAIMS, sub: '24681357928', aud: 'EXAME' },
      new Date(Date.now() + 3600_000),
    );
    expect((await proprio.verify(token, 'EXAME')).ok).toBe(true);
    expect(await proprio.verify(token, 'SISAPMG')).toEqual({ ok: false, reason: 'invalid' });
    const segunda = await proprio.verify(token, 'EXAME');
    expect(segunda).toMatchObject({ ok: true, claims: { sub: '24681357928', aud: 'EXAME' } });
    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_TTL_S + 1) * 1000 });
    expect(await proprio.verify(token, 'EXAME')).toEqual({ ok: false, reason: 'expired' });
  });

  it('a change to its claims is a different token, verified (and refused) afresh', async () => {
    const proprio = new AccessTokens(secret);
    const { token } = await proprio.sign(
      { ...CLAIMS, sub: '24681357928', aud: 'EXAME' },
      new Date(Date.now() + 3600_000),
    );
    expect((await proprio.verify(token, 'EXAME')).ok).toBe(true);
    const [h, p, sig] = token.split('.');
    const outro = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), unidade: '1261' }),
    );
    expect(await proprio.verify(`${h}.${outro.toString('base64url')}.${sig}`, 'EXAME')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
