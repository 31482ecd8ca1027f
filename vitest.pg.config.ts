import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The gateway suite again, on a real PostgreSQL (`npm run test:unit:pg`): gateway/testing/pg.setup.ts
 * starts a throwaway server (Debian's binaries, temporary folder, free port) and removes it at the
 * end; `startTestApp` (gateway/testing/support.ts) gives every app its own database copied from a
 * seeded template. Without PostgreSQL's binaries the run fails: it never passes having run nothing.
 *
 * Which files: every gateway test file that gets its database from testing/support.ts (`startTestApp`,
 * `bancoPgDeTeste`). The others would only run again on PGlite: pure functions (writers, phonetics),
 * tests about PGlite itself (a data folder on disk across a restart, the in-memory copies) and the
 * few that build their own small in-memory app. Inside a selected file, a test that is about PGlite
 * itself skips with `describe.skipIf(naPg)` / `it.skipIf(naPg)` and says why in a comment.
 */
const usaBancoDeTeste = (f: string) => /\b(startTestApp|bancoPgDeTeste)\b/.test(readFileSync(f, 'utf8'));

// The unit run's projects (node/dom) are not this run's: it selects its own files.
const { projects: _projects, ...baseTest } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...baseTest,
    include: readdirSync('gateway', { recursive: true, encoding: 'utf8' })
      .map((f) => join('gateway', f))
      .filter((f) => f.endsWith('.test.ts') && usaBancoDeTeste(f)),
    globalSetup: ['gateway/testing/pg.setup.ts'],
    // One module graph per worker, not per file: every file imports the whole gateway, and
    // re-importing it per file was most of this run's time. The files share no module state that
    // matters (each has its own app and database; fake timers are restored in `finally`).
    isolate: false,
  },
});
