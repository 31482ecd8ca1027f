/**
 * The gateway as `npm start` runs it (`node --import tsx gateway/server.ts`), in a child process on
 * a free port, for the benchmarks that measure what a user gets over HTTP (bench:load,
 * bench:paint). The database is the environment's (DATA_DIR or DATABASE_URL); DIST_DIR the build.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../../gateway/lib/porta-livre.ts';

export interface ServidorFilho {
  origin: string;
  parar(): Promise<void>;
}

/** Starts the server and resolves when it prints that it is ready (it seeds an empty database first). */
export async function iniciarServidor(env: NodeJS.ProcessEnv = {}): Promise<ServidorFilho> {
  const port = await freePort();
  // BENCH_NODE_ARGS: extra Node flags for the server only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/perfil'.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...extra, '--import', 'tsx', 'gateway/server.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    let out = '';
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('Pronto em')) {
        server.off('exit', onExit);
        ok();
      }
    };
    const onExit = (code: number | null) =>
      fail(new Error(`o servidor terminou (código ${code}) antes de ficar pronto:\n${out}`));
    server.stdout!.on('data', onData);
    server.once('exit', onExit);
  });
  server.stdout!.resume();
  return {
    origin: `http://127.0.0.1:${port}`,
    async parar() {
      if (server.exitCode !== null) return;
      const saiu = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await saiu;
    },
  };
}
