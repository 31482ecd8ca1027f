/**
 * Server keys, generated once per data folder and kept in `{dataDir}/keys.json` (mode 0600):
 * the IdP's signing JWKS, its cookie-signing keys and the HS256 secret of the gateway access
 * tokens. Keeping them across restarts means id tokens, IdP cookies and access tokens handed out
 * before a restart stay valid. Tests (no data folder) get fresh in-memory keys.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ServerSecrets {
  /** Private signing keys of the IdP (RS256). */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  /** base64url HS256 secret of the gateway access tokens. */
  accessTokenSecret: string;
}

async function generate(): Promise<ServerSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    accessTokenSecret: randomBytes(32).toString('base64url'),
  };
}

/** Reads the keys of `dataDir`, creating them on first use; in memory when `dataDir` is undefined. */
export async function loadSecrets(dataDir: string | undefined): Promise<ServerSecrets> {
  if (!dataDir) return generate();
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ServerSecrets;
  const secrets = await generate();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** The public half of the signing keys (for verifying id tokens without an HTTP round trip). */
export function publicJwks(secrets: ServerSecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
