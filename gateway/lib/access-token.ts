/**
 * Gateway access tokens: HS256 JWTs signed with the server secret, one audience per destination
 * tag, valid at most 15 minutes and never beyond the server session.
 */
import { SignJWT, errors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Clock skew tolerated on `iat`: instances behind one balancer may differ by a few seconds. */
const CLOCK_SKEW_S = 60;

export interface AccessClaims {
  sub: string;
  aud: string;
  unidade: string;
  papeis: string[];
  recursos: string[];
  sid: string;
  exp: number;
}

/**
 * Tokens already verified, with their claims: a user's token comes back with every request of its
 * 15 minutes, and the HMAC check through WebCrypto's job queue was 8 % of the server's CPU under
 * bench:load. A hit still checks the audience and `exp` against the clock; the map is bounded
 * (oldest first out) and holds only tokens this server signed itself.
 */
const MAX_VERIFICADOS = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verificados = new Map<string, AccessClaims>();
  constructor(secretB64url: string) {
    this.key = new Uint8Array(Buffer.from(secretB64url, 'base64url'));
  }

  async sign(c: Omit<AccessClaims, 'exp'>, sessionExpiry: Date): Promise<{ token: string; expiresIn: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = Math.min(now + ACCESS_TOKEN_TTL_S, Math.floor(sessionExpiry.getTime() / 1000));
    const token = await new SignJWT({ unidade: c.unidade, papeis: c.papeis, recursos: c.recursos, sid: c.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(c.sub)
      .setAudience(c.aud)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresIn: Math.max(0, exp - now) };
  }

  /**
   * Verifies signature, expiry and audience; 'expired' is told apart from every other failure.
   * `exp`, `iat` and `sub` are required, and `exp` at most ACCESS_TOKEN_TTL_S after `iat`: jose
   * checks `exp` only when present, so a token signed with the server key but without `exp` never
   * expired. Every token `sign` issues has all three, and that lifetime at most.
   */
  async verify(
    token: string,
    audience: string,
  ): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
    const visto = this.verificados.get(token);
    if (visto) {
      if (visto.aud !== audience) return { ok: false, reason: 'invalid' };
      if (visto.exp <= Date.now() / 1000) {
        this.verificados.delete(token);
        return { ok: false, reason: 'expired' };
      }
      return { ok: true, claims: { ...visto } };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      // Never a lifetime longer than the one `sign` gives, nor issued in the future (beyond skew).
      const [exp, iat] = [Number(payload.exp), Number(payload.iat)];
      if (exp - iat > ACCESS_TOKEN_TTL_S || iat > Date.now() / 1000 + CLOCK_SKEW_S)
        return { ok: false, reason: 'invalid' };
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.unidade !== 'string' ||
        !Array.isArray(payload.recursos) ||
        !Array.isArray(payload.papeis)
      )
        return { ok: false, reason: 'invalid' };
      // `aud` is kept as verified: a string (sign sets one audience).
      const claims = payload as unknown as AccessClaims;
      if (typeof claims.aud === 'string') {
        if (this.verificados.size >= MAX_VERIFICADOS) this.verificados.delete(this.verificados.keys().next().value!);
        this.verificados.set(token, claims);
      }
      return { ok: true, claims: { ...claims } };
    } catch (e) {
      return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
