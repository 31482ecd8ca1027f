/**
 * A status is shown upper case in its tag (status.tsx, spec §4); the filter that picks it names
 * the same words, or a person reads 'Pendente' in the filter and 'PENDENTE' in the table.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../scripts/lib/schema-check.ts';

interface Doc {
  id: string;
  columns?: { cell?: string }[];
  filters?: { schema: { properties?: Record<string, { oneOf?: { title: string }[] }> } };
}

const docs = listFiles(resolve(import.meta.dirname, '../../../screens'), '.screen.json').map(
  (f) => JSON.parse(readFileSync(f, 'utf8')) as Doc,
);

describe('status filters are written as their tags show them', () => {
  const withStatus = docs.filter((d) => d.columns?.some((c) => c.cell === 'status') && d.filters);
  it('there are such screens', () => expect(withStatus.length).toBeGreaterThan(5));
  for (const d of withStatus)
    for (const [name, prop] of Object.entries(d.filters!.schema.properties ?? {}))
      if (/^(situacao|status)/.test(name) && prop.oneOf)
        it(`${d.id}: ${name}`, () => {
          const titles = prop.oneOf!.map((o) => o.title);
          expect(titles).toEqual(titles.map((t) => t.toLocaleUpperCase('pt-BR')));
        });
});
