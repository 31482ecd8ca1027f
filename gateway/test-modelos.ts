/**
 * TEST ONLY: the run's seeded databases, seeded once per run (in the run's folder
 * PORTALRH_TEST_TEMPLATES, gateway/test-templates.setup.ts) and copied by every test file that
 * needs one: an in-memory database's snapshot file (`modeloDeTeste`, what `startTestApp` starts
 * from) and an on-disk data folder (`pastaSemeada`: PGlite files, keys, report files) for the tests
 * about what survives a process — a restart, a backup, a kill. Seeding a folder on disk took 10–20 s
 * per file on two cores; copying a closed database's folder is what a restored backup does.
 */
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createApp } from './app.ts';

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
  const gw = await createApp({ dataDir, seedSize, distDir: '/nonexistent-dist', logger: false, listen: false });
  await gw.close();
}

/**
 * The file of this run's seeded in-memory database of `seedSize` servants (PGlite's `snapshot()`),
 * seeded by the first caller of the run; an app created with `dbSnapshot: file` starts from a copy.
 * Without the run's folder (a test run outside vitest.config.ts) every caller seeds its own.
 */
export async function modeloDeTeste(seedSize = 500): Promise<string> {
  const dir = process.env.PORTALRH_TEST_TEMPLATES ?? mkdtempSync(join(tmpdir(), 'portalrh-sementes-'));
  const file = join(dir, `semente-${seedSize}.tar`);
  if (existsSync(file)) return file;
  const gw = await createApp({
    dataDir: ':memory:',
    seedSize,
    distDir: '/nonexistent-dist',
    logger: false,
    listen: false,
  });
  try {
    // Written under another name and renamed: a file running at the same time reads a whole copy or none.
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(tmp, Buffer.from(await (await gw.db.snapshot!()).arrayBuffer()));
    renameSync(tmp, file);
  } finally {
    await gw.close();
  }
  return file;
}
