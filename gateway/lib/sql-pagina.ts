/**
 * The two halves of a server-side paged search in SQL: the total of the filtered rows (for
 * `paginacao`) and the ORDER BY / LIMIT / OFFSET of the asked page. The sort field is looked up in
 * the endpoint's whitelist (`sortSql`, catalogue name → SQL expression), so the request never
 * writes SQL; a tie-break on a unique column keeps pages stable.
 */
import type { Db } from '../db/types.ts';
import type { PagingInput } from '../routes/types.ts';

/**
 * Bound of the count of an interactive page (issue 15): a search never reads more than this many
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
export async function contar(db: Db, from: string, params: unknown[], opcoes: OpcoesContagem | string = {}): Promise<Contagem> {
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

/** Comment marking the statement of an export's continuous read (gateway/reports/leitura-continua.ts). */
export const MARCA_LEITURA_CONTINUA = '/*prh:leitura-continua*/';

/**
 * 'ORDER BY <field> <dir>, <tie-break> LIMIT … OFFSET …'; an unknown or missing sort uses `padrao`.
 * For an export's continuous read (`p.continua`) the whole ordered result, marked for the cursor.
 */
export function ordemEPagina(p: PagingInput, sortSql: Record<string, string>, padrao: string, desempate: (dir: 'ASC' | 'DESC') => string): string {
  const dir = p.order === 'DESC' ? 'DESC' : 'ASC';
  const ordem = `ORDER BY ${sortSql[p.sort ?? padrao] ?? sortSql[padrao]} ${dir}, ${desempate(dir)}`;
  return p.continua ? `${ordem} ${MARCA_LEITURA_CONTINUA}` : `${ordem} LIMIT ${p.size} OFFSET ${p.offset}`;
}
