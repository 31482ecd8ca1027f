#!/usr/bin/env node
/**
 * The last line of `npm test` (run only when every step passed): says that it passed and whether
 * the dependency audit was really performed, from the status `scripts/gates/audit.mjs` wrote. An
 * audit that could not run (registry without the audit service) keeps `npm test` green, but is
 * said here, where it is read, instead of only in the middle of the output.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const file = process.env.AUDIT_STATUS_FILE || resolve(root, 'node_modules/.cache/portal-rh/audit.json');

let s;
try {
  s = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  s = undefined;
}
const audit = !s
  ? 'auditoria de dependências NÃO executada nesta rodada (npm run audit)'
  : s.realizado
    ? `auditoria de dependências realizada: ${s.abertas ?? 0} vulnerabilidade(s) alta(s)/crítica(s) em aberto, ${s.excecoes ?? 0} com exceção registrada`
    : `ATENÇÃO: auditoria de dependências NÃO realizada (${s.motivo}); veja docs/SECURITY.md`;
console.log(`npm test: todas as etapas passaram; ${audit}.`);
