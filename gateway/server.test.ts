/**
 * What `npm start` (gateway/server.ts) says when it cannot or should not start: the
 * development OIDC client secret — a loud warning in the demo, a refusal in production — and a
 * data folder already in use by another process (a second `npm start`): one pt-BR line, exit
 * code ≠ 0, no stack trace. The server is run as a child process, as start.mjs runs it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_SECRET, loadConfig, MSG_SEGREDO_PRODUCAO, verificarSegredo } from './config.ts';
import { freePort } from './testing/support.ts';

const root = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A data folder whose lock file names a live process (this one), as a running server leaves it. */
function folderInUse(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prh-data-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'pglite.pid'), String(process.pid));
  return dir;
}

async function startServer(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { OIDC_CLIENT_SECRET: _s, NODE_ENV: _n, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'gateway/server.ts')], {
    cwd: root,
    env: { ...base, PORT: String(await freePort()), HOST: '127.0.0.1', ...env } as NodeJS.ProcessEnv,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  // It must stop by itself; a server that started would hang the test, so it is killed.
  const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  const code = await new Promise<number | null>((ok) => child.on('exit', (c) => ok(c)));
  clearTimeout(timer);
  // Node's own warnings (e.g. an unsupported runtime of a dependency) are not ours.
  stderr = stderr
    .split('\n')
    .filter((l) => l.trim() && !/oidc-provider WARNING|ExperimentalWarning|--trace-warnings/.test(l))
    .join('\n');
  return { code, stdout, stderr };
}

describe('the OIDC client secret at start', () => {
  it('the development secret: a warning in the demo, fatal in production; a real secret: nothing', () => {
    const dev = loadConfig({}, {});
    expect(dev.clientSecret).toBe(DEV_CLIENT_SECRET);
    expect(loadConfig({}, { OIDC_CLIENT_SECRET: '' }).clientSecret).toBe(DEV_CLIENT_SECRET);
    expect(verificarSegredo(dev, {}).aviso).toContain('OIDC_CLIENT_SECRET não definido');
    expect(verificarSegredo(dev, { NODE_ENV: 'production' })).toEqual({ fatal: MSG_SEGREDO_PRODUCAO });
    expect(verificarSegredo(loadConfig({}, { OIDC_CLIENT_SECRET: 'outro' }), { NODE_ENV: 'production' })).toEqual({});
  });

  it('NODE_ENV=production without OIDC_CLIENT_SECRET: refuses to start, one pt-BR line, exit ≠ 0', async () => {
    const r = await startServer({ NODE_ENV: 'production', DATA_DIR: folderInUse() });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toBe(MSG_SEGREDO_PRODUCAO);
    expect(r.stdout).toBe('');
  });
});

describe('a second npm start on a data folder in use', () => {
  it('says so in one pt-BR line, without a stack trace, exit ≠ 0 (after the loud secret warning)', async () => {
    const dir = folderInUse();
    const r = await startServer({ DATA_DIR: dir });
    expect(r.code).not.toBe(0);
    const lines = r.stderr.split('\n');
    expect(lines.some((l) => l.includes('ATENÇÃO: OIDC_CLIENT_SECRET não definido'))).toBe(true);
    expect(lines.at(-1)).toBe(
      `Portal RH: a pasta de dados ${dir} já está em uso pelo processo ${process.pid} (outro npm start?); pare-o antes ou use outra pasta em DATA_DIR.`,
    );
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toContain('Error');
  });

  it('with a real secret, only that line', async () => {
    const dir = folderInUse();
    const r = await startServer({ DATA_DIR: dir, OIDC_CLIENT_SECRET: 'segredo-de-teste' });
    expect(r.code).not.toBe(0);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('já está em uso');
  });
});
