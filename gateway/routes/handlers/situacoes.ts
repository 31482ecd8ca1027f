/**
 * Code lists of the servant search's filter dropdowns: functional situations, servant situations
 * and the institutions of the token's unit (never another unit's).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import type { Handler, Handlers } from '../types.ts';

/** Both lists have the same shape (codigo, descricao). */
const lista =
  (
    table: 'situacao_funcional' | 'situacao_servidor',
  ): Handler<'situacoesFuncionais.lista' | 'situacoesServidores.lista'> =>
  async ({ db }) => {
    const { rows } = await db.query<RecordOf<'situacoesFuncionais.lista'>>(
      `SELECT codigo, descricao FROM ${table} ORDER BY codigo`,
    );
    return rows.length ? ok(rows) : noResult();
  };

const instituicoes: Handler<'instituicoes.lista'> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'instituicoes.lista'>>(
    `SELECT codigo, sigla, nome AS descricao FROM instituicao WHERE unidade_codigo = $1 ORDER BY sigla`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

export const situacoesHandlers = {
  'situacoesFuncionais.lista': lista('situacao_funcional'),
  'situacoesServidores.lista': lista('situacao_servidor'),
  'instituicoes.lista': instituicoes,
} satisfies Handlers<'situacoesFuncionais.lista' | 'situacoesServidores.lista' | 'instituicoes.lista'>;
