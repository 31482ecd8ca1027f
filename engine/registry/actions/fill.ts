/** `{field}` placeholders of declarative texts and parameters, filled from a row (not encoded). */
export function fillText(template: string, row: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, f: string) => String(row[f] ?? ''));
}

/** Parameters with placeholders; a value that is exactly '{field}' keeps the row value's type. */
export function fillParams(params: Record<string, string> = {}, row: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      const whole = /^\{(\w+)\}$/.exec(v);
      return [k, whole ? row[whole[1]] : fillText(v, row)];
    }),
  );
}
