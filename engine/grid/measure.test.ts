import { describe, expect, it } from 'vitest';
import { type GridMetrics, measureColumn } from './measure.ts';

const m: GridMetrics = {
  headerFont: 'h',
  headerExtra: 24,
  cellFont: 'c',
  cellExtra: 24,
  sortIcon: 24,
  statusFont: 'tag',
  statusExtra: 16,
};
// 8 px a character in the cells and headers, 9 in the (bold) status tags.
const width = (text: string, font: string) => text.length * (font === 'tag' ? 9 : 8);

describe('what a grid column asks for', () => {
  it('a declared width is the most it asks for, and gives way down to its whole header', () => {
    const competencia = { field: 'c', header: 'Competência', format: 'competencia', width: 120 };
    const col = measureColumn(competencia, [{ c: '112026' }], true, m, width);
    expect(col.weight).toBe(0);
    expect(col.content).toBe(120);
    expect(col.min).toBe(11 * 8 + 24 + 24 + 2); // the header word and the sort arrow: not 'Competê…'
    const narrow = measureColumn({ field: 'n', header: 'N', width: 200 }, [{ n: 'abc' }], false, m, width);
    expect(narrow.content).toBe(3 * 8 + 24); // no wider than its content (fitWidths keeps it at its minimum)
  });

  it('a status tag is measured in its own font, so it is never clipped', () => {
    const col = measureColumn(
      { field: 's', header: 'Situação', cell: 'status' },
      [{ s: 'Pagamento bloqueado' }],
      false,
      m,
      width,
    );
    expect(col.min).toBe(19 * 9 + 16 + 24);
  });
});
