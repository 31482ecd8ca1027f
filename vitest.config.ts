import { defineConfig } from 'vitest/config';
import { precompiledValidators } from './scripts/vite/precompiled-validators.ts';
import { screenMetaBuild } from './scripts/vite/screen-meta.ts';
import { screenValidator } from './scripts/vite/screen-validator.ts';

/**
 * Unit tests of the whole repository (portal, engine, services, gateway, scripts, schemas).
 * End-to-end tests live under tests/ and have their own config (tests/vitest.e2e.config.ts).
 * Tests that need a DOM say so with `// @vitest-environment jsdom` on their first line, so the
 * gateway's tests keep running in plain Node.
 */
const EXCLUDE = ['**/node_modules/**', 'dist/**', 'tests/**', '.data/**'];
const NODE = ['gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'core/**/*.test.ts', 'schemas/**/*.test.ts'];

export default defineConfig({
  // The screen editor's checker (engine/kinds/editor/check.ts) imports the meta-schema validator the build compiles.
  plugins: [precompiledValidators(import.meta.dirname), screenMetaBuild(), screenValidator(import.meta.dirname)],
  test: {
    exclude: EXCLUDE,
    environment: 'node',
    // One seeded copy of the database per seed size per run (gateway/testing/templates.setup.ts).
    globalSetup: ['gateway/testing/templates.setup.ts'],
    // Every answer a gateway test receives must match its catalogue entry (gateway/testing/contract.ts).
    setupFiles: ['gateway/testing/contract.setup.ts'],
    // Gateway test files each seed a PGlite database; the first file of each seed size seeds it for
    // the run (with every area's seed), and with two workers on two cores that took over 60 s once.
    // The one budget of every hook: a file that set a lower one of its own (60 s) failed under load
    // while the same setup passed quiet.
    hookTimeout: 150_000,
    // Vitest's default is one worker fewer than the cores: ONE on the two-core CI machine, which
    // left a core idle for the whole unit run. Every test file has its own database and port.
    maxWorkers: 2,
    testTimeout: 30_000,
    css: false,
    projects: [
      // The Node side (gateway, scripts, core, schemas): one module graph per worker, not per file.
      // Every gateway file imports the whole gateway, and re-importing it per file was a sixth of
      // this run; a module-level cache (the catalogue's compiled validators) then serves every
      // file of the worker. The files share no module state that matters: each has its own app
      // and database, fake timers are restored in `finally` (as in vitest.pg.config.ts).
      { extends: true, test: { name: 'node', include: NODE, isolate: false } },
      // The browser side keeps a fresh module graph per file (jsdom, React, the registries).
      // Its waits are for what a page will show, not for how fast (engine/dom.setup.ts).
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: NODE,
          // Added to the root's setupFiles (the contract check), which a project extends, not replaces.
          setupFiles: ['engine/dom.setup.ts'],
        },
      },
    ],
  },
});
