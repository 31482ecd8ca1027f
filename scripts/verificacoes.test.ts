import { describe, expect, it } from 'vitest';
import { emParalelo, VERIFICACOES } from './verificacoes.ts';

describe('npm run verificar', () => {
  it('never runs more checks at once than it has cores for, and answers in the given order', async () => {
    let agora = 0;
    let maximo = 0;
    const soltar: Array<() => void> = [];
    const fazer = (n: string) =>
      new Promise<string>((done) => {
        agora++;
        maximo = Math.max(maximo, agora);
        soltar.push(() => {
          agora--;
          done(n.toUpperCase());
        });
      });
    const todos = emParalelo(['a', 'b', 'c', 'd', 'e'], 2, fazer);
    // Each one let go in turn: the next starts only when a place is free.
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      soltar.shift()!();
    }
    expect(await todos).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(maximo).toBe(2);
  });

  it('keeps every static check npm test ran one by one', () => {
    expect([...VERIFICACOES].sort()).toEqual(
      [
        'audit',
        'docs:screens -- --check',
        'format:check',
        'lint',
        'schemas:check',
        'schemas:types -- --check',
        'typecheck',
      ].sort(),
    );
  });
});
