/**
 * The one pattern behind every tab of the servant record (dados-servidor): the servant is named
 * by the query parameter `numeroFuncionario`; unknown or another unit's servant → the same code 2
 * (the token's unit scope, gateway/lib/unit-scope.ts), then a section of the lazily generated record (gateway/servidores/) is
 * answered as an object or as a sorted, paged list. Keeping it in one place means each family file
 * only says which section and which default order.
 */
import type { EndpointName, RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { type Failure, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { paginateItems } from '../list.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { GRUPOS_AUSENCIA, INICIO_AUSENCIAS_TABELA } from '../../servidores/ausencias.ts';
import { servidorPorNumero } from '../../servidores/base.ts';
import type { Evento, Registro } from '../../servidores/index.ts';
import { registroServidor } from '../../domain/carreira-servidor.ts';
import type { Db } from '../../db/types.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import type { AnswerOf, Handler, HandlerContext } from '../../contract/handler.ts';

/** The servant of `numero` when of the token's unit; `undefined` when unknown or another unit's (one answer for both). */
export async function servidorDaUnidade(db: Db, numero: string, auth: Pick<AccessClaims, 'unidade'> | undefined) {
  return inUnit(await servidorPorNumero(db, numero), (s) => s.unidadeCodigo, auth);
}

/** One section of the record for endpoint `N`: its record, a list of them (paged when the endpoint is), or nothing. */
export type Section<N extends EndpointName> = (
  r: Registro,
  input: RequestOf<N>,
) => RecordOf<N> | RecordOf<N>[] | null | undefined;

/** The default order of the record's dated lists: the latest start first. */
export const NEWEST_FIRST: [string, 'ASC' | 'DESC'][] = [['dataInicio', 'DESC']];

export interface SectionOptions {
  /** Order when the caller sends no `sort`: item fields, each with its direction. */
  defaultSort?: [string, 'ASC' | 'DESC'][];
}

/** Loads the record (with the granted career) of the servant named by `numeroFuncionario`, or the envelope that refuses it. */
export async function loadRecord(
  ctx: HandlerContext<{ numeroFuncionario?: string }>,
): Promise<{ registro: Registro } | { falha: Failure }> {
  const base = await servidorDaUnidade(ctx.db, String(ctx.input.numeroFuncionario ?? ''), ctx.auth);
  if (!base) return { falha: missingRecord(ctx.paging) };
  const { unidadeCodigo: _u, ...servidor } = base;
  return { registro: await comAusencias(ctx.db, await registroServidor(ctx.db, servidor)) };
}

/**
 * The record with its absences and leave from INICIO_AUSENCIAS_TABELA read from table `ausencia`
 * (their one source since migration 012: seeded from this same history, then changed through the
 * portal), and the earlier ones from the generated history.
 */
export async function comAusencias(db: Db, r: Registro): Promise<Registro> {
  const { rows } = await db.query<{
    sequencial: number;
    codigo: number;
    descricao: string;
    grupo: Evento['grupo'];
    inicio: string;
    fim: string;
    dias: number;
  }>(
    `SELECT a.sequencial, a.codigo_tipo AS codigo, p.descricao, p.grupo, to_char(a.data_inicio, 'YYYY-MM-DD') AS inicio,
       to_char(a.data_fim, 'YYYY-MM-DD') AS fim, (a.data_fim - a.data_inicio + 1) AS dias
     FROM ausencia a JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo WHERE a.servidor_id = $1`,
    [r.base.id],
  );
  const daTabela = (e: Evento) =>
    (GRUPOS_AUSENCIA as readonly string[]).includes(e.grupo) && e.dataFim >= INICIO_AUSENCIAS_TABELA;
  const eventos = [
    ...r.eventos.filter((e) => !daTabela(e)),
    ...rows.map((a) => ({
      sequencial: a.sequencial,
      codigoTipo: a.codigo,
      descricao: a.descricao,
      grupo: a.grupo,
      dataInicio: a.inicio,
      dataFim: a.fim,
      dias: a.dias,
    })),
  ].sort((a, b) => (a.dataInicio < b.dataInicio ? -1 : a.dataInicio > b.dataInicio ? 1 : 0));
  return { ...r, eventos };
}

/**
 * A handler answering one section of the record; lists are paged, objects answered as they are.
 * The section function is typed by the endpoint (its record), so the one cast below — a record or
 * a list, as the endpoint's answer kind says — is checked where each section is declared.
 */
export function section<N extends EndpointName>(fn: Section<N>, opcoes: SectionOptions = {}): Handler<N> {
  return async (ctx) => {
    const c = await loadRecord(ctx as HandlerContext<{ numeroFuncionario?: string }>);
    if ('falha' in c) return c.falha;
    const valor = fn(c.registro, ctx.input);
    if (valor === undefined || valor === null)
      return noResult(ctx.paging ? paginacao(ctx.paging.page, ctx.paging.size, 0) : undefined);
    if (Array.isArray(valor)) {
      if (ctx.paging) return paginateItems(ctx.paging, valor, opcoes.defaultSort) as AnswerOf<N>;
      return (valor.length ? ok(valor) : noResult()) as AnswerOf<N>;
    }
    return ok(valor) as AnswerOf<N>;
  };
}
