#!/usr/bin/env node
/**
 * `npm run audit`: `npm audit --omit=dev --audit-level=high`, with the exceptions written down in
 * docs/audit-exceptions.json (advisory id or package → reason). When the registry offers no
 * audit endpoint (this workplace's mirror answers 405), the gate says so and does not pretend to
 * have checked: it prints that the audit was NOT performed and exits 0, so offline CI still runs —
 * unless AUDIT_REQUIRED=1 (a deployment's pipeline, docs/SECURITY.md), where no audit is a failure.
 *
 * The outcome is also written to a status file (AUDIT_STATUS_FILE, default
 * node_modules/.cache/portal-rh/audit.json), which `scripts/gates/summary.mjs` prints on the last
 * line of `npm test`: an audit that did not happen is not buried in the middle of the output.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const STATUS_FILE = process.env.AUDIT_STATUS_FILE || resolve(root, 'node_modules/.cache/portal-rh/audit.json');

function status(s) {
  try {
    mkdirSync(dirname(STATUS_FILE), { recursive: true });
    writeFileSync(STATUS_FILE, JSON.stringify({ ...s, em: new Date().toISOString() }));
  } catch {
    // The status only feeds the summary line; the gate's own answer is its output and exit code.
  }
}

const exceptions = JSON.parse(readFileSync(resolve(root, 'docs/audit-exceptions.json'), 'utf8')).exceptions ?? {};
const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(r.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || report.statusCode) {
  const why = (
    report?.message ??
    (report?.error ? `${report.error.code ?? ''} ${report.error.summary ?? ''}` : undefined) ??
    (r.stderr ?? '').split('\n').find((l) => /error|405|ENOTFOUND|EAI_AGAIN/i.test(l)) ??
    'sem resposta'
  ).trim();
  const required = process.env.AUDIT_REQUIRED === '1';
  status({ realizado: false, motivo: why, exigido: required });
  console.warn(
    `audit: NÃO realizado — o registro não ofereceu o serviço de auditoria (${why}).${required ? ' AUDIT_REQUIRED=1: falha.' : ''}`,
  );
  process.exit(required ? 1 : 0);
}
const high = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
const open = high.filter((v) => !exceptions[v.name]);
for (const v of high)
  console.log(
    `${exceptions[v.name] ? 'exceção' : 'FALHA'}: ${v.name} (${v.severity})${exceptions[v.name] ? ` — ${exceptions[v.name]}` : ''}`,
  );
status({ realizado: true, abertas: open.length, excecoes: high.length - open.length });
if (open.length) process.exit(1);
console.log(`audit: nenhuma vulnerabilidade alta ou crítica em aberto (${high.length} com exceção registrada).`);
