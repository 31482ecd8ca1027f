import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built portal (`dist/`) served by the real gateway over a fresh PGlite
 * database, driven in Debian Chromium. Within one vitest process files run one after another on one
 * portal; `npm run test:e2e` (scripts/e2e.ts) runs two such processes side by side.
 * Any console error or page error fails the test (tests/e2e/console-gate.ts).
 */
/**
 * How much slower the pages' CPU runs (E2E_CPU, tests/e2e/browser.ts): the default limits grow with
 * it, as each test's own limit does (scaledToCpu) — at 4× a test that takes 40 s here takes ~160.
 */
const cpu = Number(process.env.E2E_CPU) || 1;

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A console error or page error fails the test it happened in.
    setupFiles: ['tests/e2e/console-gate.setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000 * cpu,
    // What a page shows after its calls: on two loaded cores a list took more than expect.poll's
    // default 5 s to appear (a filter's options, a notice's row), and a test failed on a wait.
    expect: { poll: { timeout: 20_000 * cpu } },
    hookTimeout: 120_000 * cpu,
    reporters: ['default'],
  },
});
