/**
 * Starts one portal for the whole e2e run: the gateway (identity provider, security service,
 * gateways) over a new PGlite database in a temporary folder, serving the production build.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../gateway/app.ts';
import { freePort } from '../../gateway/test-support.ts';
import { DIST } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function setup(project: TestProject) {
  const distDir = DIST;
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} não existe: rode \`npm run build\` antes dos testes e2e.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portalrh-e2e-'));
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const host = '127.0.0.1';
  const t0 = Date.now();
  // captchaSolver: TEST ONLY — serves GET /__test__/captcha/:id so tests/e2e/shell.e2e.test.ts can
  // answer the captcha it is shown (gateway/captcha/test-solver.ts); `npm start` never sets it.
  const server = await createApp({ dataDir, port, host, publicOrigin: `http://${host}:${port}`, distDir, logger: false, captchaSolver: true });
  console.log(`[e2e] portal em ${server.origin} (pronto em ${Date.now() - t0} ms, dados em ${dataDir})`);
  project.provide('origin', server.origin);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
