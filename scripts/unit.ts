/**
 * `npm run test:unit` (and `test:unit:pg`, with `--config vitest.pg.config.ts`): vitest, and one
 * more try for a test file whose process was killed by a signal while it ran.
 *
 * Why: the gateway files each start PGlite (PostgreSQL in WebAssembly) in a worker thread, and
 * V8 sometimes aborts the whole process while WebAssembly code is created and freed over and over
 * in it — `Check failed: jit_page_->allocations_.erase(addr) == 1`, SIGTRAP (nodejs/node#64500;
 * seen once on CI: "Worker exited unexpectedly with signal SIGTRAP … seed.test.ts", every test
 * passed). That is the runtime failing, not a test; the file runs again, alone, in a new process,
 * and must pass there. Nothing else is tried again: a failed assertion, an error of the code, a
 * process that exits with a code (a test calling process.exit), a crash beside a failure — the
 * run fails as vitest says. The crash is printed before the new try, so it stays visible.
 */
import { comRelogio, instanteEmBrasilia, relogioDaExecucao } from './clock/clock-env.ts';
import { rodarVitest } from './lib/vitest-processo.ts';

const CRASH = /Worker exited unexpectedly with signal (SIG[A-Z]+) during \w+ state while running test files? ([^\n]+)/g;

export interface Queda {
  sinal: string;
  arquivos: string[];
}

/**
 * The files to run again after a run that printed `saida` — or none when the run failed for any
 * other reason too (a failed test or file, an unhandled error that is not a killed process).
 */
export function arquivosParaRepetir(saida: string): Queda[] {
  const quedas = [...saida.matchAll(CRASH)].map((m) => ({ sinal: m[1], arquivos: m[2].trim().split(', ') }));
  if (!quedas.length) return [];
  if (/^\s*(Test Files|Tests)\s+.*\bfailed\b/m.test(saida)) return [];
  const erros = /^\s*Errors\s+(\d+) errors?/m.exec(saida);
  if (!erros || Number(erros[1]) !== quedas.length) return [];
  return quedas;
}

async function main() {
  const todos = process.argv.slice(2);
  const args = todos.filter((a) => !a.startsWith('--data-fixa'));
  const instante = relogioDaExecucao(todos);
  const env = instante ? comRelogio(instante) : process.env;
  console.log(
    instante
      ? `[unit] relógio dos testes: ${instanteEmBrasilia(instante)} — para repetir: PORTALRH_CLOCK=${instante} npm run test:unit`
      : `[unit] relógio dos testes: o real (${instanteEmBrasilia(new Date().toISOString())})`,
  );
  const primeira = await rodarVitest(args, '', env);
  if (primeira.code === 0) process.exit(0);
  const quedas = arquivosParaRepetir(primeira.saida);
  if (!quedas.length) process.exit(primeira.code);
  const arquivos = [...new Set(quedas.flatMap((q) => q.arquivos))];
  for (const q of quedas)
    console.log(
      `[unit] o processo de teste caiu com ${q.sinal} (o runtime, não um teste: ver scripts/unit.ts) em: ${q.arquivos.join(', ')}`,
    );
  console.log(`[unit] todos os outros testes passaram; ${arquivos.length} arquivo(s) de novo, num processo novo:`);
  const config = args.flatMap((a, i) => (a === '--config' ? [a, args[i + 1]] : a.startsWith('--config=') ? [a] : []));
  const segunda = await rodarVitest([...config, ...arquivos], '', env);
  console.log(`[unit] nova tentativa: ${segunda.code === 0 ? 'passou' : 'FALHOU'}`);
  process.exit(segunda.code);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
