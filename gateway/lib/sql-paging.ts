/**
 * The two halves of a server-side paged search in SQL: the total of the filtered rows (for
 * `paginacao`) and the ORDER BY / LIMIT / OFFSET of the asked page. The sort field is looked up in
 * the endpoint's whitelist (`sortSql`, catalogue name → SQL expression), so the request never
 * writes SQL; a tie-break on a unique column keeps pages stable.
 */
import type { Db } from '../db/types.ts';

/** The paging the router read from a request: what a page of a list asks for. */
export interface PagingInput {
  /** As asked (zero- or one-based, per the endpoint's paging style); echoed in `paginacao.pagina`. */
  page: number;
  size: number;
  /** Rows to skip. */
  offset: number;
  sort?: string;
  /** Order of the first sorted field. */
  order: 'ASC' | 'DESC';
  /** One order per '~'-joined sort field ('DESC~DESC'); a missing one repeats the first. */
  orders: ('ASC' | 'DESC')[];
  /**
   * Set only by the report worker: the whole ordered result is read in one pass (no LIMIT/OFFSET;
   * `orderAndPage` marks the statement for gateway/reports/leitura-continua.ts).
   */
  continuous?: boolean;
}

/**
 * Bound of the count of an interactive page: a search never reads more than this many
 * rows to count them; past it the answer says "more than" (`paginacao.totalLimitado`, the grid's
 * 'mais de 10.000 registros'). Exact below it.
 */
export const COUNT_BOUND = 10_000;

let currentBound = COUNT_BOUND;

/**
 * Sets the bound every `countRows` without its own `bound` uses (tests lower it to prove it on a small
 * seed; nothing else calls it); no argument restores `COUNT_BOUND`. Returns the previous bound.
 */
export function setCountBound(bound: number = COUNT_BOUND): number {
  if (!Number.isSafeInteger(bound) || bound < 1) throw new RangeError(`Limite de contagem inválido: ${bound}`);
  const before = currentBound;
  currentBound = bound;
  aboveBound.clear();
  return before;
}

/** A count: exact (`bounded` false), or the bound with `bounded` true when there are more rows. */
export interface Count {
  total: number;
  bounded: boolean;
}

export interface CountOptions {
  /**
   * The page being answered: the bound grows to cover it (a deep page is always inside the count,
   * so `p.offset >= total` still means "past the end"); an export's continuous read
   * (`paging.continuous`) counts exactly.
   */
  paging?: Pick<PagingInput, 'offset' | 'size' | 'continuous'>;
  /** 'count(*)' (default) or 'count(DISTINCT <expr>)' when the join repeats rows; any other expression counts exactly. */
  expr?: string;
  /** This count's bound instead of the module's. */
  bound?: number;
}

const DISTINCT = /^count\(\s*DISTINCT\s+([\s\S]+)\)$/i;

/**
 * Rows of `from` ('FROM … WHERE …'), bounded: `SELECT count(*) FROM (SELECT 1 … LIMIT bound + 1)`
 * reads at most bound + 1 rows (an index range for the unit's searches) instead of every filtered
 * row on every page. `options` may be the expression alone.
 */
export async function countRows(
  db: Db,
  from: string,
  params: unknown[],
  options: CountOptions | string = {},
): Promise<Count> {
  const o: CountOptions = typeof options === 'string' ? { expr: options } : options;
  const expr = (o.expr ?? 'count(*)').trim();
  const distinct = DISTINCT.exec(expr);
  const selection = /^count\(\s*\*\s*\)$/i.test(expr) ? '1' : distinct ? `DISTINCT ${distinct[1]}` : null;
  if (o.paging?.continuous || selection === null) {
    const { rows } = await db.query<{ total: number }>(`SELECT ${expr}::int AS total ${from}`, params);
    return { total: rows[0].total, bounded: false };
  }
  const page = o.paging ? o.paging.offset + o.paging.size : 0;
  const bound = Math.max(o.bound ?? currentBound, page);
  const sql = `SELECT count(*)::int AS total FROM (SELECT ${selection} ${from} LIMIT ${bound + 1}) contagem`;
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  if ((aboveBound.get(key) ?? 0) > Date.now()) return { total: bound, bounded: true };
  const { rows } = await db.query<{ total: number }>(sql, params);
  const n = rows[0].total;
  if (n <= bound) return { total: n, bounded: false };
  rememberAboveBound(key);
  return { total: bound, bounded: true };
}

/**
 * Counts known to be past their bound, for `ABOVE_BOUND_TTL_MS`: the same search (same SQL, same
 * parameters — the unit is one of them) asked again within a minute answers "more than 10,000"
 * without reading 10,001 rows again. That answer is the same to the user until deletions bring the
 * rows under the bound, which then shows within a minute; exact counts are never remembered. The
 * default 'Pesquisar' of a unit is the most frequent call of the portal and its count was most of
 * its cost under load (bench:load). Per process, at most `ABOVE_BOUND_MAX` entries (oldest dropped).
 */
export const ABOVE_BOUND_TTL_MS = 60_000;
const ABOVE_BOUND_MAX = 1_000;
const aboveBound = new Map<string, number>();

function rememberAboveBound(key: string): void {
  aboveBound.delete(key);
  aboveBound.set(key, Date.now() + ABOVE_BOUND_TTL_MS);
  if (aboveBound.size > ABOVE_BOUND_MAX) aboveBound.delete(aboveBound.keys().next().value!);
}

/** Forgets the remembered counts (tests that change rows around a lowered bound). */
export function forgetCounts(): void {
  aboveBound.clear();
}

