/**
 * `npm run test:datas`: the unit suite and the gateway suite on PostgreSQL under each test date of
 * scripts/clock/clock-env.ts (the 3rd of a month, New Year's Eve at 23:30 in Brasília, 29 February
 * 2028), one after another, then a table of what passed. A test that reads "today" as a constant
 * — a notice that starts on the 1st, a month that has a 31st, a year that ends in UTC first —
 * fails on one of them. `-- --so-unit` leaves the PostgreSQL run out; `-- <ISO>…` other instants.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DATAS_DE_TESTE, instanteEmBrasilia } from './clock/clock-env.ts';

const root = resolve(import.meta.dirname, '..');

/** Runs `npm run <script>` under the clock `instante`; resolves to its exit code. */
function rodar(script: string, instante: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', script, '--', `--data-fixa=${instante}`], { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => done(code ?? 1));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const soUnit = args.includes('--so-unit');
  const datas = args.filter((a) => !a.startsWith('--'));
  const suites = soUnit ? ['test:unit'] : ['test:unit', 'test:unit:pg'];
  const linhas: string[] = [];
  let falhou = false;
  for (const instante of datas.length ? datas : DATAS_DE_TESTE)
    for (const suite of suites) {
      const t0 = performance.now();
      console.log(`\n[datas] ${suite} em ${instanteEmBrasilia(instante)}`);
      const code = await rodar(suite, instante);
      falhou ||= code !== 0;
      const s = ((performance.now() - t0) / 1000).toFixed(0);
      linhas.push(
        `${instanteEmBrasilia(instante).padEnd(42)} ${suite.padEnd(13)} ${code === 0 ? 'passou' : 'FALHOU'}  ${s} s`,
      );
    }
  console.log(`\n[datas] resultado:\n${linhas.join('\n')}`);
  process.exit(falhou ? 1 : 0);
}

await main();
