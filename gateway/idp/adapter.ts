/**
 * oidc-provider storage adapter over the gateway database (table `oidc_payload`), replacing the
 * provider's development-only memory adapter: IdP sessions, interactions, codes and grants live
 * in PGlite/PostgreSQL like everything else. Expired rows are ignored on read and purged lazily.
 *
 * PostgreSQL refuses a NUL character in text and jsonb with an error, which the provider would
 * answer as a server error: an id with a NUL names nothing (not found), and a payload carrying
 * one (a request parameter the provider keeps, e.g. `state`) is the client's bad request.
 */
import { errors } from 'oidc-provider';
import type { Db } from '../db/types.ts';

const NUL = '\u0000';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

export function dbAdapterFactory(db: Db) {
  let lastPurge = 0;
  const purge = async () => {
    if (Date.now() - lastPurge < 60_000) return;
    lastPurge = Date.now();
    await db.query('DELETE FROM oidc_payload WHERE expira_em < now()');
  };

  return class DbAdapter {
    constructor(private readonly name: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const json = JSON.stringify(payload);
      if (id.includes(NUL) || json.includes('\\u0000'))
        throw new errors.InvalidRequest('caractere de controle não permitido');
      const expira = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await db.query(
        `INSERT INTO oidc_payload (modelo, id, payload, grant_id, user_code, uid, expira_em) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (modelo, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expira_em = EXCLUDED.expira_em`,
        [this.name, id, json, payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expira],
      );
      await purge();
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<Payload | undefined> {
      if (typeof value !== 'string' || value.includes(NUL)) return undefined;
      const { rows } = await db.query<{ payload: Payload | string; consumido_em: Date | string | null }>(
        `SELECT payload, consumido_em FROM oidc_payload
          WHERE modelo = $1 AND ${column} = $2 AND (expira_em IS NULL OR expira_em > now())`,
        [this.name, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload;
      if (row.consumido_em) payload.consumed = Math.floor(new Date(row.consumido_em).getTime() / 1000);
      return payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }
    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }
    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }
    async consume(id: string) {
      if (id.includes(NUL)) return;
      await db.query('UPDATE oidc_payload SET consumido_em = now() WHERE modelo = $1 AND id = $2', [this.name, id]);
    }
    async destroy(id: string) {
      if (id.includes(NUL)) return;
      await db.query('DELETE FROM oidc_payload WHERE modelo = $1 AND id = $2', [this.name, id]);
    }
    async revokeByGrantId(grantId: string) {
      if (grantId.includes(NUL)) return;
      await db.query('DELETE FROM oidc_payload WHERE grant_id = $1', [grantId]);
    }
  };
}
