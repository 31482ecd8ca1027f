/**
 * One vitest run in a child process, its lines passed through (prefixed with `tag`) and kept, so
 * a runner (scripts/e2e.ts, scripts/unit.ts) can read what happened after it ends.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '../..');

export interface Execucao {
  code: number;
  /** Everything the run printed, stdout and stderr, without colour codes. */
  saida: string;
}

/** Runs `vitest run ...args` from the repository root (with `env`); resolves when it ends. */
export function rodarVitest(args: string[], tag = '', env: NodeJS.ProcessEnv = process.env): Promise<Execucao> {
  return new Promise((done) => {
    const vitest = resolve(root, 'node_modules/vitest/vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const partes: string[] = [];
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        partes.push(chunk);
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${tag}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${tag}${rest}\n`));
    }
    const repassar = (s: NodeJS.Signals) => child.kill(s);
    for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, repassar);
    child.on('close', (code, signal) => {
      for (const s of ['SIGINT', 'SIGTERM'] as const) process.off(s, repassar);
      done({ code: code ?? (signal ? 1 : 0), saida: stripVTControlCharacters(partes.join('')) });
    });
  });
}
