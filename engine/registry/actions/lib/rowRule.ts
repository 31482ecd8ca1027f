/** Whether a row matches a declarative rule (`disabledWhen`): `row[field]` is one of `in`. */

/** Structural, so a rule built in code (a plain list) needs no tuple type. */
export function matchesRule(
  rule: { field: string; in: readonly string[] } | undefined,
  row: Record<string, unknown>,
): boolean {
  if (!rule) return false;
  const v = row[rule.field];
  return v !== undefined && v !== null && rule.in.includes(String(v));
}
