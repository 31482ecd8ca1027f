import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCpf } from '../../schemas/formats.ts';
import { HANDLERS } from '../routes/handlers/index.ts';
import { loadCatalogue } from '../routes/catalogue.ts';
import { DEMO_USERS } from './demo-users.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open.ts';
import { clearAll, seedIfEmpty } from './seed.ts';
import type { Db } from './types.ts';
import { bancoPgDeTeste, naPg } from '../test-support.ts';

let db: Db;
let banco: Awaited<ReturnType<typeof bancoPgDeTeste>> | undefined;
beforeAll(async () => {
  // On PostgreSQL (npm run test:unit:pg): a database of its own, emptied, so the seed runs on it as
  // on a fresh server.
  if (naPg) {
    banco = await bancoPgDeTeste(300);
    db = await openDb({ databaseUrl: banco.databaseUrl });
    await clearAll(db);
  } else db = await openDb({});
});
afterAll(async () => {
  await db?.close();
  await banco?.drop();
});

const snapshot = async () =>
  (await db.query<{ cpf: string; nome: string; instituicao_codigo: string }>('SELECT cpf, nome, instituicao_codigo FROM servidor ORDER BY id')).rows;

describe('seed', () => {
  it('seeds once, deterministically, with valid unique CPFs', async () => {
    const first = await seedIfEmpty(db, { servidores: 400 });
    expect(first.seeded).toBe(true);
    expect((await seedIfEmpty(db, { servidores: 400 })).seeded).toBe(false);
    const a = await snapshot();
    expect(a).toHaveLength(400);
    expect(new Set(a.map((r) => r.cpf)).size).toBe(400);
    for (const r of a) expect(isCpf(r.cpf)).toBe(true);
    await clearAll(db);
    await seedIfEmpty(db, { servidores: 400 });
    expect(await snapshot()).toEqual(a);
  });

  it('has at least 8 units, the demo users with valid CPFs and re-running migrations is a no-op', async () => {
    const units = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM unidade')).rows[0].n;
    expect(units).toBeGreaterThanOrEqual(8);
    for (const u of DEMO_USERS) {
      expect(isCpf(u.cpf)).toBe(true);
      const { rows } = await db.query<{ unidade_codigo: string }>('SELECT DISTINCT unidade_codigo FROM usuario_unidade_papel WHERE cpf = $1', [u.cpf]);
      expect(rows.map((r) => r.unidade_codigo).sort()).toEqual(u.unidades.map((x) => x.codigo).sort());
    }
    expect(await migrate(db)).toEqual([]);
  });

  it('every catalogued endpoint has a handler', () => {
    for (const ep of loadCatalogue()) expect(HANDLERS[ep.name], ep.name).toBeTypeOf('function');
  });

  it('seeds work for the writing screens: pending and rejected access requests with their history, notices with theirs', async () => {
    const req = (
      await db.query<{ cpf: string; unidade_codigo: string; situacao: string; senha_hash: string | null; id: number }>(
        'SELECT id, cpf, unidade_codigo, situacao, senha_hash FROM solicitacao_acesso ORDER BY id',
      )
    ).rows;
    expect(req.filter((r) => r.unidade_codigo === '1501' && r.situacao === 'PENDENTE').length).toBeGreaterThanOrEqual(3);
    for (const r of req) {
      expect(isCpf(r.cpf)).toBe(true);
      expect(r.senha_hash).toMatch(/^scrypt\$/);
    }
    const rejected = req.find((r) => r.situacao === 'REPROVADA')!;
    const trail = await db.query<{ entidade: string; registro_id: string }>('SELECT entidade, registro_id FROM auditoria');
    expect(trail.rows).toContainEqual({ entidade: 'solicitacao_acesso', registro_id: String(rejected.id) });
    const avisos = (await db.query<{ id: number }>('SELECT id FROM aviso')).rows;
    for (const a of avisos) expect(trail.rows).toContainEqual({ entidade: 'aviso', registro_id: String(a.id) });
  });
});
