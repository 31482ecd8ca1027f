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

export class AccessTokens {
  private readonly key: Uint8Array;
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
   * expired (issue 29 item 12). Every token `sign` issues has all three, and that lifetime at most.
   */
  async verify(
    token: string,
    audience: string,
  ): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
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
      return { ok: true, claims: payload as unknown as AccessClaims };
    } catch (e) {
      return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
