/**
 * TEST ONLY: the run's seeded databases, seeded once per run (in the run's folder
 * PORTALRH_TEST_TEMPLATES, gateway/testing/templates.setup.ts) and copied by every test file that
 * needs one: an in-memory database's snapshot file (`modeloDeTeste`, what `startTestApp` starts
 * from) and an on-disk data folder (`pastaSemeada`: PGlite files, keys, report files) for the tests
 * about what survives a process — a restart, a backup, a kill. Seeding a folder on disk took 10–20 s
 * per file on two cores; copying a closed database's folder is what a restored backup does, and
 * the folder's template is the in-memory seed of the same size loaded into it when the run has one
 * (4–8 s, not 19).
 */
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createApp } from '../app.ts';
import { openPglite } from '../db/pglite.ts';

/** A new folder (under the system's temporary folder) holding a closed, seeded database. */
export async function pastaSemeada(prefixo: string, seedSize = 20): Promise<string> {
  const dir = process.env.PORTALRH_TEST_TEMPLATES;
  const destino = mkdtempSync(join(tmpdir(), prefixo));
  if (!dir) {
    await semear(destino, seedSize);
    return destino;
  }
  const modelo = join(dir, `pasta-${seedSize}`);
  if (!existsSync(modelo)) {
    // Seeded under another name and renamed: a file running at the same time copies a whole
    // template or seeds its own.
    const tmp = `${modelo}.${process.pid}.${Date.now()}`;
    await semear(tmp, seedSize);
    try {
      renameSync(tmp, modelo);
    } catch {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  // The lock of the process that seeded it is gone with its close; never copy one anyway.
  cpSync(modelo, destino, { recursive: true, filter: (src) => basename(src) !== 'pglite.pid' });
  return destino;
}

async function semear(dataDir: string, seedSize: number): Promise<void> {
  // When the run already has the in-memory seed of that size (startTestApp's files), it is loaded
  // into the new folder instead of seeding on disk again; the app then adds what it keeps beside
  // the database (keys.json, relatorios/) — or seeds the folder itself, as a first `npm start` does.
  const dir = process.env.PORTALRH_TEST_TEMPLATES;
  const semente = dir && join(dir, `semente-${seedSize}.tar`);
  if (semente && existsSync(semente)) await (await openPglite(dataDir, semente)).close();
  const gw = await createApp({ dataDir, seedSize, distDir: '/nonexistent-dist', logger: false, listen: false });
  await gw.close();
}

/**
 * The file of this run's seeded in-memory database of `seedSize` servants (PGlite's `snapshot()`),
 * seeded by the first caller of the run; an app created with `dbSnapshot: file` starts from a copy.
 * Without the run's folder (a test run outside vitest.config.ts) every caller seeds its own.
 */
export function modeloDeTeste(seedSize = 500): Promise<string> {
  return modelo(`semente-${seedSize}.tar`, async () => {
    const gw = await createApp({
      dataDir: ':memory:',
      seedSize,
      distDir: '/nonexistent-dist',
      logger: false,
      listen: false,
    });
    return { db: gw.db, close: () => gw.close() };
  });
}

/**
 * The file of this run's EMPTY in-memory database (PGlite's own initdb, no migration), for the
 * tests about PGlite itself: `openPglite(undefined, file)` gives a fresh database, and
 * `openPglite(folder, file)` a fresh data folder. PGlite's initdb costs 10–13 s of CPU on two cores,
 * loading this copy about 3 s.
 */
export function modeloVazio(): Promise<string> {
  return modelo('vazio.tar', async () => {
    const db = await openPglite();
    return { db, close: () => db.close() };
  });
}

/** The run's snapshot file `nome`, written from the database `abrir` opens when it is not there yet. */
async function modelo(
  nome: string,
  abrir: () => Promise<{ db: { snapshot?: () => Promise<Blob> }; close(): Promise<void> }>,
): Promise<string> {
  const dir = process.env.PORTALRH_TEST_TEMPLATES ?? mkdtempSync(join(tmpdir(), 'portalrh-sementes-'));
  const file = join(dir, nome);
  if (existsSync(file)) return file;
  const aberto = await abrir();
  try {
    // Written under another name and renamed: a file running at the same time reads a whole copy or none.
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(tmp, Buffer.from(await (await aberto.db.snapshot!()).arrayBuffer()));
    renameSync(tmp, file);
  } finally {
    await aberto.close();
  }
  return file;
}
