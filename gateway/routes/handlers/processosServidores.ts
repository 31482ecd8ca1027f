/**
 * 'Processos dos servidores' (destination JUSTICA; migration 017): the subjects with the unit's
 * counts, their complements, the counts by institution and subject, and a servant's processes as
 * the court system (Tribunus) reports them. A process belongs to the unit of the servant's
 * institution; an institution filter of another unit is 403, another unit's servant answers like
 * an unknown CPF (code 2).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { type AddFilter, sqlWhere } from '../../lib/sql-where.ts';
import { dataSql, reaisSql, texto as str } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { defineHandlers, type HandlerContext } from '../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from '../lib/institution-scope.ts';
import { complementos, FASES } from '../lib/judicial-processes.ts';

/** Institution filter of the token's unit (403 for another unit's) — false when refused. */
async function filtroOrgaoDaUnidade(
  ctx: HandlerContext<{ orgaoEntidade?: string }>,
  coluna: string,
  add: AddFilter,
): Promise<boolean> {
  const orgao = str(ctx.input.orgaoEntidade);
  if (!orgao) return true;
  if (!(await orgaoDaUnidade(ctx.db, orgao, ctx.auth!.unidade))) return false;
  add((n) => `${coluna} = ${n}`, orgao);
  return true;
}

/** The last movement the court system reports in each phase (Tribunus; derived, no table). */
const MOVIMENTOS: Readonly<Record<string, string>> = {
  CONHECIMENTO: 'Conclusos para sentença',
  RECURSAL: 'Remetidos os autos ao tribunal para julgamento do recurso',
  EXECUCAO: 'Expedido ofício ao órgão pagador para cumprimento',
  TRANSITADO: 'Certificado o trânsito em julgado',
};

export default defineHandlers({
  'processosServidor.detalhesProcessoTribunus': async ({ db, auth, input }) => {
    const cpf = onlyDigits(str(input.cpfServidor));
    const { rows: serv } = await db.query<{ id: number; unidade: string }>(
      'SELECT s.id, i.unidade_codigo AS unidade FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.cpf = $1',
      [cpf],
    );
    if (!inUnit(serv[0], (x) => x.unidade, auth)) return missingRecord();
    const { rows } = await db.query<Omit<RecordOf<'processosServidor.detalhesProcessoTribunus'>, 'ultimaMovimentacao'>>(
      `SELECT p.numero AS "numeroProcesso", p.tribunal, p.orgao_julgador AS "orgaoJulgador", p.fase, ${reaisSql('p.valor_causa')} AS "valorCausa",
            ${dataSql('p.data_ajuizamento')} AS "dataAjuizamento",
            ${dataSql(`coalesce(p.data_decisao, p.data_ajuizamento + 90) + (p.id % 60)`)} AS "dataUltimaMovimentacao"
       FROM processo_judicial p WHERE p.servidor_id = $1 ORDER BY p.data_ajuizamento DESC, p.id DESC`,
      [serv[0].id],
    );
    if (!rows.length) return noResult();
    return ok(rows.map((r) => ({ ...r, fase: FASES[r.fase] ?? r.fase, ultimaMovimentacao: MOVIMENTOS[r.fase] ?? '' })));
  },
  'processosServidores.assuntos': async ({ db, auth }) => {
    const { rows } = await db.query<RecordOf<'processosServidores.assuntos'>>(
      `SELECT a.codigo, a.descricao,
            (SELECT count(*)::int FROM processo_judicial p WHERE p.assunto_codigo = a.codigo AND p.unidade_codigo = $1) AS quantidade
       FROM processo_assunto a ORDER BY a.descricao`,
      [auth!.unidade],
    );
    return rows.length ? ok(rows) : noResult();
  },
  'processosServidores.complementos': complementos,
  'processosServidores.processosPorOrgaoAssunto': async (ctx) => {
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
  },
});
