/**
 * Code lists of the servant search's filter dropdowns: functional situations, servant situations
 * and the institutions of the token's unit (never another unit's).
 */
import { noResult, ok } from '../../lib/envelope.ts';
import type { Handler } from '../types.ts';

const lista =
  (table: 'situacao_funcional' | 'situacao_servidor'): Handler =>
  async ({ db }) => {
    const { rows } = await db.query(`SELECT codigo, descricao FROM ${table} ORDER BY codigo`);
    return rows.length ? ok(rows) : noResult();
  };

const instituicoes: Handler = async ({ db, auth }) => {
  const { rows } = await db.query(`SELECT codigo, sigla, nome AS descricao FROM instituicao WHERE unidade_codigo = $1 ORDER BY sigla`, [auth!.unidade]);
  return rows.length ? ok(rows) : noResult();
};

export const situacoesHandlers: Record<string, Handler> = {
  'situacoesFuncionais.lista': lista('situacao_funcional'),
  'situacoesServidores.lista': lista('situacao_servidor'),
  'instituicoes.lista': instituicoes,
};
