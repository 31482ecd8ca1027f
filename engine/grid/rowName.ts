/**
 * What names a row to a screen reader (its actions cell is 'Ações de Helena Souza'): the value of
 * the first column shown as text that says which row it is. The portal's tables put that column
 * first — the person's name, the process or lauda number, the pay slip's competência — so the
 * rule needs no word in the screen documents. Skipped on the way: dates and amounts, which repeat
 * between rows and say nothing of whose row it is, and drawn cells (a status tag is a state, not
 * a name). Undefined when no column names the row (the cell then says the row's position).
 */
import type { ColumnDef } from '../screens/types.ts';
import { cellText } from './measure.ts';

const NOT_A_NAME = new Set(['date', 'moeda', 'decimal', 'percentual']);

export function rowName(columns: ColumnDef[], row: Record<string, unknown>): string | undefined {
  for (const c of columns) {
    if ((c.cell && c.cell !== 'text') || (c.format && NOT_A_NAME.has(c.format))) continue;
    const text = cellText(c, row[c.field]).trim();
    if (text && text !== '-') return text;
  }
  return undefined;
}
