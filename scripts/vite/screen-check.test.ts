import { describe, expect, it } from 'vitest';
import { formatProblems } from './screen-check.ts';

describe('dev-server screen check', () => {
  it('shows the checker messages, one per line, with file and pointer', () => {
    expect(
      formatProblems([{ file: 'screens/a.screen.json', pointer: '/kind', message: "tipo de tela 'x' não existe." }]),
    ).toBe("Documento(s) de tela inválido(s):\n  screens/a.screen.json /kind: tipo de tela 'x' não existe.");
  });
});
