import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { arquivosParaRepetir } from './unit.ts';

const root = resolve(import.meta.dirname, '..');

/** What vitest printed on CI when V8 killed the worker running seed.test.ts (every test passed). */
const QUEDA_NO_CI = `
 ✓  node  scripts/auditoria-verificar.test.ts (2 tests) 3235ms
⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯
Vitest caught 1 unhandled error during the test run.
Error: [vitest-pool]: Worker forks emitted error.
 ❯ EventEmitter.onTaskError node_modules/vitest/dist/chunks/index.ER9afepi.js:6031:21
Caused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state while running test file /check/work/main/gateway/db/seed.test.ts
 ❯ ChildProcess.emitUnexpectedExit node_modules/vitest/dist/chunks/index.ER9afepi.js:5447:33

 Test Files  191 passed | 3 skipped (195)
      Tests  1701 passed | 22 skipped (1728)
     Errors  1 error
`;

describe('arquivosParaRepetir (which crashed files run again)', () => {
  it('a file whose process a signal killed, when nothing else failed', () => {
    expect(arquivosParaRepetir(QUEDA_NO_CI)).toEqual([
      { sinal: 'SIGTRAP', arquivos: ['/check/work/main/gateway/db/seed.test.ts'] },
    ]);
  });

  it('nothing when a test failed too, when another unhandled error came with it, or when the process exited with a code', () => {
    expect(arquivosParaRepetir(QUEDA_NO_CI.replace('1701 passed', '1 failed | 1700 passed'))).toEqual([]);
    expect(arquivosParaRepetir(QUEDA_NO_CI.replace('191 passed', '1 failed | 190 passed'))).toEqual([]);
    expect(arquivosParaRepetir(QUEDA_NO_CI.replace('Errors  1 error', 'Errors  2 errors'))).toEqual([]);
    expect(arquivosParaRepetir(QUEDA_NO_CI.replace('with signal SIGTRAP', 'with exit code 1'))).toEqual([]);
    expect(arquivosParaRepetir('Test Files  3 passed (3)')).toEqual([]);
  });
});

describe('npm run test:unit on a file whose process dies', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A vitest project of one test file in a folder of its own; `corpo` runs inside its test. */
  function projeto(corpo: string) {
    dir = mkdtempSync(join(tmpdir(), 'prh-unit-'));
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      `export default { test: { root: ${JSON.stringify(dir)}, include: ['*.caso.test.mjs'] } };\n`,
    );
    writeFileSync(
      join(dir, 'queda.caso.test.mjs'),
      [
        "import { existsSync, readFileSync, writeFileSync } from 'node:fs';",
        "import { it, expect } from 'vitest';",
        `const contador = ${JSON.stringify(join(dir, 'vezes'))};`,
        "it('roda', () => {",
        "  const vez = (existsSync(contador) ? Number(readFileSync(contador, 'utf8')) : 0) + 1;",
        '  writeFileSync(contador, String(vez));',
        `  ${corpo}`,
        '});',
        '',
      ].join('\n'),
    );
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/unit.ts', '--config', join(dir, 'vitest.config.mjs')],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    return { code: r.status, saida: r.stdout + r.stderr, vezes: Number(readFileSync(join(dir, 'vezes'), 'utf8')) };
  }

  it('runs it again once in a new process, says so, and passes when it passes there', () => {
    const r = projeto("if (vez === 1) process.kill(process.pid, 'SIGTRAP');");
    expect(r.vezes).toBe(2);
    expect(r.saida).toContain('caiu com SIGTRAP');
    expect(r.saida).toContain('nova tentativa: passou');
    expect(r.code).toBe(0);
  }, 60_000);

  it('fails when it dies again', () => {
    const r = projeto("process.kill(process.pid, 'SIGTRAP');");
    expect(r.vezes).toBe(2);
    expect(r.saida).toContain('nova tentativa: FALHOU');
    expect(r.code).not.toBe(0);
  }, 60_000);

  it('never runs a failed assertion again', () => {
    const r = projeto('expect(vez).toBe(2);');
    expect(r.vezes).toBe(1);
    expect(r.saida).not.toContain('caiu com');
    expect(r.saida).not.toContain('nova tentativa');
    expect(r.code).not.toBe(0);
  }, 60_000);
});
