import { describe, expect, it } from 'vitest';
import { parsePageInput, rangeText } from './pagination.ts';

describe('parsePageInput', () => {
  it('accepts 1..total pages and answers the zero-based page', () => {
    expect(parsePageInput('1', 5)).toBe(0);
    expect(parsePageInput(' 5 ', 5)).toBe(4);
  });
  it('rejects out-of-range and non-numbers', () => {
    for (const t of ['0', '6', '', 'a', '-1', '2.5']) expect(parsePageInput(t, 5), t).toBeNull();
  });
});

describe('rangeText', () => {
  it('shows the rows of the page', () => {
    expect(rangeText(0, 10, 47)).toBe('Exibindo 1–10 de 47 registros');
    expect(rangeText(4, 10, 47)).toBe('Exibindo 41–47 de 47 registros');
    expect(rangeText(0, 5, 1)).toBe('Exibindo 1–1 de 1 registro');
    expect(rangeText(0, 5, 0)).toBe('Exibindo 0–0 de 0 registros');
    expect(rangeText(99, 20, 12345)).toBe('Exibindo 1.981–2.000 de 12.345 registros');
  });
});
