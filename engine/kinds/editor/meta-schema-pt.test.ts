import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The editor's completion and hover help show the meta-schema's texts to HR analysts, who read
 * Portuguese: a text written (or left) in English fails here. A heuristic: after dropping what is
 * quoted (identifiers, paths, example values), no common English word may remain.
 */
const SCHEMA = join(import.meta.dirname, '../../../schemas/screen.schema.json');
const TEXT_KEYS = new Set(['description', 'title', 'errorMessage', 'markdownDescription']);
/** Common English words; whole words only, as JavaScript's \b takes an accented letter for a boundary ('painéis' would hold 'is'). */
const WORDS =
  'the of when is are must and with from by for to on in an its it be or not this that which each only shown shows takes row rows screen default name unique always offers column section tab panel chart category confirmation';
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}_])(${WORDS.split(' ').join('|')})(?![\\p{L}\\p{N}_])`, 'iu');

/** Every human text of the schema (keyword values only: a property named `title` is an object), with its path. */
function texts(node: unknown, path = '#'): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((v, i) => texts(v, `${path}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]): [string, string][] =>
    TEXT_KEYS.has(k) && typeof v === 'string' ? [[`${path}/${k}`, v]] : texts(v, `${path}/${k}`),
  );
}

function englishIn(text: string): string | undefined {
  if (/\w's\b/.test(text)) return "possessive 's";
  const unquoted = text.replace(/`[^`]*`|'[^']*'|"[^"]*"/g, ' ');
  return ENGLISH.exec(unquoted)?.[0];
}

describe('meta-schema texts (schemas/screen.schema.json)', () => {
  const all = texts(JSON.parse(readFileSync(SCHEMA, 'utf8')));

  it('are all in Portuguese', () => {
    expect(all.length).toBeGreaterThan(100);
    const english = all.flatMap(([path, text]) => (englishIn(text) ? [`${path}: ${text}`] : []));
    expect(english).toEqual([]);
  });

  it('the heuristic tells an English text from a Portuguese one', () => {
    expect(englishIn('Name of an endpoint in schemas/endpoints/*.json.')).toBeDefined();
    expect(englishIn("Button text; for a row action's icon button.")).toBeDefined();
    expect(englishIn('Rows per page.')).toBeDefined();
    expect(englishIn('Nome de um endpoint em schemas/endpoints/*.json.')).toBeUndefined();
    expect(
      englishIn(
        "Regra sobre uma linha: é atendida quando `field` tem um dos valores de `in`; 'each' chama o endpoint.",
      ),
    ).toBeUndefined();
  });
});
