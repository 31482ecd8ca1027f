/**
 * The servants' charts of 'Indicadores' (`indicadoresGraficos`, /gestao-avisos/indicadores/): by
 * functional situation, by servant situation and by institution, counted in the database and
 * scoped like the servant search — servants of the institutions of the token's unit; an
 * `orgaoEntidade` of another unit is refused (403). Every category appears, zero included.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import { forbidden, noResult, ok, type Failure } from '../../../lib/envelope.ts';
import type { Db } from '../../../db/types.ts';
import { texto as str } from '../../../lib/text.ts';
import { defineHandlers, type Handler, type HandlerContext } from '../../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from '../../lib/institution-scope.ts';

/** WHERE of the servants in scope (alias s, i) and its parameters; null when the institution is another unit's. */
async function unitScope(
  db: Db,
  unidade: string,
  input: { orgaoEntidade?: string },
): Promise<{ where: string; params: unknown[] } | null> {
  const orgao = str(input.orgaoEntidade);
  if (!orgao) return { where: 'i.unidade_codigo = $1', params: [unidade] };
  return (await orgaoDaUnidade(db, orgao, unidade))
    ? { where: 'i.unidade_codigo = $1 AND s.instituicao_codigo = $2', params: [unidade, orgao] }
    : null;
}

/**
 * One row per entry of the code list (zero included), so every chart of the unit has the same
 * categories; each handler below names the description after its endpoint's field.
 */
async function porSituacao(
  { db, auth, input }: HandlerContext<{ orgaoEntidade?: string }>,
  table: 'situacao_funcional' | 'situacao_servidor',
): Promise<{ codigo: string; descricao: string; quantidade: number }[] | Failure> {
  const e = await unitScope(db, auth!.unidade, input);
  if (!e) return forbidden(MSG_ORGAO_FORA);
  const { rows } = await db.query<{ codigo: string; descricao: string; quantidade: number }>(
    `SELECT c.codigo::text AS codigo, c.descricao, coalesce(t.quantidade, 0)::int AS quantidade
       FROM ${table} c
       LEFT JOIN (SELECT s.${table} AS descricao, count(*) AS quantidade
                    FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
                   WHERE ${e.where} GROUP BY s.${table}) t ON t.descricao = c.descricao
      ORDER BY c.codigo`,
    e.params,
  );
  return rows.some((r) => r.quantidade > 0) ? rows : noResult();
}

const situacaoFuncional: Handler<'indicadoresGraficos.situacaoFuncional'> = async (ctx) => {
  const r = await porSituacao(ctx, 'situacao_funcional');
  if (!Array.isArray(r)) return r;
  return ok(r.map(({ codigo, descricao, quantidade }) => ({ codigo, situacaoFuncional: descricao, quantidade })));
};

const situacaoServidor: Handler<'indicadoresGraficos.situacaoServidor'> = async (ctx) => {
  const r = await porSituacao(ctx, 'situacao_servidor');
  if (!Array.isArray(r)) return r;
  return ok(r.map(({ codigo, descricao, quantidade }) => ({ codigo, situacaoServidor: descricao, quantidade })));
};

export default defineHandlers({
  'indicadoresGraficos.situacaoFuncional': situacaoFuncional,
  'indicadoresGraficos.situacaoServidor': situacaoServidor,
  'indicadoresGraficos.servidoresPorInstituicao': async ({ db, auth, input }) => {
    const e = await unitScope(db, auth!.unidade, input);
    if (!e) return forbidden(MSG_ORGAO_FORA);
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.servidoresPorInstituicao'>>(
      `SELECT i.codigo, i.sigla AS instituicao, i.nome, coalesce(t.quantidade, 0)::int AS quantidade
       FROM instituicao i
       LEFT JOIN (SELECT s.instituicao_codigo, count(*) AS quantidade
                    FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
                   WHERE ${e.where} GROUP BY s.instituicao_codigo) t ON t.instituicao_codigo = i.codigo
      WHERE ${e.where.replaceAll('s.instituicao_codigo', 'i.codigo')}
      ORDER BY i.sigla`,
      e.params,
    );
    return rows.some((r) => r.quantidade > 0) ? ok(rows) : noResult();
  },
});
