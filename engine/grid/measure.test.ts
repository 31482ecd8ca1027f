import { describe, expect, it } from 'vitest';
import type { ActionDef } from '../screens/types.ts';
import { actionsWidthFor, type GridMetrics, measureColumn } from './measure.ts';

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

  it('a status tag is measured in its own font, on one line while there is room, else broken between words: never clipped', () => {
    const col = measureColumn(
      { field: 's', header: 'Situação', cell: 'status' },
      [{ s: 'Aguardando aprovação desbloqueio' }],
      false,
      m,
      width,
    );
    expect(col.line).toBe(32 * 9 + 16 + 24);
    expect(col.min).toBe(11 * 9 + 16 + 24); // 'DESBLOQUEIO', its longest word
    expect(col.whole).toBe(col.min);
  });

  it('a date, time or number in plain text is never cut, and a declared width does not cut a longer value', () => {
    const gerado = measureColumn(
      { field: 'g', header: 'Gerado em', width: 120 },
      [{ g: '04/12/2026 14:30' }, { g: '' }],
      false,
      m,
      width,
    );
    expect(gerado.min).toBe(16 * 8 + 24); // the whole date and time
    expect(gerado.content).toBe(16 * 8 + 24);
    const nome = measureColumn(
      { field: 'n', header: 'Nome', width: 100 },
      [{ n: 'Alessandra Barros' }],
      false,
      m,
      width,
    );
    expect(nome.min).toBe(64); // a name may still give way when the table has no room…
    expect(nome.content).toBe(17 * 8 + 24); // …but asks for its whole value
    expect(nome.whole).toBe(17 * 8 + 24);
  });

  it('a wrapped column asks for its value on one line and is whole at its longest word', () => {
    const col = measureColumn(
      { field: 't', header: 'Tipo', wrap: true },
      [{ t: 'Licença-maternidade prorrogada' }],
      false,
      m,
      width,
    );
    expect(col.content).toBe(30 * 8 + 24);
    expect(col.whole).toBe(19 * 8 + 24);
    expect(col.min).toBe(19 * 8 + 24);
  });
});

describe('the actions column', () => {
  const actions = [
    { action: 'command', label: 'Solicitar desbloqueio', visibleWhen: { field: 's', in: ['B'] } },
    { action: 'command', label: 'Aprovar desbloqueio', visibleWhen: { field: 'p', in: ['true'] } },
    { action: 'command', label: 'Recusar desbloqueio', visibleWhen: { field: 'p', in: ['true'] } },
  ] as unknown as ActionDef[];
  it('is as wide as the buttons the busiest row of the page shows, never narrower than its header', () => {
    expect(actionsWidthFor(actions, [{ s: 'B' }, { s: 'B' }])).toBe(72);
    expect(actionsWidthFor(actions, [{ s: 'B' }, { s: 'A', p: true }])).toBe(90);
    expect(actionsWidthFor(actions, [{ s: 'B', p: true }])).toBe(120);
    expect(actionsWidthFor(undefined, [{ s: 'B' }])).toBe(0);
  });
});
