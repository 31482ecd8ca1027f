/**
 * A whole list shown a page at a time: an endpoint without paging (catalogue `paging: 'none'`)
 * answers every row, with no `paginacao`, while the search results show a page and a footer. The
 * page, and the order a header asked for, are then made here — otherwise every row was drawn under
 * a footer saying 'Exibindo 1–10 de 24', and a sortable header changed nothing (the request of a
 * list carries no sort).
 */
import type { SortState } from '../kinds/search/nextSort.ts';

type Row = Record<string, unknown>;

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Values in the order a person reads them: numbers by value, text in pt-BR; empty ones last either way. */
function compare(a: unknown, b: unknown): number {
  const vazio = (v: unknown) => v === null || v === undefined || v === '';
  if (vazio(a) || vazio(b)) return vazio(a) === vazio(b) ? 0 : vazio(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by `sort` (stable: equal rows keep the gateway's order). */
export function sortRows(rows: Row[], sort: SortState | null): Row[] {
  if (!sort) return rows;
  const dir = sort.order === 'DESC' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const c = compare(x.row[sort.field], y.row[sort.field]);
      if (c === 0) return x.i - y.i;
      const vazio = (v: unknown) => v === null || v === undefined || v === '';
      return vazio(x.row[sort.field]) || vazio(y.row[sort.field]) ? c : c * dir;
    })
    .map((x) => x.row);
}

/** Page `page` (zero-based) of `size` rows of the whole list, in the order asked. */
export function pageOfList(rows: Row[], q: { page: number; size: number; sort: SortState | null }): Row[] {
  return sortRows(rows, q.sort).slice(q.page * q.size, (q.page + 1) * q.size);
}
