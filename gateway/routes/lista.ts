/**
 * A paged search declared, not written: the tables, the columns, the filters (catalogue field →
 * SQL predicate), the sort whitelist and the row mapping. `paginar` runs the one recipe every
 * search of the gateway follows — the filters bound by `sqlWhere`, the bounded count (`contar`),
 * `paginacao`, code 2 when nothing matches, then the asked page (`ordemEPagina`, so an export's
 * continuous read works the same for every list) — and a handler keeps only its domain rules.
 */
import type { HandlerContext } from '../contract/handler.ts';
import { onlyDigits } from '../../schemas/formats.ts';
import { type Answer, type Failure, noResult, ok, paginacao } from '../lib/envelope.ts';
import { contar, ordemEPagina, type PagingInput } from '../lib/sql-pagina.ts';
import { type AddFiltro, sqlWhere } from '../lib/sql-where.ts';
import { escapeLike, isoDeDataBR, normalizeName, texto } from '../lib/text.ts';

/** One catalogue field's filter. */
export interface Filtro {
  /** The request's value as the SQL compares it; `undefined` leaves the filter out. */
  valor: (v: unknown) => unknown;
  /** The predicate; `n` is the placeholder of the value (also given, for a predicate that depends on it). */
  sql: (n: string, valor: unknown) => string;
  /** A check of the value before it is used (an institution of another unit: 403); the failure is the answer. */
  guarda?: (valor: unknown, ctx: Pick<HandlerContext, 'db' | 'auth'>) => Promise<Failure | undefined>;
}

/** The filters by catalogue field of the request (only fields the request declares). */
export type Filtros<I> = { [K in keyof I]?: Filtro };

/** The values of the transforms below leave a filter out when the field is absent or empty. */
export const valorTexto = (v: unknown): string | undefined => texto(v) || undefined;
export const valorDigitos = (v: unknown): string | undefined => onlyDigits(texto(v)) || undefined;
/** Present (even empty) → the value as text; the catalogue's enums and codes. */
export const valorCodigo = (v: unknown): string | undefined => (v === undefined ? undefined : String(v));
export const valorNumero = (v: unknown): number | undefined => (v === undefined ? undefined : Number(v));
/** Truthy → the value as text. */
export const valorPreenchido = (v: unknown): string | undefined => (v ? String(v) : undefined);
/** 'DD/MM/AAAA' (validated by the catalogue) → 'AAAA-MM-DD'; empty means no bound. */
export const valorData = (v: unknown): string | undefined => (texto(v) ? isoDeDataBR(v) : undefined);
/** Part of a name, without accents and case, as a LIKE pattern. */
export const valorContendo = (v: unknown): string | undefined => {
  const s = normalizeName(texto(v));
  return s ? `%${escapeLike(s)}%` : undefined;
};

/** The sort of a search: the whitelist, the default and the tie-break. */
export interface Ordenacao {
  /** Sortable catalogue field → SQL expression (the request never writes SQL). */
  campos: Record<string, string>;
  /** The field sorted on when the request asks none (and for a field not in `campos`). */
  padrao: string;
  /** The default's direction when the request asks no sort; the request's order when absent. */
  direcao?: 'ASC' | 'DESC';
  /** A sort not in `campos` gives the default direction too, not only the default field. */
  estrita?: boolean;
  /** The request does not choose the field: always `padrao` (in `direcao`, or the request's order). */
  fixa?: boolean;
  /** After the field, on a unique column, so that pages are stable. */
  desempate: (dir: 'ASC' | 'DESC') => string;
}

export interface Lista<I, L, R = L> {
  /** 'FROM … JOIN …' of the page's rows. */
  de: string;
  /** 'FROM …' the count reads, when fewer tables give the same rows (the filtered table alone). */
  contagemDe?: string;
  /** 'count(*)' (default) or 'count(DISTINCT …)' when the joins repeat rows. */
  contagem?: string;
  /** The SELECT list. */
  colunas: string;
  /** 'GROUP BY …' of the page, when a row gathers several (its count is `count(DISTINCT …)`). */
  agrupamento?: string;
  /** Conditions of every page (the unit's scope), on $1…$n: the values `paginar` is given. */
  escopo: string[];
  filtros?: Filtros<NoInfer<I>>;
  /** Filters written by a shared function (the servant's identification) after `filtros`. */
  outrosFiltros?: (ctx: HandlerContext<NoInfer<I>>, add: AddFiltro) => void;
  ordem: Ordenacao;
  /** A row as the catalogue answers it; absent, the row as read. */
  linha?: (r: L) => R;
  /** The page as the catalogue answers it, when that needs more reads; instead of `linha`. */
  linhas?: (rows: L[], ctx: HandlerContext<I>) => Promise<R[]>;
}

