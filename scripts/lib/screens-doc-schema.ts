/**
 * docs:screens' words for the meta-schema (scripts/docs-screens.ts): a property's type, its
 * constraints and a value written for it, as Markdown table cells.
 */

export type Obj = Record<string, unknown>;
export type Schema = Obj & {
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  items?: Schema;
  description?: string;
};

export const code = (v: unknown, max = 110): string => {
  let s = JSON.stringify(v) ?? 'undefined';
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return `\`${s.replace(/`/g, "'")}\``;
};
export const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
export const defName = (ref: string): string => ref.replace('#/$defs/', '');

/** A property's type in words: `string`, `'a' \| 'b'`, [column](#column)[]… */
export function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return `[${defName(s.$ref)}](#${defName(s.$ref).toLowerCase()})`;
  if (s.const !== undefined) return code(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => code(v)).join(' \\| ');
  const alts = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (alts && !s.type) return alts.map(typeOf).join(' \\| ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (s.type === 'object' && s.properties) return `object (${Object.keys(s.properties).join(', ')})`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `object of ${typeOf(s.additionalProperties as Schema)}`;
  return [s.type ?? 'any'].flat().join(' \\| ');
}

/** Constraints worth telling an analyst (pattern, range, default). */
export function constraints(s: Schema): string {
  const out: string[] = [];
  if (s.pattern) out.push(`pattern \`${String(s.pattern)}\``);
  if (s.minimum !== undefined || s.maximum !== undefined) out.push(`${s.minimum ?? '…'}–${s.maximum ?? '…'}`);
  if (s.minItems !== undefined) out.push(`at least ${String(s.minItems)} item(s)`);
  if (s.minLength !== undefined) out.push(`at least ${String(s.minLength)} character(s)`);
  if (s.default !== undefined) out.push(`default ${code(s.default)}`);
  return out.length ? ` (${out.join('; ')})` : '';
}

/** A written example for a property no screen uses yet: a value of its type. */
export function writtenExample(p: Schema): unknown {
  const value = p.const ?? (Array.isArray(p.enum) ? p.enum[0] : undefined) ?? p.default;
  if (value !== undefined) return value;
  const t = [p.type].flat()[0];
  if (t === 'boolean') return true;
  if (t === 'integer' || t === 'number') return p.minimum ?? 1;
  if (t === 'array') return Array.isArray(p.items?.enum) ? [p.items.enum[0]] : [];
  if (t === 'object') return {};
  return '…';
}
