/**
 * The challenge of the anonymous calls (units and roles of the access request, the access request
 * itself, the anonymous terms-of-use variants): ALTCHA proof of work (`altcha-lib`, PoW v2), solved
 * by the visitor's browser in a Worker — no picture to read, nothing to type, so it is the same for
 * a person who cannot see.
 *
 * - `GET /captcha/v1` issues a challenge: PBKDF2/SHA-256 in deterministic mode (the server picks
 *   the counter at random between `counterMin` and `counterMax` and publishes half of the key it
 *   derives; the browser must find that counter, so the work is about `counter × cost` PBKDF2
 *   rounds), signed with HMAC-SHA-256 and expiring after `ttlMs`. Nothing is stored when it is
 *   issued.
 * - The token of a protected call is the solved payload, base64url of
 *   `{"challenge": {parameters, signature}, "solution": {counter, derivedKey}}`.
 * - `consumirDesafio` verifies the signature, the expiry and the solution (`verifySolution`, with
 *   the key signature: one HMAC, no key derivation on the server), then records the challenge's
 *   nonce in table `altcha_usado` (primary key: of two concurrent calls with one token only one
 *   inserts). **Every** protected call consumes its own token: a token is accepted once.
 *   Rows are deleted once their challenge has expired (an expired token is refused anyway).
 *
 * The two HMAC secrets are derived (HKDF-SHA-256, own labels) from the server's key file
 * (lib/secrets.ts), so they survive restarts and differ per data folder. The difficulty is an
 * option of `createApp` (`altcha`): `npm start` uses `ALTCHA_PADRAO`; only the tests lower it.
 */
import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/types.ts';

export const MSG_CAPTCHA_INVALIDO = 'Captcha inválido ou expirado.';
export const ALTCHA_ALGORITMO = 'PBKDF2/SHA-256';
/** Longest token accepted (a real one is about 700 characters). */
export const ALTCHA_TOKEN_MAX = 2000;

export interface AltchaOpcoes {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Range of the secret counter: the browser tries about `counter` keys. */
  counterMin: number;
  counterMax: number;
  /** Life of a challenge. */
  ttlMs: number;
}

/**
 * `npm start`: about 2,500 PBKDF2(1,000) derivations on average — one to three seconds for a
 * browser with two cores (measured in Chromium), done in the background while the visitor fills
 * the form; a robot pays it on every call. The e2e tests use this setting too.
 */
export const ALTCHA_PADRAO: AltchaOpcoes = { cost: 1000, counterMin: 1000, counterMax: 4000, ttlMs: 5 * 60_000 };

interface Segredos {
  assinatura: string;
  chave: string;
}

export interface Altcha {
  readonly opcoes: AltchaOpcoes;
  /** A new signed challenge (stores nothing). */
  emitir(now?: number): Promise<Challenge>;
  /** True once per valid, unexpired, solved token; false for anything else. */
  consumir(db: Db, token: unknown): Promise<boolean>;
}

const derivar = (segredo: string, rotulo: string): string =>
  Buffer.from(
    hkdfSync('sha256', Buffer.from(segredo, 'utf8'), Buffer.alloc(0), `portalrh altcha ${rotulo}`, 32),
  ).toString('hex');

const HEX = /^[0-9a-f]+$/;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The payload of a token, or null when it is not one (shape only; the signature is checked later). */
export function lerToken(token: unknown): { challenge: Challenge; solution: Solution } | null {
  if (
    typeof token !== 'string' ||
    token.length < 20 ||
    token.length > ALTCHA_TOKEN_MAX ||
    !/^[A-Za-z0-9+/_=-]+$/.test(token)
  )
    return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObj(json) || !isObj(json.challenge) || !isObj(json.solution)) return null;
  const { parameters, signature } = json.challenge;
  const { counter, derivedKey } = json.solution;
  if (!isObj(parameters) || typeof signature !== 'string' || !HEX.test(signature)) return null;
  if (!Number.isSafeInteger(counter) || typeof derivedKey !== 'string' || !HEX.test(derivedKey)) return null;
  // Our challenges always carry these; the signature covers them, but a missing expiry or
  // another algorithm is refused before any work.
  if (parameters.algorithm !== ALTCHA_ALGORITMO || typeof parameters.nonce !== 'string' || !HEX.test(parameters.nonce))
    return null;
  if (typeof parameters.expiresAt !== 'number' || typeof parameters.keySignature !== 'string') return null;
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter: counter as number, derivedKey },
  };
}

/** Encodes a solved challenge as the token the protected calls carry (the portal does the same). */
export function tokenDe(challenge: Challenge, solution: Solution): string {
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64url');
}

export function createAltcha(segredoServidor: string, opcoes: Partial<AltchaOpcoes> = {}): Altcha {
  const o: AltchaOpcoes = { ...ALTCHA_PADRAO, ...opcoes };
  if (!(o.cost >= 1 && o.counterMin >= 0 && o.counterMax >= o.counterMin && o.ttlMs > 0))
    throw new Error('Opções do ALTCHA inválidas.');
  const s: Segredos = { assinatura: derivar(segredoServidor, 'assinatura'), chave: derivar(segredoServidor, 'chave') };
  return {
    opcoes: o,
    async emitir(now = Date.now()) {
      return createChallenge({
        algorithm: ALTCHA_ALGORITMO,
        cost: o.cost,
        counter: o.counterMin === o.counterMax ? o.counterMin : randomInt(o.counterMax, o.counterMin),
        deriveKey,
        expiresAt: new Date(now + o.ttlMs),
        hmacSignatureSecret: s.assinatura,
        hmacKeySignatureSecret: s.chave,
      });
    },
    async consumir(db, token) {
      const p = lerToken(token);
      if (!p) return false;
      const verified = await verifySolution({
        ...p,
        deriveKey,
        hmacSignatureSecret: s.assinatura,
        hmacKeySignatureSecret: s.chave,
      }).then(
        (r) => r.verified,
        () => false, // malformed parameters (odd hex, bad counter …)
      );
      if (!verified) return false;
      const expira = new Date(p.challenge.parameters.expiresAt! * 1000).toISOString();
      await db.query('DELETE FROM altcha_usado WHERE expira_em < now()');
      const { rows } = await db.query(
        'INSERT INTO altcha_usado (nonce, expira_em) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
        [p.challenge.parameters.nonce, expira],
      );
      return rows.length === 1;
    },
  };
}

/** The ALTCHA of each app, by its database (the catalogue's handlers only receive the database). */
const porBanco = new WeakMap<Db, Altcha>();

export function registrarAltcha(db: Db, altcha: Altcha): void {
  porBanco.set(db, altcha);
}

export function altchaDe(db: Db): Altcha {
  const a = porBanco.get(db);
  if (!a) throw new Error('ALTCHA não configurado para este banco.');
  return a;
}
