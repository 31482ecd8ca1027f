/**
 * The data folder is the server user's alone: a folder left open to the host's other users (files
 * 0666 and 0644, folders 0755 — what PGlite's files and a umask of 0022 gave) is closed at open, and
 * a new database is created closed. The test process keeps the usual umask (0022).
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modeloVazio } from '../testing/templates.ts';
import { openPglite } from './pglite.ts';
import { makePrivate } from './private-folder.ts';

const pastas: string[] = [];
afterAll(() => pastas.forEach((p) => rmSync(p, { recursive: true, force: true })));
const nova = () => {
  const p = mkdtempSync(join(tmpdir(), 'prh-modos-'));
  pastas.push(p);
  return p;
};

/** The folder itself and every entry under it that the group or others may read, write or enter. */
function abertosAOutros(dir: string): string[] {
  return ['.', ...readdirSync(dir, { recursive: true, encoding: 'utf8' })].filter(
    (p) => (lstatSync(join(dir, p)).mode & 0o077) !== 0,
  );
}

describe('the data folder is private', () => {
  it('an existing folder open to others is closed: folders 0700, files 0600; how many were fixed', () => {
    const dir = nova();
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'pglite/base'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, 'pglite/PG_VERSION'), '17', { mode: 0o666 });
    writeFileSync(join(dir, 'keys.json'), '{}', { mode: 0o600 });
    writeFileSync(join(dir, 'relatorio.csv'), 'a;b', { mode: 0o644 });
    chmodSync(join(dir, 'pglite/PG_VERSION'), 0o666);
    expect(abertosAOutros(dir)).toHaveLength(5);
    expect(makePrivate(dir)).toEqual({ fixed: 5 });
    expect(abertosAOutros(dir)).toEqual([]);
    expect(lstatSync(dir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dir, 'pglite/PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(makePrivate(dir)).toEqual({ fixed: 0 });
  });

  it('a folder that does not exist yet is created 0700', () => {
    const dir = join(nova(), 'dados');
    expect(makePrivate(dir)).toEqual({ fixed: 0 });
    expect(lstatSync(dir).mode & 0o777).toBe(0o700);
  });

  it('a new embedded database leaves nothing open to others', async () => {
    const dir = join(nova(), 'dados');
    const db = await openPglite(dir, await modeloVazio());
    try {
      await db.exec('CREATE TABLE t (a int); INSERT INTO t VALUES (1)');
    } finally {
      await db.close();
    }
    expect(abertosAOutros(dir)).toEqual([]);
  });
});
