/**
 * Handlers of the `indicadoresGraficos` family ('Indicadores', /gestao-avisos/indicadores/): chart
 * summaries computed in the database (GROUP BY over indexed columns, never rows loaded into JS),
 * scoped like the servant search — servants of the institutions of the token's unit, access
 * requests made for the token's unit. An `orgaoEntidade` of another unit is refused (403).
 */
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import type { Db } from '../../db/types.ts';
import { texto as str } from '../../lib/text.ts';
import type { Handler } from '../types.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

/** WHERE of the servants in scope (alias s, i) and its parameters; null when the institution is another unit's. */
async function escopo(db: Db, unidade: string, input: Record<string, unknown>): Promise<{ where: string; params: unknown[] } | null> {
  const orgao = str(input.orgaoEntidade);
  if (!orgao) return { where: 'i.unidade_codigo = $1', params: [unidade] };
  return (await orgaoDaUnidade(db, orgao, unidade)) ? { where: 'i.unidade_codigo = $1 AND s.instituicao_codigo = $2', params: [unidade, orgao] } : null;
}

/** One row per entry of the code list (zero included), so every chart of the unit has the same categories. */
const porSituacao =
  (table: 'situacao_funcional' | 'situacao_servidor', field: 'situacaoFuncional' | 'situacaoServidor'): Handler =>
  async ({ db, auth, input }) => {
    const e = await escopo(db, auth!.unidade, input);
    if (!e) return forbidden(MSG_ORGAO_FORA);
    const { rows } = await db.query<{ quantidade: number }>(
      `SELECT c.descricao AS "${field}", coalesce(t.quantidade, 0)::int AS quantidade
         FROM ${table} c
         LEFT JOIN (SELECT s.${table} AS descricao, count(*) AS quantidade
                      FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
                     WHERE ${e.where} GROUP BY s.${table}) t ON t.descricao = c.descricao
        ORDER BY c.codigo`,
      e.params,
    );
    return rows.some((r) => r.quantidade > 0) ? ok(rows) : noResult();
  };

const servidoresPorInstituicao: Handler = async ({ db, auth, input }) => {
  const e = await escopo(db, auth!.unidade, input);
  if (!e) return forbidden(MSG_ORGAO_FORA);
  const { rows } = await db.query<{ quantidade: number }>(
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
};

const solicitacoesAcesso: Handler = async ({ db, auth }) => {
  const { rows } = await db.query(
    `SELECT situacao AS "codigoSituacao", initcap(lower(situacao)) AS situacao, count(*)::int AS quantidade
       FROM solicitacao_acesso WHERE unidade_codigo = $1 GROUP BY situacao ORDER BY situacao`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

export const indicadoresHandlers: Record<string, Handler> = {
  'indicadoresGraficos.situacaoFuncional': porSituacao('situacao_funcional', 'situacaoFuncional'),
  'indicadoresGraficos.situacaoServidor': porSituacao('situacao_servidor', 'situacaoServidor'),
  'indicadoresGraficos.servidoresPorInstituicao': servidoresPorInstituicao,
  'indicadoresGraficos.solicitacoesAcesso': solicitacoesAcesso,
};
