/** Whether a row matches a declarative rule (`disabledWhen`): `row[field]` is one of `in`. */
import type { RowRule } from '../../screens/types.ts';

export function matchesRule(rule: RowRule | undefined, row: Record<string, unknown>): boolean {
  if (!rule) return false;
  const v = row[rule.field];
  return v !== undefined && v !== null && rule.in.includes(String(v));
}
