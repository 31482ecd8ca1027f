/**
 * A paged search declared, not written: the tables, the columns, the filters (catalogue field →
 * SQL predicate), the sort whitelist and the row mapping. `paginate` runs the one recipe every
 * search of the gateway follows — the filters bound by `sqlWhere`, the bounded count (`countRows`),
 * `paginacao`, code 2 when nothing matches, then the asked page (`orderAndPage`, so an export's
 * continuous read works the same for every list) — and a handler keeps only its domain rules.
 */
import type { HandlerContext } from '../contract/handler.ts';
import { onlyDigits } from '../../schemas/formats.ts';
import { type Answer, type Failure, noResult, ok, paginacao } from '../lib/envelope.ts';
import { countRows, orderAndPage, type PagingInput } from '../lib/sql-paging.ts';
import { type AddFilter, sqlWhere } from '../lib/sql-where.ts';
import { escapeLike, isoDeDataBR, normalizeName, texto } from '../lib/text.ts';

/** One catalogue field's filter. */
export interface Filter {
  /** The request's value as the SQL compares it; `undefined` leaves the filter out. */
  value: (v: unknown) => unknown;
  /** The predicate; `n` is the placeholder of the value (also given, for a predicate that depends on it). */
  sql: (n: string, value: unknown) => string;
  /** A check of the value before it is used (an institution of another unit: 403); the failure is the answer. */
  guard?: (value: unknown, ctx: Pick<HandlerContext, 'db' | 'auth'>) => Promise<Failure | undefined>;
}

/** The filters by catalogue field of the request (only fields the request declares). */
export type Filters<I> = { [K in keyof I]?: Filter };

/** The values of the transforms below leave a filter out when the field is absent or empty. */
export const asText = (v: unknown): string | undefined => texto(v) || undefined;
export const asDigits = (v: unknown): string | undefined => onlyDigits(texto(v)) || undefined;
/** Present (even empty) → the value as text; the catalogue's enums and codes. */
export const asCode = (v: unknown): string | undefined => (v === undefined ? undefined : String(v));
export const asNumber = (v: unknown): number | undefined => (v === undefined ? undefined : Number(v));
/** Truthy → the value as text. */
export const asFilled = (v: unknown): string | undefined => (v ? String(v) : undefined);
/** 'DD/MM/AAAA' (validated by the catalogue) → 'AAAA-MM-DD'; empty means no bound. */
export const asDate = (v: unknown): string | undefined => (texto(v) ? isoDeDataBR(v) : undefined);
/** Part of a name, without accents and case, as a LIKE pattern. */
export const asContaining = (v: unknown): string | undefined => {
  const s = normalizeName(texto(v));
  return s ? `%${escapeLike(s)}%` : undefined;
};

/** The sort of a search: the whitelist, the default and the tie-break. */
export interface Sort {
  /** Sortable catalogue field → SQL expression (the request never writes SQL). */
  fields: Record<string, string>;
  /** The field sorted on when the request asks none (and for a field not in `fields`). */
  default: string;
  /** The default's direction when the request asks no sort; the request's order when absent. */
  direction?: 'ASC' | 'DESC';
  /** A sort not in `fields` gives the default direction too, not only the default field. */
  strict?: boolean;
  /** The request does not choose the field: always `default` (in `direction`, or the request's order). */
  fixed?: boolean;
  /** After the field, on a unique column, so that pages are stable. */
  tieBreak: (dir: 'ASC' | 'DESC') => string;
}

export interface List<I, L, R = L> {
  /** 'FROM … JOIN …' of the page's rows. */
  from: string;
  /** 'FROM …' the count reads, when fewer tables give the same rows (the filtered table alone). */
  countFrom?: string;
  /** 'count(*)' (default) or 'count(DISTINCT …)' when the joins repeat rows. */
  count?: string;
  /** The SELECT list. */
  columns: string;
  /** 'GROUP BY …' of the page, when a row gathers several (its count is `count(DISTINCT …)`). */
  groupBy?: string;
  /** Conditions of every page (the unit's scope), on $1…$n: the values `paginate` is given. */
  unitScope: string[];
  filters?: Filters<NoInfer<I>>;
  /** Filters written by a shared function (the servant's identification) after `filters`. */
  moreFilters?: (ctx: HandlerContext<NoInfer<I>>, add: AddFilter) => void;
  sort: Sort;
  /** A row as the catalogue answers it; absent, the row as read. */
  row?: (r: L) => R;
  /** The page as the catalogue answers it, when that needs more reads; instead of `row`. */
  rows?: (rows: L[], ctx: HandlerContext<I>) => Promise<R[]>;
}

