/**
 * Vite build of the portal: root `portal/`, output `dist/` (served by the gateway), dev proxy to
 * the gateway, and `dist/solucao.json`, the deployed-version manifest the portal polls.
 *
 * Bundle split: ag-grid and rjsf are imported only by the screen kinds, which the registry loads
 * with dynamic imports, so the login page and /home never download them. No manualChunks: forcing
 * vendor groups made the entry import them (shared helpers landed in the groups); the dynamic
 * imports alone give the right split, and `npm run bundle:report` shows it.
 *
 * Every compressible hashed asset gets `.br` and `.gz` copies (scripts/vite/precompress.ts), which
 * the gateway serves as they are (gateway/portal.ts). Blueprint's list of every icon name is left
 * out of the first page (scripts/vite/slim-icon-names.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompiledValidators } from './scripts/vite/precompiled-validators.ts';
import { precompressAssets } from './scripts/vite/precompress.ts';
import { slimIconNames } from './scripts/vite/slim-icon-names.ts';
import { screenCheck } from './scripts/vite/screen-check.ts';
import { screenValidator } from './scripts/vite/screen-validator.ts';
import { slimCatalogueBuild } from './scripts/vite/slim-catalogue.ts';
import { screenMetaBuild } from './scripts/vite/screen-meta.ts';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
const buildTime = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
export const APP_VERSION = `${pkg.version}+${buildTime}`;

/** Writes `solucao.json` `{ app: { versaoaplicacao } }` next to index.html. */
function solucaoManifest(): Plugin {
  return {
    name: 'portal-rh-solucao-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'solucao.json', source: `${JSON.stringify({ app: { versaoaplicacao: APP_VERSION } }, null, 2)}\n` });
    },
  };
}

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/rest', '/gw', '/config.json', '/solucao.json'];

export default defineConfig({
  root: resolve(root, 'portal'),
  publicDir: resolve(root, 'portal/public'),
  plugins: [
    react(),
    solucaoManifest(),
    slimCatalogueBuild(),
    screenMetaBuild(),
    precompiledValidators(root),
    screenValidator(root),
    screenCheck(root),
    slimIconNames(),
    precompressAssets(),
  ],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(APP_VERSION),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: GATEWAY, changeOrigin: false }])),
    fs: { allow: [root] },
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
