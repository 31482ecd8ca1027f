/**
 * Stopping `npm start` as a container runtime or systemd does: SIGTERM to the
 * process `npm start` started. Every process of the portal ends, the port closes, and the data
 * folder opens again at the next start — before, npm's shell ended and left the server running
 * with the PGlite folder locked. Runs after the build (start.mjs would otherwise build first),
 * with a small seed (SEED_SERVIDORES) so each start takes seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../gateway/testing/support.ts';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'prh-parada-'));
const vivos: ChildProcess[] = [];
const servidores: number[] = [];
afterAll(() => {
  // A failed test must not leave its server behind (the orphan the test is about).
  for (const c of vivos) c.kill('SIGKILL');
  for (const pid of servidores) if (vivo(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portaAberta = (port: number) =>
  new Promise<boolean>((ok) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), ok(true)));
    s.once('error', () => ok(false));
  });

/** `npm start` on the test's folder; resolves with its output once it says it is ready. */
async function iniciar(port: number): Promise<{ npm: ChildProcess; saida: () => string }> {
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SERVIDORES: '20',
      LOG_LEVEL: 'warn',
    },
  });
  vivos.push(npm);
  let saida = '';
  npm.stdout!.on('data', (d) => (saida += d));
  npm.stderr!.on('data', (d) => (saida += d));
  await expect.poll(() => saida, { timeout: 90_000, interval: 200 }).toMatch(/Pronto em/);
  return { npm, saida: () => saida };
}

/** SIGTERM to the npm process: every process ends, the port closes, the folder is unlocked. */
async function pararComSigterm(npm: ChildProcess, port: number): Promise<void> {
  const servidor = Number(readFileSync(join(dataDir, 'pglite.pid'), 'utf8'));
  servidores.push(servidor);
  expect(vivo(servidor), 'o servidor está de pé').toBe(true);
  npm.kill('SIGTERM');
  await expect.poll(() => vivo(servidor), { timeout: 20_000, interval: 200 }).toBe(false);
  await expect.poll(() => npm.exitCode !== null || npm.signalCode !== null, { timeout: 10_000 }).toBe(true);
  expect(await portaAberta(port)).toBe(false);
}

it('SIGTERM to npm start stops the server, closes the port and unlocks the data folder', async () => {
  const port = await freePort();
  const primeiro = await iniciar(port);
  expect(primeiro.saida()).toMatch(/Banco semeado agora: 20 servidores/);
  await pararComSigterm(primeiro.npm, port);

  // The folder opens again (a locked one is refused with 'em uso por outro processo').
  const segundo = await iniciar(port);
  expect(segundo.saida()).toMatch(/Banco existente reutilizado \(20 servidores\)/);
  await pararComSigterm(segundo.npm, port);
}, 240_000);
