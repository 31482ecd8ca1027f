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
   * `ordemEPagina` marks the statement for gateway/reports/leitura-continua.ts).
   */
  continua?: boolean;
}

/**
 * Bound of the count of an interactive page: a search never reads more than this many
 * rows to count them; past it the answer says "more than" (`paginacao.totalLimitado`, the grid's
 * 'mais de 10.000 registros'). Exact below it.
 */
export const LIMITE_CONTAGEM = 10_000;

let limiteAtual = LIMITE_CONTAGEM;

/**
 * Sets the bound every `contar` without its own `limite` uses (tests lower it to prove it on a small
 * seed; nothing else calls it); no argument restores `LIMITE_CONTAGEM`. Returns the previous bound.
 */
export function definirLimiteContagem(limite: number = LIMITE_CONTAGEM): number {
  if (!Number.isSafeInteger(limite) || limite < 1) throw new RangeError(`Limite de contagem inválido: ${limite}`);
  const antes = limiteAtual;
  limiteAtual = limite;
  acima.clear();
  return antes;
}

/** A count: exact (`limitado` false), or the bound with `limitado` true when there are more rows. */
export interface Contagem {
  total: number;
  limitado: boolean;
}

export interface OpcoesContagem {
  /**
   * The page being answered: the bound grows to cover it (a deep page is always inside the count,
   * so `p.offset >= total` still means "past the end"); an export's continuous read
   * (`paging.continua`) counts exactly.
   */
  paging?: Pick<PagingInput, 'offset' | 'size' | 'continua'>;
  /** 'count(*)' (default) or 'count(DISTINCT <expr>)' when the join repeats rows; any other expression counts exactly. */
  expr?: string;
  /** This count's bound instead of the module's. */
  limite?: number;
}

const DISTINTO = /^count\(\s*DISTINCT\s+([\s\S]+)\)$/i;

/**
 * Rows of `from` ('FROM … WHERE …'), bounded: `SELECT count(*) FROM (SELECT 1 … LIMIT bound + 1)`
 * reads at most bound + 1 rows (an index range for the unit's searches) instead of every filtered
 * row on every page. `opcoes` may be the expression alone (the former signature).
 */
export async function contar(
  db: Db,
  from: string,
  params: unknown[],
  opcoes: OpcoesContagem | string = {},
): Promise<Contagem> {
  const o: OpcoesContagem = typeof opcoes === 'string' ? { expr: opcoes } : opcoes;
  const expr = (o.expr ?? 'count(*)').trim();
  const distinto = DISTINTO.exec(expr);
  const selecao = /^count\(\s*\*\s*\)$/i.test(expr) ? '1' : distinto ? `DISTINCT ${distinto[1]}` : null;
  if (o.paging?.continua || selecao === null) {
    const { rows } = await db.query<{ total: number }>(`SELECT ${expr}::int AS total ${from}`, params);
    return { total: rows[0].total, limitado: false };
  }
  const pagina = o.paging ? o.paging.offset + o.paging.size : 0;
  const limite = Math.max(o.limite ?? limiteAtual, pagina);
  const sql = `SELECT count(*)::int AS total FROM (SELECT ${selecao} ${from} LIMIT ${limite + 1}) contagem`;
  const chave = `${sql}\u0000${JSON.stringify(params)}`;
  if ((acima.get(chave) ?? 0) > Date.now()) return { total: limite, limitado: true };
  const { rows } = await db.query<{ total: number }>(sql, params);
  const n = rows[0].total;
  if (n <= limite) return { total: n, limitado: false };
  lembrarAcima(chave);
  return { total: limite, limitado: true };
}

/**
 * Counts known to be past their bound, for `ACIMA_VALIDADE_MS`: the same search (same SQL, same
 * parameters — the unit is one of them) asked again within a minute answers "more than 10,000"
 * without reading 10,001 rows again. That answer is the same to the user until deletions bring the
 * rows under the bound, which then shows within a minute; exact counts are never remembered. The
 * default 'Pesquisar' of a unit is the most frequent call of the portal and its count was most of
 * its cost under load (bench:load). Per process, at most `ACIMA_MAX` entries (oldest dropped).
 */
export const ACIMA_VALIDADE_MS = 60_000;
const ACIMA_MAX = 1_000;
const acima = new Map<string, number>();

function lembrarAcima(chave: string): void {
  acima.delete(chave);
  acima.set(chave, Date.now() + ACIMA_VALIDADE_MS);
  if (acima.size > ACIMA_MAX) acima.delete(acima.keys().next().value!);
}

/** Forgets the remembered counts (tests that change rows around a lowered bound). */
export function esquecerContagens(): void {
  acima.clear();
}

/** Most rows a selective search reads, counts and sorts in one pass (`paginaDePoucas`). */
export const POUCAS_LINHAS = 5_000;

export interface ConsultaDePoucas {
  /** The SELECT list, over the alias of `tabela` and the joined tables. */
  colunas: string;
  /** '<table> <alias>': the searched table. */
  tabela: string;
  /** The filters, on `tabela`'s alias only (the count of the usual path reads the same rows). */
  where: string;
  params: unknown[];
  /** JOINs after the table (lookups; they must not drop rows). */
  juncoes?: string;
  /** 'ORDER BY …' (`ordem`). */
  ordem: string;
  paging: Pick<PagingInput, 'offset' | 'size'>;
  /** Bound instead of `POUCAS_LINHAS` (tests). */
  limite?: number;
}

