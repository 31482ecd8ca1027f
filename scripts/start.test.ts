/**
 * `npm start` as it runs on a host, on a seeded data folder left open to other users: the server
 * closes the folder and says so in its log, prints the demo users on stderr (never in the JSON log
 * on stdout), and stops — server, port and data folder — when the `npm` process is killed with
 * SIGKILL, which can pass nothing on. start.mjs runs from a copy of the checkout whose `dist/` is
 * already built (a one-line page), so the test never builds the portal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, DEMO_PASSWORD } from '../gateway/db/demo-users.ts';
import { formatCpf } from '../gateway/lib/cpf.ts';
import { pastaSemeada } from '../gateway/testing/templates.ts';
import { freePort } from '../gateway/testing/support.ts';

const root = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
let dataDir = '';
let port = 0;
let npm: ChildProcess | undefined;
let stdout = '';
let stderr = '';
let abertosAntes = 0;

const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portaAberta = () =>
  new Promise<boolean>((ok) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), ok(true)));
    s.once('error', () => ok(false));
  });
/** The folder itself and every entry under it that the group or others may read, write or enter. */
const abertos = (dir: string) =>
  ['.', ...readdirSync(dir, { recursive: true, encoding: 'utf8' })].filter((p) => lstatSync(join(dir, p)).mode & 0o077);
const pidDoServidor = () => Number(readFileSync(join(dataDir, 'pglite.pid'), 'utf8'));
/** start.mjs: the process whose parent is the npm process. */
const pidDoStart = () =>
  Number(
    readdirSync('/proc').find(
      (p) =>
        /^\d+$/.test(p) && readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(npm!.pid),
    ),
  );

/** Waits until `cond` holds (every 200 ms), failing with `msg` after `ms`. */
async function ate(cond: () => boolean, ms: number, msg: string): Promise<void> {
  for (const fim = Date.now() + ms; !cond(); await new Promise((ok) => setTimeout(ok, 200)))
    if (Date.now() > fim) throw new Error(`${msg}\nstdout: ${stdout}\nstderr: ${stderr}`);
}

/** A checkout that is this one but for a built `dist/` of its own. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prh-start-raiz-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(join(root, 'scripts/start.mjs'), join(dir, 'scripts/start.mjs'));
  for (const f of ['gateway', 'node_modules', 'package.json', 'tsconfig.json'])
    symlinkSync(join(root, f), join(dir, f));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><title>Portal RH</title>');
  return dir;
}

beforeAll(async () => {
  dataDir = await pastaSemeada('prh-start-');
  dirs.push(dataDir);
  // What a start under umask 0022 left behind: the folder, a report and database files open to all.
  chmodSync(dataDir, 0o755);
  mkdirSync(join(dataDir, 'relatorios'), { recursive: true });
  writeFileSync(join(dataDir, 'relatorios/antigo.csv'), 'Nome;CPF\n', { mode: 0o644 });
  chmodSync(join(dataDir, 'relatorios/antigo.csv'), 0o644);
  chmodSync(join(dataDir, 'pglite/PG_VERSION'), 0o666);
  abertosAntes = abertos(dataDir).length;
  port = await freePort();
  const { NODE_ENV: _n, ...env } = process.env;
  npm = spawn('npm', ['start'], {
    cwd: checkout(),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  npm.stdout!.on('data', (d) => (stdout += d));
  npm.stderr!.on('data', (d) => (stderr += d));
  await ate(() => /Pronto em/.test(stdout), 90_000, 'o servidor não ficou pronto');
  // The banner follows the ready line.
  await ate(
    () => (stdout + stderr).includes('Usuários de demonstração:'),
    5_000,
    'os usuários de demonstração não apareceram',
  );
}, 150_000);

afterAll(() => {
  // A failed test must not leave its server behind (the orphan the test is about).
  npm?.kill('SIGKILL');
  if (existsSync(join(dataDir, 'pglite.pid')) && vivo(pidDoServidor())) process.kill(pidDoServidor(), 'SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('npm start', () => {
  it('closes a data folder left open to other users, and says so in its log', async () => {
    expect(abertosAntes).toBeGreaterThanOrEqual(3);
    expect(abertos(dataDir)).toEqual([]);
    // The log's writes are asynchronous: the line may follow the plain ones printed after it.
    const aviso = () =>
      stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg?: string; entradas?: number })
        .find((l) => l.msg?.includes('permissões corrigidas'));
    await expect.poll(aviso, { timeout: 5_000 }).toMatchObject({ pasta: dataDir, entradas: abertosAntes });
  });

  it('prints the demo users on stderr as plain text, never on stdout (the JSON log)', () => {
    expect(stdout).not.toContain(DEMO_PASSWORD);
    expect(stdout).not.toContain(formatCpf(ANA.cpf));
    expect(stderr).toContain(DEMO_PASSWORD);
    expect(stderr).toContain(formatCpf(ANA.cpf));
  });

  it('SIGKILL to the npm process stops the server: it exits, the port closes, the folder is unlocked', async () => {
    const servidor = pidDoServidor();
    const start = pidDoStart();
    expect(vivo(servidor) && vivo(start), 'o servidor e o start.mjs estão de pé').toBe(true);
    npm!.kill('SIGKILL');
    await expect.poll(() => vivo(servidor), { timeout: 20_000, interval: 200 }).toBe(false);
    await expect.poll(() => vivo(start), { timeout: 5_000, interval: 100 }).toBe(false);
    expect(await portaAberta()).toBe(false);
    // A clean stop closes the database and removes its lock.
    expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(false);
  }, 40_000);
});
