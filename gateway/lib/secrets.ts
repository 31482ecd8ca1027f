/**
 * Server keys: the IdP's signing JWKS, its cookie-signing keys and the HS256 secret of the gateway
 * access tokens, generated once and kept, so id tokens, IdP cookies and access tokens handed out
 * before a restart stay valid. Where they are kept follows the database:
 * - PGlite: `{dataDir}/keys.json` (mode 0600), beside the database it belongs to (one process).
 * - PostgreSQL: the one row of `segredo_servidor` (migration 029), because every instance behind
 *   the load balancer must sign and verify with the same keys (docs/DEPLOYMENT.md). The first
 *   instance creates them (INSERT … ON CONFLICT DO NOTHING, then everybody reads the row that won);
 *   a `{dataDir}/keys.json` of a single instance that moves to PostgreSQL is carried over, so its
 *   sessions survive the move.
 * Tests on an in-memory PGlite get fresh in-memory keys.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/types.ts';

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

/**
 * The server's keys (see the file comment): from the database on PostgreSQL, else from `dataDir`
 * (created on first use), else in memory when `dataDir` is undefined.
 */
export async function loadSecrets(dataDir: string | undefined, db?: Db): Promise<ServerSecrets> {
  const file = dataDir ? join(dataDir, 'keys.json') : undefined;
  const doArquivo = (): ServerSecrets | undefined =>
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ServerSecrets) : undefined;
  if (db?.kind === 'pg') {
    const ler = async () =>
      (await db.query<{ conteudo: ServerSecrets }>('SELECT conteudo FROM segredo_servidor WHERE id = 1')).rows[0]
        ?.conteudo;
    const salvos = await ler();
    if (salvos) return salvos;
    const novos = doArquivo() ?? (await generate());
    await db.query('INSERT INTO segredo_servidor (id, conteudo) VALUES (1, $1::jsonb) ON CONFLICT (id) DO NOTHING', [
      JSON.stringify(novos),
    ]);
    return (await ler())!;
  }
  if (!dataDir || !file) return generate();
  const existentes = doArquivo();
  if (existentes) return existentes;
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
