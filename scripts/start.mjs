#!/usr/bin/env node
/**
 * `npm start`: one Node process for the whole portal.
 *
 * Builds the portal when `dist/` is missing or older than its sources (a fresh clone builds once,
 * later starts reuse the build), then runs the gateway, which seeds the database on first start and
 * serves the identity provider, the gateways and the built portal on one address.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/** Who started this script: `npm start` (npm), or a supervisor running `node scripts/start.mjs`. */
const parent = process.ppid;
const SOURCES = ['portal', 'engine', 'services', 'screens', 'schemas', 'vite.config.ts', 'package.json'];

/** Newest modification time (ms) of any file under `path`. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

const built = join(root, 'dist/index.html');
const needsBuild = !existsSync(built) || SOURCES.some((s) => newest(join(root, s)) > statSync(built).mtimeMs);
if (needsBuild) {
  const t0 = Date.now();
  console.log('Portal RH: compilando o portal (primeira execução ou fontes alteradas)…');
  // Built beside and swapped in with two renames: a build into `dist/` itself empties the folder
  // first, and a portal already serving it (another instance on the same checkout, the e2e
  // servers) then answered 404 to every page for the ~15 s of the build.
  const dist = join(root, 'dist');
  const novo = join(root, `dist.novo-${process.pid}`);
  const velho = join(root, `dist.velho-${process.pid}`);
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', novo, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) {
    rmSync(novo, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
  if (existsSync(dist)) renameSync(dist, velho);
  renameSync(novo, dist);
  rmSync(velho, { recursive: true, force: true });
  console.log(`Portal RH: portal compilado em ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
}

// The IPC channel is the server's lifeline: if this process dies in any way (even SIGKILL), the
// channel closes and the server stops itself instead of holding the port and the data folder.
// npm runs this script as `exec node …` (package.json), so a signal sent to `npm start` reaches
// this process, which passes it on.
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'gateway/server.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
// npm killed with SIGKILL passes nothing on: this script would go on under init, and the server
// with it, holding the port and the data folder. Node has no parent-death signal, so the parent
// is polled: once this process has another one, the server is stopped like on SIGTERM (cleanly,
// the database closed) and this script ends with it. A supervisor runs `node scripts/start.mjs`
// directly (docs/DEPLOYMENT.md), so it is the parent watched then.
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  console.error('Portal RH: o processo que iniciou o servidor terminou; encerrando…');
  child.kill('SIGTERM');
}, 500);
watch.unref();
