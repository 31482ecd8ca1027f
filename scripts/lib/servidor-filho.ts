/**
 * The gateway as `npm start` runs it (`node --import tsx gateway/server.ts`), in a child process on
 * a free port, for the benchmarks that measure what a user gets over HTTP (bench:load,
 * bench:paint). The database is the environment's (DATA_DIR or DATABASE_URL); DIST_DIR the build.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../gateway/lib/porta-livre.ts';

export interface ServidorFilho {
  origin: string;
  parar(): Promise<void>;
}

/**
 * Starts the server and resolves when it prints that it is ready (it seeds an empty database first).
 * Its output goes to a file, not to a pipe of this process: a benchmark's own load (autocannon,
 * Chromium) keeps this process busy, and a server writing its log lines into a pipe nobody drains
 * in time blocks on the write — the benchmark then measures its own reader, not the server.
 */
export async function iniciarServidor(env: NodeJS.ProcessEnv = {}): Promise<ServidorFilho> {
  const port = await freePort();
  // BENCH_NODE_ARGS: extra Node flags for the server only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/perfil'.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const pasta = mkdtempSync(join(tmpdir(), 'bench-servidor-'));
  const saida = join(pasta, 'servidor.log');
  const fd = openSync(saida, 'w');
  const server = spawn(process.execPath, [...extra, '--import', 'tsx', 'gateway/server.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', fd, 'inherit'],
  });
  closeSync(fd);
  const saiu = new Promise<number | null>((r) => server.once('exit', r));
  for (;;) {
    const out = readFileSync(saida, 'utf8');
    if (out.includes('Pronto em')) break;
    const code = await Promise.race([saiu, new Promise((r) => setTimeout(() => r('espera'), 100))]);
    if (code !== 'espera')
      throw new Error(`o servidor terminou (código ${code}) antes de ficar pronto:\n${readFileSync(saida, 'utf8')}`);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async parar() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await saiu;
      }
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}
