/**
 * Rows for a grid whose list is empty in a fresh e2e database ('Meus relatórios' before any
 * export, the avos adjustments before any late absence, the documents before any upload): the
 * keyboard test of every row action answers the grid's endpoint itself with one row per action,
 * each row one the action is shown and enabled on (its `visibleWhen` value, never its
 * `disabledWhen` one). The rows follow the endpoint's response schema in the catalogue.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { ActionDef } from '../../engine/screens/types.ts';
import { listFiles } from '../../scripts/lib/schema-check.ts';

interface EndpointJson {
  name: string;
  method: string;
  path: string;
  paging: string;
  response?: { properties?: Record<string, { type?: string | string[]; enum?: unknown[] }> };
}

const root = resolve(import.meta.dirname, '../..');
let catalogue: Map<string, EndpointJson> | undefined;

function endpoint(name: string): EndpointJson {
  catalogue ??= new Map(
    listFiles(join(root, 'schemas/endpoints'), '.json')
      .flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { endpoints: EndpointJson[] }).endpoints)
      .map((e) => [e.name, e]),
  );
  const e = catalogue.get(name);
  if (!e) throw new Error(`endpoint desconhecido: ${name}`);
  return e;
}

/** A plausible value of a response property: digits for ids and numbers, a word for text. */
function valueOf(prop: { type?: string | string[]; enum?: unknown[] }): unknown {
  if (prop.enum?.length) return prop.enum[0];
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return '1';
}

/** One row per action: the rules of the action hold on it. */
export function rowsShowing(endpointName: string, actions: ActionDef[]): Record<string, unknown>[] {
  const props = endpoint(endpointName).response?.properties ?? {};
  const base = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, valueOf(p)]));
  return actions.map((a, i) => {
    // Every number of a row its own (ids, keys): two rows with one key are one row to the grid.
    const proprios = Object.fromEntries(
      Object.entries(base)
        .filter(([, v]) => v === 1)
        .map(([k]) => [k, i + 1]),
    );
    const row: Record<string, unknown> = { ...base, ...proprios, id: i + 1 };
    if (a.visibleWhen) row[a.visibleWhen.field] = a.visibleWhen.in[0];
    if (a.disabledWhen && a.disabledWhen.in.includes(row[a.disabledWhen.field] as never))
      row[a.disabledWhen.field] = 'OUTRO';
    return row;
  });
}

/** Answers `endpointName` on `page` with `rows` (one page of them) until the returned function is called. */
export async function answerWith(
  page: Page,
  endpointName: string,
  rows: Record<string, unknown>[],
): Promise<() => Promise<void>> {
  const e = endpoint(endpointName);
  const path = new RegExp(`${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
  const matches = (url: URL) => path.test(url.pathname);
  await page.route(matches, (route) =>
    route.request().method() !== e.method
      ? route.fallback()
      : route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            codigoMensagem: 0,
            mensagem: 'Linhas simuladas pelo teste.',
            objeto: rows,
            paginacao: { pagina: 0, tamanhoPagina: rows.length, totalRegistros: rows.length, totalPaginas: 1 },
          }),
        }),
  );
  return () => page.unroute(matches);
}