/** The paging `ordemEPagina` is given: the request's, or the default sort where the declaration says. */
function pedida(p: PagingInput, o: Ordenacao): PagingInput {
  const escolhida = !o.fixa && p.sort !== undefined && (!o.estrita || p.sort in o.campos);
  if (escolhida || (!o.fixa && p.sort === undefined && !o.direcao)) return p;
  const order = o.direcao ?? p.order;
  return { ...p, sort: o.padrao, order, orders: [order] };
}

/**
 * The asked page of `d`: 403 (or another refusal) from a filter's guard, code 2 with the
 * `paginacao` when nothing matches or the page is past the last, else the rows and `paginacao`
 * (`totalLimitado` past the bound of the count). `valores` are the escopo's ($1…): by default the
 * token's unit.
 */
export async function paginar<I, L, R = L>(
  ctx: HandlerContext<I>,
  d: Lista<I, L, R>,
  valores?: unknown[],
): Promise<Answer<R[]>> {
  const { db } = ctx;
  const p = ctx.paging!;
  const f = sqlWhere(d.escopo, valores ?? [ctx.auth!.unidade]);
  const input = ctx.input as Record<string, unknown>;
  for (const [campo, filtro] of Object.entries(d.filtros ?? {}) as [string, Filtro][]) {
    const valor = filtro.valor(input[campo]);
    if (valor === undefined) continue;
    const recusa = await filtro.guarda?.(valor, ctx);
    if (recusa) return recusa;
    f.add((n) => filtro.sql(n, valor), valor);
  }
  d.outrosFiltros?.(ctx, f.add);
  const where = f.sql();
  const { total, limitado } = await contar(db, `${d.contagemDe ?? d.de} WHERE ${where}`, f.params, {
    paging: p,
    expr: d.contagem,
  });
  const pag = paginacao(p.page, p.size, total, limitado);
  if (total === 0 || p.offset >= total) return noResult(pag);
  const o = d.ordem;
  const { rows } = await db.query<L>(
    `SELECT ${d.colunas} ${d.de} WHERE ${where} ${d.agrupamento ?? ''} ${ordemEPagina(pedida(p, o), o.campos, o.padrao, o.desempate)}`,
    f.params,
  );
  const objeto = d.linhas ? await d.linhas(rows, ctx) : d.linha ? rows.map(d.linha) : (rows as unknown as R[]);
  return ok(objeto, pag);
}

/** The handler of a declared search with no rule of its own. */
export const lista =
  <I, L, R = L>(d: Lista<I, L, R>) =>
  (ctx: HandlerContext<I>): Promise<Answer<R[]>> =>
    paginar(ctx, d);

/* ------------------------------------------------------------ lists read whole, paged in memory */

/** An item field's value as it sorts: a DD/MM/AAAA date by its day (not its text), numbers as numbers. */
function chaveDeOrdem(v: unknown): string | number {
  if (typeof v === 'number') return v;
  const s = String(v ?? '');
  return /^\d{2}\/\d{2}\/\d{4}$/.test(s) ? s.split('/').reverse().join('') : s;
}

function compara(a: unknown, b: unknown): number {
  const x = chaveDeOrdem(a);
  const y = chaveDeOrdem(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
}

/**
 * A list already read whole (a section of the servant's record, a progression's tabs, the release
 * notes: tens of rows) sorted by the request's `sort`/`order` — else by `ordemPadrao` — and paged
 * as `paginar` pages a search: code 2 with the `paginacao` when empty or past the last page.
 */
export function paginarItens<T>(p: PagingInput, itens: T[], ordemPadrao: [string, 'ASC' | 'DESC'][] = []): Answer<T[]> {
  const ordem: [string, 'ASC' | 'DESC'][] = p.sort
    ? p.sort.split('~').map((f, i) => [f, p.orders[i] ?? p.order])
    : ordemPadrao;
  const campo = (x: T, c: string) => (x as Record<string, unknown>)[c];
  const lista = ordem.length
    ? [...itens].sort((a, b) => {
        for (const [c, dir] of ordem) {
          const r = compara(campo(a, c), campo(b, c));
          if (r) return dir === 'DESC' ? -r : r;
        }
        return 0;
      })
    : itens;
  const pag = paginacao(p.page, p.size, lista.length);
  const pagina = lista.slice(p.offset, p.offset + p.size);
  return pagina.length ? ok(pagina, pag) : noResult(pag);
}
