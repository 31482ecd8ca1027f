/**
 * The subjects of the judicial processes and their complements (lookup tables of migration 017),
 * and the counts of the unit's processes by subject and by institution and subject ('Processos
 * dos servidores'). Scope as in processos-judiciais.ts: a process belongs to the unit of the
 * servant's institution; an institution filter of another unit is 403.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { type AddFiltro, sqlWhere } from '../../lib/sql-where.ts';
import { texto as str } from '../../lib/text.ts';
import type { Handler, HandlerContext, Handlers } from '../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

/** Institution filter of the token's unit (403 for another unit's) — false when refused. */
async function filtroOrgaoDaUnidade(
  ctx: HandlerContext<{ orgaoEntidade?: string }>,
  coluna: string,
  add: AddFiltro,
): Promise<boolean> {
  const orgao = str(ctx.input.orgaoEntidade);
  if (!orgao) return true;
  if (!(await orgaoDaUnidade(ctx.db, orgao, ctx.auth!.unidade))) return false;
  add((n) => `${coluna} = ${n}`, orgao);
  return true;
}

const assuntoProcesso: Handler<'processosJudiciais.assuntoProcesso'> = async ({ db }) => {
  const { rows } = await db.query<RecordOf<'processosJudiciais.assuntoProcesso'>>(
    'SELECT codigo, descricao FROM processo_assunto ORDER BY descricao',
  );
  return rows.length ? ok(rows) : noResult();
};

// One shape for both endpoints (the same record; codigoAssunto optional in one, required in the other).
const complementos: Handler<
  'processosJudiciais.listaComplementacaoPorAssuntoRH' | 'processosServidores.complementos'
> = async ({ db, input }) => {
  type Complemento = RecordOf<'processosJudiciais.listaComplementacaoPorAssuntoRH'>;
  const { rows } =
    input.codigoAssunto === undefined
      ? await db.query<Complemento>(
          'SELECT codigo, descricao, assunto_codigo AS "codigoAssunto" FROM processo_complemento ORDER BY descricao',
        )
      : await db.query<Complemento>(
          'SELECT codigo, descricao, assunto_codigo AS "codigoAssunto" FROM processo_complemento WHERE assunto_codigo = $1 ORDER BY descricao',
          [Number(input.codigoAssunto)],
        );
  return rows.length ? ok(rows) : noResult();
};

const assuntosComQuantidade: Handler<'processosServidores.assuntos'> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'processosServidores.assuntos'>>(
    `SELECT a.codigo, a.descricao,
            (SELECT count(*)::int FROM processo_judicial p WHERE p.assunto_codigo = a.codigo AND p.unidade_codigo = $1) AS quantidade
       FROM processo_assunto a ORDER BY a.descricao`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

const processosPorOrgaoAssunto: Handler<'processosServidores.processosPorOrgaoAssunto'> = async (ctx) => {
  const { add, params, sql } = sqlWhere(['i.unidade_codigo = $1'], [ctx.auth!.unidade]);
  if (!(await filtroOrgaoDaUnidade(ctx, 'p.instituicao_codigo', add))) return forbidden(MSG_ORGAO_FORA);
  if (ctx.input.codigoAssunto !== undefined) add((n) => `p.assunto_codigo = ${n}`, Number(ctx.input.codigoAssunto));
  const { rows } = await ctx.db.query<RecordOf<'processosServidores.processosPorOrgaoAssunto'>>(
    `SELECT p.instituicao_codigo AS "orgaoEntidade", i.sigla AS instituicao, p.assunto_codigo AS "codigoAssunto", a.descricao AS assunto, count(*)::int AS quantidade
       FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo JOIN processo_assunto a ON a.codigo = p.assunto_codigo
      WHERE ${sql()}
      GROUP BY p.instituicao_codigo, i.sigla, p.assunto_codigo, a.descricao
      ORDER BY i.sigla, a.descricao`,
    params,
  );
  return rows.length ? ok(rows) : noResult();
};

export const assuntosProcessoHandlers = {
  'processosJudiciais.assuntoProcesso': assuntoProcesso,
  'processosJudiciais.listaComplementacaoPorAssuntoRH': complementos,
  'processosServidores.assuntos': assuntosComQuantidade,
  'processosServidores.complementos': complementos,
  'processosServidores.processosPorOrgaoAssunto': processosPorOrgaoAssunto,
} satisfies Handlers<
  | 'processosJudiciais.assuntoProcesso'
  | 'processosJudiciais.listaComplementacaoPorAssuntoRH'
  | 'processosServidores.assuntos'
  | 'processosServidores.complementos'
  | 'processosServidores.processosPorOrgaoAssunto'
>;
