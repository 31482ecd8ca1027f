/**
 * `npm run auditoria:verificar` as an operator runs it: on a freshly seeded data folder it reports
 * both chains intact and exits 0; after one audit row is changed directly in the database (the
 * append-only trigger switched off, as the database owner could) it names that row and exits 1.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../gateway/db/open.ts';
import { pastaSemeada } from '../gateway/test-modelos.ts';

const root = resolve(import.meta.dirname, '..');
let dataDir = '';

const verificar = () =>
  spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/auditoria-verificar.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

beforeAll(async () => {
  dataDir = await pastaSemeada('portalrh-verificar-');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run auditoria:verificar', () => {
  it('passes on a fresh seed', () => {
    const r = verificar();
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^auditoria: íntegra — \d+ linha\(s\), elos 1 a /m);
    expect(r.stdout).toMatch(/^acesso_dados_pessoais: íntegra — 0 linha\(s\), vazia/m);
    expect(r.status).toBe(0);
  });

  it('fails after a row is changed directly in the database, naming it', async () => {
    const db = await openDb({ dataDir });
    try {
      await db.transaction(async (tx) => {
        await tx.exec('SET LOCAL session_replication_role = replica');
        await tx.query(
          `UPDATE auditoria SET alteracoes = '{"situacao": {"de": "PENDENTE", "para": "APROVADA"}}' WHERE elo = 3`,
        );
      });
    } finally {
      await db.close();
    }
    const r = verificar();
    expect(r.stderr).toMatch(/^auditoria: ADULTERADA no elo 3 \(id \d+\) — conteúdo alterado/m);
    expect(r.status).toBe(1);
    // Opens the database and starts a TypeScript process: 19 s once on two busy cores.
  }, 90_000);
});
