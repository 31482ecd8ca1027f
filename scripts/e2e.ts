/**
 * `npm run test:e2e`: the end-to-end files in two shards side by side (E2E_SHARDS, default 2, at
 * most the cores), each its own vitest process with its own portal and database
 * (tests/e2e/global-setup.ts), one file after another within a shard: the tests mostly wait — for
 * a page, an answer, a transition — so one shard leaves a core idle, and two portals keep one
 * shard's writes out of the other's reads. Measured on two cores: 1,287 s in one process, 905 s in
 * two. `E2E_SHARDS=1` runs everything in one process. Everything runs at one instant
 * (instanteE2E, scripts/clock/clock-env.ts; the pages too: tests/e2e/browser.ts), not on the real date.
 *
 * Files are dealt longest first to the shard with less work (tests/e2e/tempos.json holds each
 * file's seconds in a run; a file not listed counts as the median; each full run writes its own
 * times to test-results/e2e-tempos.json, to copy over it when they drift). With arguments
 * (`npm run test:e2e -- shell`) one vitest process runs just what they select.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { comRelogio, instanteE2E, instanteEmBrasilia, relogioDaExecucao } from './clock/clock-env.ts';
import { rodarVitest } from './lib/vitest-processo.ts';

const root = resolve(import.meta.dirname, '..');
const config = ['--config', 'tests/vitest.e2e.config.ts'];

/** Runs the e2e vitest with `args` under `env`; its lines go out prefixed with `tag`. */
const run = (args: string[], tag: string, env: NodeJS.ProcessEnv) => rodarVitest([...config, ...args], tag, env);

/** Each file's seconds as a vitest run printed them ('✓ tests/e2e/x.e2e.test.ts (3 tests) 6181ms'), also from a shard's log. */
export function fileSeconds(output: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of output.matchAll(
    /^(?:\[e2e \d+\] )?\s*[✓❯×]\s+tests\/e2e\/(\S+\.e2e\.test\.ts) \(\d+ tests?[^)]*\) (\d+)ms/gm,
  ))
    out[m[1]] = Math.round(Number(m[2]) / 1000);
  return out;
}

/** Longest first, each to the shard with the fewest seconds so far. */
export function dealFiles(
  files: string[],
  seconds: Record<string, number>,
  shards: number,
): { files: string[]; total: number }[] {
  const known = files
    .map((f) => seconds[f])
    .filter((s) => typeof s === 'number')
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (f: string) => seconds[f] ?? median;
  const bins = Array.from({ length: shards }, () => ({ files: [] as string[], total: 0 }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const bin = bins.reduce((min, b) => (b.total < min.total ? b : min));
    bin.files.push(f);
    bin.total += weight(f);
  }
  return bins.filter((b) => b.files.length > 0);
}

async function main() {
  const todos = process.argv.slice(2);
  const args = todos.filter((a) => !a.startsWith('--data-fixa'));
  // The portal, the tests and every page run at one instant, not on the real date.
  const instante = relogioDaExecucao(todos) ?? instanteE2E();
  const env = comRelogio(instante);
  console.log(
    `[e2e] relógio dos testes: ${instanteEmBrasilia(instante)} — outro instante: PORTALRH_CLOCK=<ISO> npm run test:e2e`,
  );
  if (args.length > 0) process.exit((await run(args, '', env)).code);
  const dir = resolve(root, 'tests/e2e');
  const files = readdirSync(dir).filter((f) => f.endsWith('.e2e.test.ts'));
  const seconds: Record<string, number> = JSON.parse(readFileSync(resolve(dir, 'tempos.json'), 'utf8'));
  // As many as asked (E2E_SHARDS), else two on a machine of two cores or more. More than the cores
  // only overloads them, throttled pages too: Chromium's browser and raster processes are not
  // throttled (six shards at 4× on two cores: load 32, tests failing on time alone).
  const shards = Math.max(1, Number(process.env.E2E_SHARDS) || Math.min(2, availableParallelism()));
  const bins = dealFiles(files, seconds, shards);
  const t0 = Date.now();
  bins.forEach((b, i) =>
    console.log(`[e2e ${i + 1}] ${b.files.length} arquivo(s), ~${b.total} s: ${b.files.join(', ')}`),
  );
  const runs = await Promise.all(
    bins.map((b, i) =>
      run(
        b.files.map((f) => `tests/e2e/${f}`),
        `[e2e ${i + 1}] `,
        env,
      ),
    ),
  );
  const codes = runs.map((r) => r.code);
  // This run's times, to deal the next runs by (copy over tests/e2e/tempos.json when they drift).
  const measured = Object.fromEntries(
    Object.entries(Object.assign({}, ...runs.map((r) => fileSeconds(r.saida))) as Record<string, number>).sort(
      (a, b) => b[1] - a[1],
    ),
  );
  mkdirSync(resolve(root, 'test-results'), { recursive: true });
  writeFileSync(resolve(root, 'test-results/e2e-tempos.json'), `${JSON.stringify(measured, null, 2)}\n`);
  const failed = codes.map((c, i) => (c === 0 ? '' : `${i + 1}`)).filter(Boolean);
  console.log(
    `[e2e] ${bins.length} parte(s) em ${((Date.now() - t0) / 1000).toFixed(0)} s: ${failed.length ? `FALHOU na(s) parte(s) ${failed.join(', ')}` : 'todas passaram'}`,
  );
  process.exit(failed.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