/**
 * A search whose filters identify few rows (part of a name, a CPF) in ONE statement: at most
 * `limite` + 1 matching rows, read through the filters' own indexes, counted by a window and
 * sorted for the page. The usual path counts (one pass over the matches) and then asks the page in
 * the sort's index order, which PostgreSQL's LIMIT estimate takes as spread evenly over the order:
 * a name is not — '%maria%' sits mid-alphabet, and the page of ten walked 39,916 of the unit's rows
 * (64 ms, state seed). Under bench:load the name search was 98 % of PostgreSQL's time.
 * Null when the filters leave more than `limite` rows, or a later page is past the last: the caller
 * then counts and pages as usual. No match: `{ rows: [], total: 0 }`.
 */
export async function paginaDePoucas<T>(db: Db, c: ConsultaDePoucas): Promise<{ rows: T[]; total: number } | null> {
  const alias = c.tabela.trim().split(/\s+/).at(-1)!;
  const limite = c.limite ?? POUCAS_LINHAS;
  const { rows } = await db.query<T & { prh_total: number }>(
    `SELECT ${c.colunas}, count(*) OVER ()::int AS prh_total
       FROM (SELECT * FROM ${c.tabela} WHERE ${c.where} LIMIT ${limite + 1}) ${alias} ${c.juncoes ?? ''}
       ${c.ordem} LIMIT ${c.paging.size} OFFSET ${c.paging.offset}`,
    c.params,
  );
  if (rows.length === 0) return c.paging.offset === 0 ? { rows: [], total: 0 } : null;
  const total = rows[0].prh_total;
  if (total > limite) return null;
  return { rows: rows.map(({ prh_total: _, ...row }) => row as T), total };
}

/** Comment marking the statement of an export's continuous read (gateway/reports/leitura-continua.ts). */
export const MARCA_LEITURA_CONTINUA = '/*prh:leitura-continua*/';

/**
 * 'ORDER BY <field> <dir>, <tie-break> LIMIT … OFFSET …'; an unknown or missing sort uses `padrao`.
 * For an export's continuous read (`p.continua`) the whole ordered result, marked for the cursor.
 */
export function ordemEPagina(
  p: PagingInput,
  sortSql: Record<string, string>,
  padrao: string,
  desempate: (dir: 'ASC' | 'DESC') => string,
): string {
  const o = ordem(p, sortSql, padrao, desempate);
  if (!p.continua) return `${o} LIMIT ${p.size} OFFSET ${p.offset}`;
  const dir = direcao(p);
  const chaves = chavesDaOrdem(colunaDaOrdem(p, sortSql, padrao), desempate(dir), dir);
  return `${o} ${MARCA_LEITURA_CONTINUA}${chaves ? ` ${MARCA_CHAVES}${JSON.stringify(chaves)}*/` : ''}`;
}

/** Comment carrying an export's sort keys (`ChavesDaOrdem`), after MARCA_LEITURA_CONTINUA. */
export const MARCA_CHAVES = '/*prh:chaves:';

/**
 * The sort of a continuous read as keys a keyset scan can resume from: a column (may be NULL) and
 * the tie-break, a unique NOT NULL column (every search's tie-break is its row id), same direction.
 */
export interface ChavesDaOrdem {
  coluna: string;
  desempate: string;
  dir: 'ASC' | 'DESC';
}

/** 'alias.column', the only sort expression a keyset scan resumes from. */
const COLUNA = '[a-z_][a-z0-9_]*\\.[a-z_][a-z0-9_]*';

/** Keys of 'ORDER BY <coluna> <dir>, <desempate>' when both are plain columns; otherwise none. */
function chavesDaOrdem(coluna: string, desempate: string, dir: 'ASC' | 'DESC'): ChavesDaOrdem | null {
  const m = new RegExp(`^\\s*(${COLUNA})\\s+(ASC|DESC)\\s*$`).exec(desempate);
  return new RegExp(`^${COLUNA}$`).test(coluna.trim()) && m && m[2] === dir
    ? { coluna: coluna.trim(), desempate: m[1], dir }
    : null;
}

const direcao = (p: Pick<PagingInput, 'order'>): 'ASC' | 'DESC' => (p.order === 'DESC' ? 'DESC' : 'ASC');

/** The SQL of the asked sort field; an unknown or missing one gives `padrao`'s. */
const colunaDaOrdem = (p: Pick<PagingInput, 'sort'>, sortSql: Record<string, string>, padrao: string): string =>
  sortSql[p.sort ?? padrao] ?? sortSql[padrao];

/** 'ORDER BY <field> <dir>, <tie-break>' alone; an unknown or missing sort uses `padrao`. */
export function ordem(
  p: Pick<PagingInput, 'sort' | 'order'>,
  sortSql: Record<string, string>,
  padrao: string,
  desempate: (dir: 'ASC' | 'DESC') => string,
): string {
  const dir = direcao(p);
  return `ORDER BY ${colunaDaOrdem(p, sortSql, padrao)} ${dir}, ${desempate(dir)}`;
}
