/**
 * A status is shown upper case in its tag (status.tsx, spec §4), a short badge; the filter that
 * picks it names the same words in sentence case: a select of capitals shouts, and its longest
 * option ('AGUARDANDO APROVAÇÃO DESBLOQUEIO') was cut inside the field.
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

const sentence = (t: string) => t.charAt(0).toLocaleUpperCase('pt-BR') + t.slice(1).toLocaleLowerCase('pt-BR');

describe('status filters are written in sentence case', () => {
  const withStatus = docs.filter((d) => d.columns?.some((c) => c.cell === 'status') && d.filters);
  it('there are such screens', () => expect(withStatus.length).toBeGreaterThan(5));
  for (const d of withStatus)
    for (const [name, prop] of Object.entries(d.filters!.schema.properties ?? {}))
      if (/^(situacao|status)/.test(name) && prop.oneOf)
        it(`${d.id}: ${name}`, () => {
          const titles = prop.oneOf!.map((o) => o.title);
          expect(titles).toEqual(titles.map(sentence));
        });
});
