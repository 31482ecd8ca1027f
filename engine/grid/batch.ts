/**
 * Batch selection of a table (spec §4): only rows whose validation status is 'Aguardando
 * validação' get a checkbox. A screen turns it on with `batch` (field and values; the spec's rule
 * is the default) and names the toolbar actions that receive the selected rows.
 */
import type { RowRule } from '../screens/types.ts';
import { matchesRule } from '../registry/actions/lib/rowRule.ts';

export const AGUARDANDO_VALIDACAO = 'Aguardando validação';
export const DEFAULT_BATCH_RULE: RowRule = { field: 'situacaoValidacao', in: [AGUARDANDO_VALIDACAO] };

export const isBatchSelectable = (rule: RowRule | undefined, row: Record<string, unknown>): boolean =>
  matchesRule(rule ?? DEFAULT_BATCH_RULE, row);

/** The key of a row in the selection (its id, else its content). */
export const rowKey = (row: Record<string, unknown>): string => String(row.id ?? JSON.stringify(row));

/** Toggles one selectable row; a row without a checkbox can never enter the selection. */
export function toggleRow(
  selected: ReadonlySet<string>,
  rule: RowRule | undefined,
  row: Record<string, unknown>,
): Set<string> {
  const next = new Set(selected);
  const k = rowKey(row);
  if (next.has(k)) next.delete(k);
  else if (isBatchSelectable(rule, row)) next.add(k);
  return next;
}

/** Header checkbox: all selectable rows of the page, or none when they are all selected already. */
export function toggleAll(
  selected: ReadonlySet<string>,
  rule: RowRule | undefined,
  rows: Record<string, unknown>[],
): Set<string> {
  const eligible = rows.filter((r) => isBatchSelectable(rule, r)).map(rowKey);
  return eligible.length > 0 && eligible.every((k) => selected.has(k)) ? new Set() : new Set(eligible);
}
