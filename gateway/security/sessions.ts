/** Server-side sessions (`sessao`): the `tokenSSCId` the portal keeps in its `tokenId` cookie. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';

export interface SessaoRow {
  id: string;
  cpf: string;
  expira_em: Date;
  encerrada: boolean;
}

export async function createSession(db: Db, cpf: string, expiraEm: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessao (id, cpf, expira_em) VALUES ($1, $2, $3)', [id, cpf, expiraEm.toISOString()]);
  return id;
}

/** The session when it exists, is not ended and has not expired. */
export async function openSession(db: Db, id: string): Promise<SessaoRow | undefined> {
  const { rows } = await db.query<SessaoRow>(
    'SELECT id, cpf, expira_em, encerrada FROM sessao WHERE id = $1 AND NOT encerrada AND expira_em > now()',
    [id],
  );
  const s = rows[0];
  if (s) s.expira_em = new Date(s.expira_em);
  return s;
}