/** Most rows a selective search reads, counts and sorts in one pass (`pageOfFew`). */
export const FEW_ROWS = 5_000;

export interface FewRowsQuery {
  /** The SELECT list, over the alias of `table` and the joined tables. */
  columns: string;
  /** '<table> <alias>': the searched table. */
  table: string;
  /** The filters, on `table`'s alias only (the count of the usual path reads the same rows). */
  where: string;
  params: unknown[];
  /** JOINs after the table (lookups; they must not drop rows). */
  joins?: string;
  /** 'ORDER BY …' (`orderBy`). */
  orderBy: string;
  paging: Pick<PagingInput, 'offset' | 'size'>;
  /** Bound instead of `FEW_ROWS` (tests). */
  bound?: number;
}

/**
 * A search whose filters identify few rows (part of a name, a CPF) in ONE statement: at most
 * `bound` + 1 matching rows, read through the filters' own indexes, counted by a window and
 * sorted for the page. The usual path counts (one pass over the matches) and then asks the page in
 * the sort's index order, which PostgreSQL's LIMIT estimate takes as spread evenly over the order:
 * a name is not — '%maria%' sits mid-alphabet, and the page of ten walked 39,916 of the unit's rows
 * (64 ms, state seed). Under bench:load the name search was 98 % of PostgreSQL's time.
 * Null when the filters leave more than `bound` rows, or a later page is past the last: the caller
 * then counts and pages as usual. No match: `{ rows: [], total: 0 }`.
 */
export async function pageOfFew<T>(db: Db, c: FewRowsQuery): Promise<{ rows: T[]; total: number } | null> {
  const alias = c.table.trim().split(/\s+/).at(-1)!;
  const bound = c.bound ?? FEW_ROWS;
  const { rows } = await db.query<T & { prh_total: number }>(
    `SELECT ${c.columns}, count(*) OVER ()::int AS prh_total
       FROM (SELECT * FROM ${c.table} WHERE ${c.where} LIMIT ${bound + 1}) ${alias} ${c.joins ?? ''}
       ${c.orderBy} LIMIT ${c.paging.size} OFFSET ${c.paging.offset}`,
    c.params,
  );
  if (rows.length === 0) return c.paging.offset === 0 ? { rows: [], total: 0 } : null;
  const total = rows[0].prh_total;
  if (total > bound) return null;
  return { rows: rows.map(({ prh_total: _, ...row }) => row as T), total };
}

/** Comment marking the statement of an export's continuous read (gateway/reports/leitura-continua.ts). */
export const CONTINUOUS_READ_MARK = '/*prh:leitura-continua*/';

/**
 * 'ORDER BY <field> <dir>, <tie-break> LIMIT … OFFSET …'; an unknown or missing sort uses `defaultField`.
 * For an export's continuous read (`p.continuous`) the whole ordered result, marked for the cursor.
 */
export function orderAndPage(
  p: PagingInput,
  sortSql: Record<string, string>,
  defaultField: string,
  tieBreak: (dir: 'ASC' | 'DESC') => string,
): string {
  const o = orderBy(p, sortSql, defaultField, tieBreak);
  if (!p.continuous) return `${o} LIMIT ${p.size} OFFSET ${p.offset}`;
  const dir = direction(p);
  const keys = sortKeys(sortColumn(p, sortSql, defaultField), tieBreak(dir), dir);
  return `${o} ${CONTINUOUS_READ_MARK}${keys ? ` ${SORT_KEYS_MARK}${JSON.stringify(keys)}*/` : ''}`;
}

/** Comment carrying an export's sort keys (`SortKeys`), after CONTINUOUS_READ_MARK. */
export const SORT_KEYS_MARK = '/*prh:chaves:';

/**
 * The sort of a continuous read as keys a keyset scan can resume from: a column (may be NULL) and
 * the tie-break, a unique NOT NULL column (every search's tie-break is its row id), same direction.
 */
export interface SortKeys {
  column: string;
  tieBreak: string;
  dir: 'ASC' | 'DESC';
}

/** 'alias.column', the only sort expression a keyset scan resumes from. */
const COLUMN = '[a-z_][a-z0-9_]*\\.[a-z_][a-z0-9_]*';

/** Keys of 'ORDER BY <column> <dir>, <tieBreak>' when both are plain columns; otherwise none. */
function sortKeys(column: string, tieBreak: string, dir: 'ASC' | 'DESC'): SortKeys | null {
  const m = new RegExp(`^\\s*(${COLUMN})\\s+(ASC|DESC)\\s*$`).exec(tieBreak);
  return new RegExp(`^${COLUMN}$`).test(column.trim()) && m && m[2] === dir
    ? { column: column.trim(), tieBreak: m[1], dir }
    : null;
}

const direction = (p: Pick<PagingInput, 'order'>): 'ASC' | 'DESC' => (p.order === 'DESC' ? 'DESC' : 'ASC');

/** The SQL of the asked sort field; an unknown or missing one gives `defaultField`'s. */
const sortColumn = (p: Pick<PagingInput, 'sort'>, sortSql: Record<string, string>, defaultField: string): string =>
  sortSql[p.sort ?? defaultField] ?? sortSql[defaultField];

/** 'ORDER BY <field> <dir>, <tie-break>' alone; an unknown or missing sort uses `defaultField`. */
export function orderBy(
  p: Pick<PagingInput, 'sort' | 'order'>,
  sortSql: Record<string, string>,
  defaultField: string,
  tieBreak: (dir: 'ASC' | 'DESC') => string,
): string {
  const dir = direction(p);
  return `ORDER BY ${sortColumn(p, sortSql, defaultField)} ${dir}, ${tieBreak(dir)}`;
}
