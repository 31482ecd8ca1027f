import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarCells, avatarSvg } from './avatar.ts';

describe('avatar', () => {
  it('is mirrored left to right and stays inside the 5×5 grid', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const cells = avatarCells(Buffer.from(bytes));
        const key = (c: number, r: number) => `${c},${r}`;
        const set = new Set(cells.map(([c, r]) => key(c, r)));
        for (const [c, r] of cells) {
          expect(c >= 0 && c < 5 && r >= 0 && r < 5).toBe(true);
          expect(set.has(key(4 - c, r))).toBe(true);
        }
      }),
    );
  });

  it('draws the same picture for the same cpf, masked or not, and one that does not contain it', () => {
    const svg = avatarSvg('52998224725');
    expect(avatarSvg('529.982.247-25')).toBe(svg);
    expect(avatarSvg('11144477735')).not.toBe(svg);
    expect(svg).not.toContain('52998224725');
    expect(svg).toContain(`hsl(${Math.round((createHash('sha256').update('52998224725').digest()[0] / 256) * 360)} `);
  });
});
