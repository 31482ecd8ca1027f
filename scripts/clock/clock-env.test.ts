import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comRelogio, DATAS_DE_TESTE, instanteE2E, instanteEmBrasilia, relogioDaExecucao } from './clock-env.ts';
import { clockOffsetMs } from './shifted-clock.mjs';

/**
 * What a child Node process and a worker thread inside it read as now, under `env`. The worker
 * runs a file, as PGlite's does (gateway/db/pglite-worker.mjs): Node preloads `--import` modules
 * into file workers, not into `eval` ones.
 */
function lidoPorFilho(env: NodeJS.ProcessEnv): { principal: string; worker: string; funcao: string; tipo: boolean } {
  const pasta = mkdtempSync(join(tmpdir(), 'relogio-'));
  try {
    const worker = join(pasta, 'worker.mjs');
    writeFileSync(
      worker,
      `import { parentPort } from 'node:worker_threads'; parentPort.postMessage(new Date().toISOString());`,
    );
    const codigo = `
      const { Worker } = require('node:worker_threads');
      const w = new Worker(${JSON.stringify(worker)});
      w.once('message', (worker) => {
        console.log(JSON.stringify({ principal: new Date(Date.now()).toISOString(), worker, funcao: Date(), tipo: new Date() instanceof Date }));
        w.terminate();
      });`;
    return JSON.parse(execFileSync(process.execPath, ['-e', codigo], { env, encoding: 'utf8' }));
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}

describe('the clock the tests set (scripts/clock)', () => {
  it('shifts Date in a child process and in its worker threads alike, and time goes on', () => {
    const lido = lidoPorFilho(comRelogio('2026-12-31T23:30:00-03:00'));
    for (const iso of [lido.principal, lido.worker]) {
      const ms = Date.parse(iso) - Date.parse('2026-12-31T23:30:00-03:00');
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(20_000);
    }
    expect(lido.funcao).toMatch(/^(Fri|Sat) Jan 01 2027|^Thu Dec 31 2026/);
    expect(lido.tipo).toBe(true);
  });

  it('leaves the real clock alone without PORTALRH_CLOCK', () => {
    const { PORTALRH_CLOCK: _a, PORTALRH_CLOCK_SINCE: _b, ...env } = process.env;
    const lido = lidoPorFilho(env);
    // Whatever clock runs this test, the child's is the machine's: close to the real epoch.
    expect(Math.abs(Date.parse(lido.principal) - (performance.timeOrigin + performance.now()))).toBeLessThan(20_000);
  });

  it('one offset for every process of the run, from PORTALRH_CLOCK and PORTALRH_CLOCK_SINCE', () => {
    expect(clockOffsetMs({ PORTALRH_CLOCK: '2027-01-01T00:00:00Z', PORTALRH_CLOCK_SINCE: '1000' })).toBe(
      Date.parse('2027-01-01T00:00:00Z') - 1000,
    );
    expect(clockOffsetMs({})).toBeNull();
    expect(() => clockOffsetMs({ PORTALRH_CLOCK: 'amanhã', PORTALRH_CLOCK_SINCE: '1' })).toThrow(/ISO 8601/);
  });

  it('npm test picks one of the test dates per day; an instant given or set by the caller wins', () => {
    const dia = (d: string) => relogioDaExecucao(['--data-fixa'], {}, new Date(d));
    expect(new Set(['2026-12-04', '2026-12-05', '2026-12-06'].map(dia))).toEqual(new Set(DATAS_DE_TESTE));
    expect(relogioDaExecucao(['--data-fixa=2028-02-29T12:00:00-03:00'], {})).toBe('2028-02-29T12:00:00-03:00');
    expect(relogioDaExecucao([], { PORTALRH_CLOCK: '2027-03-03T09:00:00-03:00' })).toBe('2027-03-03T09:00:00-03:00');
    expect(relogioDaExecucao([], {})).toBeNull();
  });

  it('the e2e suite runs on the next 17 November, 10:00 in Brasília: always ahead of the real clock', () => {
    expect(instanteE2E(new Date('2026-12-05T02:30:00Z'))).toBe('2027-11-17T10:00:00-03:00');
    expect(instanteE2E(new Date('2027-01-01T02:30:00Z'))).toBe('2027-11-17T10:00:00-03:00'); // 31/12 23:30 in Brasília
    expect(instanteE2E(new Date('2027-11-17T12:59:00Z'))).toBe('2027-11-17T10:00:00-03:00');
    expect(instanteE2E(new Date('2027-11-17T13:00:00Z'))).toBe('2028-11-17T10:00:00-03:00');
  });

  it('prints the instant as Brasília reads it', () => {
    expect(instanteEmBrasilia('2027-01-01T02:30:00Z')).toBe('31/12/2026 23:30 (horário de Brasília)');
  });
});
