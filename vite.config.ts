/**
 * Vite build of the portal: root `portal/`, output `dist/` (served by the gateway), dev proxy to
 * the gateway, and `dist/solucao.json`, the deployed-version manifest the portal polls.
 *
 * Bundle split: ag-grid and rjsf are imported only by the screen kinds, which the registry loads
 * with dynamic imports, so the login page and /home never download them. No vendor groups: forcing
 * them made the entry import them (shared helpers landed in the groups); the dynamic imports give
 * the right split, and `npm run bundle:report` shows it. One group only, the other way round: the
 * modules the entry imports statically that the automatic split put in small chunks shared with
 * lazy chunks (Blueprint's common code, the button, react, the session services…) go into the
 * entry chunk itself, so the first page is one script, gzipped once (−2.3 KB against nine small
 * scripts each gzipped apart); lazy chunks import them from there. It only regroups what the first
 * page loaded anyway: packages reached through Blueprint's barrels stay where they were.
 *
 * Every compressible hashed asset gets `.br` and `.gz` copies (scripts/vite/precompress.ts), which
 * the gateway serves as they are (gateway/portal.ts). Blueprint's list of every icon name is left
 * out of the first page (scripts/vite/slim-icon-names.ts), and react-router's unused components too
 * (scripts/vite/pure-router.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompiledValidators } from './scripts/vite/precompiled-validators.ts';
import { precompressAssets } from './scripts/vite/precompress.ts';
import { pureRouterBuild } from './scripts/vite/pure-router.ts';
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
      this.emitFile({
        type: 'asset',
        fileName: 'solucao.json',
        source: `${JSON.stringify({ app: { versaoaplicacao: APP_VERSION } }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The modules the entry imports statically (not through `import()`), i.e. what index.html loads
 * before any route. Computed when the module graph is complete (buildEnd), read by the chunk group
 * below.
 */
const firstPage = new Set<string>();
function firstPageModules(): Plugin {
  return {
    name: 'portal-rh-first-page-modules',
    apply: 'build',
    buildEnd() {
      firstPage.clear();
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const queue = entry ? [entry] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstPage.has(id)) continue;
        firstPage.add(id);
        const info = this.getModuleInfo(id);
        const lazy = new Set(info?.dynamicallyImportedIds ?? []);
        queue.push(...(info?.importedIds ?? []).filter((dep) => !lazy.has(dep)));
      }
    },
  };
}

/**
 * The packages of the first page. The import graph is read before tree-shaking, so Blueprint's
 * barrels make the whole library (and popper, react-transition-group…) look reachable from the
 * entry: only the packages the first page really runs are taken, and of Blueprint only its common
 * code and the few components the shell draws at once. Any other module stays where the automatic
 * split puts it — a shell component not listed here costs a small extra script, never the reverse.
 */
const FIRST_CHUNK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|js-cookie|classnames|@tanstack\/query-core|@tanstack\/react-query)\/|node_modules\/@blueprintjs\/core\/lib\/esm\/(common|accessibility|hooks\/useValidateProps|components\/(button|spinner|html|text|icon)\/)|node_modules\/@blueprintjs\/icons\/lib\/esm\/(iconTypes|iconLoader|loaderUtils|classes|svgIconContainer|jsUtils)\.js/;

/** One first chunk instead of the entry plus a handful of tiny shared chunks, each gzipped apart. */
const inFirstChunk = (id: string): boolean =>
  firstPage.has(id) && (!id.includes('/node_modules/') || FIRST_CHUNK_PACKAGES.test(id));

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
    pureRouterBuild(),
    firstPageModules(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'index', test: inFirstChunk, priority: 100 }],
        },
      },
    },
  },
});
