/**
 * Spec §9 page sizes, over every screen document as it is written: "size 10 for most searches, 5 for
 * detail tables, dashboards and the time-counting area, 60 for the report list". A screen that
 * declares another size for one of those breaks the rule here, whatever the engine's defaults are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import { DASHBOARD_PAGE_SIZE } from '../kinds/dashboard/ChartPanel.tsx';
import { DEFAULT_PAGE_SIZE } from '../kinds/search/useSearchScreen.ts';

const SCREENS_DIR = join(import.meta.dirname, '../../screens');
const catalogue = new Map(loadCatalogue().map((e) => [e.name, e]));

interface Lista {
  tela: string;
  onde: 'source' | 'table';
  endpoint: string;
  pageSize?: number;
}

/** Every paged list of every screen: a search's source and each table of a detail or tab screen. */
function listas(): Lista[] {
  const out: Lista[] = [];
  const files = readdirSync(SCREENS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.screen.json'),
  );
  for (const file of files) {
    const doc = JSON.parse(readFileSync(join(SCREENS_DIR, file), 'utf8')) as Record<string, unknown>;
    const visit = (node: unknown, key: string): void => {
      if (Array.isArray(node)) return node.forEach((n) => visit(n, key));
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (
        (key === 'source' || key === 'table') &&
        typeof o.endpoint === 'string' &&
        catalogue.get(o.endpoint)?.paging !== 'none'
      )
        out.push({ tela: String(doc.id), onde: key, endpoint: o.endpoint, pageSize: o.pageSize as number | undefined });
      for (const [k, v] of Object.entries(o)) visit(v, k);
    };
    visit(doc, '');
  }
  return out;
}

const todas = listas();
/** What the engine asks for when the document names no size (a search's source, or a detail table). */
const tamanho = (l: Lista) => l.pageSize ?? (l.onde === 'table' ? 5 : DEFAULT_PAGE_SIZE);

describe('spec §9 page sizes of the screen documents', () => {
  it('finds the lists (a broken walk would pass every rule below)', () => {
    expect(todas.filter((l) => l.onde === 'table').length).toBeGreaterThan(30);
    expect(todas.filter((l) => catalogue.get(l.endpoint)?.paging === 'time-counting').length).toBeGreaterThan(10);
  });

  it('§9 page size 5 for the time-counting area (every list over a time-counting endpoint)', () => {
    const fora = todas.filter((l) => catalogue.get(l.endpoint)?.paging === 'time-counting' && tamanho(l) !== 5);
    expect(fora.map((l) => `${l.tela}: ${l.endpoint} ${tamanho(l)}`)).toEqual([]);
  });

  it('§9 page size 5 for detail tables', () => {
    const fora = todas.filter((l) => l.onde === 'table' && tamanho(l) !== 5);
    expect(fora.map((l) => `${l.tela}: ${l.endpoint} ${tamanho(l)}`)).toEqual([]);
  });

  it('§9 page size 60 for the report list', () => {
    expect(todas.find((l) => l.tela === 'pesquisar-relatorios' && l.onde === 'source')?.pageSize).toBe(60);
  });

  it('§9 table default size 5, and 5 for dashboards', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(5);
    expect(DASHBOARD_PAGE_SIZE).toBe(5);
  });
});
