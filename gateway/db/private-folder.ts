/**
 * The data folder (`DATA_DIR`: the embedded database, the server's keys, report files) holds every
 * servant's record: no other account of the host may read it, let alone write under the running
 * server. PGlite writes the files of a new database 0666 whatever the umask (its initial data
 * directory is unpacked with that mode), and a umask of 0022 left folders 0755 and reports 0644.
 * So every opening closes the folder — folders 0700, files 0600 — and the server, the backup and
 * the seed run with umask 077 (gateway/server.ts, gateway/cli/), so what they create later is
 * closed from the start. `npm start` says in its log when it had to close an existing folder.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner only: what the folder and the server's files may allow. */
export const UMASK_PRIVADO = 0o077;

/**
 * Creates `dir` (0700) when missing, then takes every permission of the group and of others off
 * it and everything under it (symbolic links are left alone: their mode means nothing). Returns
 * how many entries were open and were closed.
 */
export function makePrivate(dir: string): { fixed: number } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let fixed = 0;
  const close = (path: string, isDir: boolean) => {
    const mode = lstatSync(path).mode & 0o7777;
    if (mode & UMASK_PRIVADO) {
      chmodSync(path, (mode & ~UMASK_PRIVADO) | (isDir ? 0o700 : 0o600));
      fixed++;
    }
  };
  const walk = (path: string) => {
    close(path, true);
    for (const e of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, e.name);
      if (e.isDirectory()) walk(child);
      else if (!e.isSymbolicLink()) close(child, false);
    }
  };
  walk(dir);
  return { fixed };
}
