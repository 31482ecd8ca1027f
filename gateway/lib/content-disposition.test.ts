/** The content-disposition of downloads (lib/content-disposition.ts); the property test covers names an attacker could send. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition (RFC 6266)', () => {
  it('keeps plain ASCII names as they were', () =>
    expect(contentDisposition('relatorio-1.xlsx')).toBe('attachment; filename="relatorio-1.xlsx"'));

  it('adds filename* for non-ASCII names with an ASCII fallback', () => {
    expect(contentDisposition('Declaração.pdf')).toBe(
      `attachment; filename="Declaracao.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o.pdf`,
    );
    expect(contentDisposition('a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });

  it('is always a single line of printable ASCII whose filename* decodes back to the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (nome) => {
        const h = contentDisposition(nome);
        expect(h).toMatch(/^[\x20-\x7e]+$/);
        const star = /filename\*=UTF-8''([^;]*)$/.exec(h);
        const fallback = /filename="([^"]*)"/.exec(h)![1];
        if (star) expect(decodeURIComponent(star[1])).toBe(nome.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ''));
        else expect(fallback).toBe(nome);
      }),
    );
  });
});
