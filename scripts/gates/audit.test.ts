/**
 * The audit gate with a stand-in `npm` on the PATH: when the registry has no
 * audit service the gate still exits 0 but says so, and the last line of `npm test`
 * (summary.mjs) repeats it; AUDIT_REQUIRED=1 (a deployment) turns it into a failure; a real
 * report with an open high advisory fails, a clean one passes and the summary says it was done.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs audit.mjs then summary.mjs with an `npm` that prints `answer` (and exits `code`). */
function run(answer: string, code: number, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'prh-audit-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'answer.json'), answer);
  const npm = join(dir, 'npm');
  writeFileSync(npm, `#!/bin/sh\ncat "${join(dir, 'answer.json')}"\nexit ${code}\n`);
  chmodSync(npm, 0o755);
  const e = {
    ...process.env,
    PATH: `${dir}${delimiter}${process.env.PATH}`,
    AUDIT_STATUS_FILE: join(dir, 'status.json'),
    ...env,
  };
  const audit = spawnSync(process.execPath, [join(root, 'scripts/gates/audit.mjs')], {
    cwd: root,
    env: e,
    encoding: 'utf8',
  });
  const summary = spawnSync(process.execPath, [join(root, 'scripts/gates/summary.mjs')], {
    cwd: root,
    env: e,
    encoding: 'utf8',
  });
  return {
    status: audit.status,
    output: audit.stdout + audit.stderr,
    summary: summary.stdout.trim().split('\n').at(-1) ?? '',
  };
}

const NO_SERVICE = JSON.stringify({
  error: { code: 'E405', summary: 'Method Not Allowed - POST /-/npm/v1/security/advisories/bulk' },
});

describe('audit gate', () => {
  it('no audit service: exit 0, and the summary line of npm test says the audit was NOT performed', () => {
    const r = run(NO_SERVICE, 1);
    expect(r.status).toBe(0);
    expect(r.output).toContain('audit: NÃO realizado');
    expect(r.summary).toMatch(
      /^npm test: todas as etapas passaram; ATENÇÃO: auditoria de dependências NÃO realizada \(E405 Method Not Allowed/,
    );
    expect(r.summary).toContain('docs/SECURITY.md');
  });

  it('no audit service with AUDIT_REQUIRED=1 (a deployment): fails', () => {
    expect(run(NO_SERVICE, 1, { AUDIT_REQUIRED: '1' }).status).toBe(1);
  });

  it('an open high advisory fails; a clean report passes and the summary says the audit was done', () => {
    const bad = run(JSON.stringify({ vulnerabilities: { fastify: { name: 'fastify', severity: 'high' } } }), 1);
    expect(bad.status).toBe(1);
    expect(bad.output).toContain('FALHA: fastify (high)');
    const clean = run(JSON.stringify({ vulnerabilities: {} }), 0);
    expect(clean.status).toBe(0);
    expect(clean.summary).toBe(
      'npm test: todas as etapas passaram; auditoria de dependências realizada: 0 vulnerabilidade(s) alta(s)/crítica(s) em aberto, 0 com exceção registrada.',
    );
  });
});
