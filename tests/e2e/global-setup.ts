/**
 * Starts one portal for the whole e2e run: the gateway (identity provider, security service,
 * gateways) over a new PGlite database in a temporary folder, serving the production build.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../gateway/app.ts';
import { freePort } from '../../gateway/testing/support.ts';
import { DIST } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function setup(project: TestProject) {
  const distDir = DIST;
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir} não existe: rode \`npm run build\` antes dos testes e2e.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portalrh-e2e-'));
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const host = '127.0.0.1';
  const t0 = Date.now();
  // The ALTCHA proof of work keeps its `npm start` difficulty: the browser solves it (about a
  // second or two) as a visitor's does; no test seam.
  const server = await createApp({
    dataDir,
    port,
    host,
    publicOrigin: `http://${host}:${port}`,
    distDir,
    logger: false,
  });
  console.log(`[e2e] portal em ${server.origin} (pronto em ${Date.now() - t0} ms, dados em ${dataDir})`);
  project.provide('origin', server.origin);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