/** The paging `orderAndPage` is given: the request's, or the default sort where the declaration says. */
function requested(p: PagingInput, o: Sort): PagingInput {
  const chosen = !o.fixed && p.sort !== undefined && (!o.strict || p.sort in o.fields);
  if (chosen || (!o.fixed && p.sort === undefined && !o.direction)) return p;
  const order = o.direction ?? p.order;
  return { ...p, sort: o.default, order, orders: [order] };
}

/**
 * The asked page of `d`: 403 (or another refusal) from a filter's guard, code 2 with the
 * `paginacao` when nothing matches or the page is past the last, else the rows and `paginacao`
 * (`totalLimitado` past the bound of the count). `scopeValues` are the unit scope's ($1…): by default
 * the token's unit.
 */
export async function paginate<I, L, R = L>(
  ctx: HandlerContext<I>,
  d: List<I, L, R>,
  scopeValues?: unknown[],
): Promise<Answer<R[]>> {
  const { db } = ctx;
  const p = ctx.paging!;
  const f = sqlWhere(d.unitScope, scopeValues ?? [ctx.auth!.unidade]);
  const input = ctx.input as Record<string, unknown>;
  for (const [field, filter] of Object.entries(d.filters ?? {}) as [string, Filter][]) {
    const value = filter.value(input[field]);
    if (value === undefined) continue;
    const refusal = await filter.guard?.(value, ctx);
    if (refusal) return refusal;
    f.add((n) => filter.sql(n, value), value);
  }
  d.moreFilters?.(ctx, f.add);
  const where = f.sql();
  const { total, bounded } = await countRows(db, `${d.countFrom ?? d.from} WHERE ${where}`, f.params, {
    paging: p,
    expr: d.count,
  });
  const pag = paginacao(p.page, p.size, total, bounded);
  if (total === 0 || p.offset >= total) return noResult(pag);
  const o = d.sort;
  const { rows } = await db.query<L>(
    `SELECT ${d.columns} ${d.from} WHERE ${where} ${d.groupBy ?? ''} ${orderAndPage(requested(p, o), o.fields, o.default, o.tieBreak)}`,
    f.params,
  );
  const page = d.rows ? await d.rows(rows, ctx) : d.row ? rows.map(d.row) : (rows as unknown as R[]);
  return ok(page, pag);
}

/** The handler of a declared search with no rule of its own. */
export const list =
  <I, L, R = L>(d: List<I, L, R>) =>
  (ctx: HandlerContext<I>): Promise<Answer<R[]>> =>
    paginate(ctx, d);

/* ------------------------------------------------------------ lists read whole, paged in memory */

/** An item field's value as it sorts: a DD/MM/AAAA date by its day (not its text), numbers as numbers. */
function sortKey(v: unknown): string | number {
  if (typeof v === 'number') return v;
  const s = String(v ?? '');
  return /^\d{2}\/\d{2}\/\d{4}$/.test(s) ? s.split('/').reverse().join('') : s;
}

function compare(a: unknown, b: unknown): number {
  const x = sortKey(a);
  const y = sortKey(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
}

/**
 * A list already read whole (a section of the servant's record, a progression's tabs, the release
 * notes: tens of rows) sorted by the request's `sort`/`order` — else by `defaultSort` — and paged
 * as `paginate` pages a search: code 2 with the `paginacao` when empty or past the last page.
 */
export function paginateItems<T>(
  p: PagingInput,
  items: T[],
  defaultSort: [string, 'ASC' | 'DESC'][] = [],
): Answer<T[]> {
  const sort: [string, 'ASC' | 'DESC'][] = p.sort
    ? p.sort.split('~').map((f, i) => [f, p.orders[i] ?? p.order])
    : defaultSort;
  const field = (x: T, c: string) => (x as Record<string, unknown>)[c];
  const sorted = sort.length
    ? [...items].sort((a, b) => {
        for (const [c, dir] of sort) {
          const r = compare(field(a, c), field(b, c));
          if (r) return dir === 'DESC' ? -r : r;
        }
        return 0;
      })
    : items;
  const pag = paginacao(p.page, p.size, sorted.length);
  const page = sorted.slice(p.offset, p.offset + p.size);
  return page.length ? ok(page, pag) : noResult(pag);
}
