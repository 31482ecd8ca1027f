import { describe, expect, it } from 'vitest';
import { changesText } from './JsonDiff.tsx';

const doc = (title: string, icon = 'search') =>
  `${JSON.stringify({ id: 'tela', title, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, icon }, null, 2)}\n`;

describe('the line above a comparison', () => {
  it('counts the changed stretches of lines the view marks, not the characters that differ', () => {
    // Two words of one line replaced: one stretch, however many characters differ inside it.
    expect(changesText(doc('Saldos da unidade'), doc('Saldos por servidor'))).toBe('1 trecho alterado.');
    expect(changesText(doc('Saldos da unidade'), doc('Saldos por servidor', 'th'))).toBe('2 trechos alterados.');
    expect(changesText(doc('Igual'), doc('Igual'))).toBe('Os documentos são iguais.');
  });
});
