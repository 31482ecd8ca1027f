/**
 * The state-wide code lists of the filter dropdowns and label lookups (functional situations,
 * servant situations, kinds of naturalisation): one shape (codigo, descricao), one table each.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import type { Handler } from '../../contract/handler.ts';

type CodeListEndpoint = 'situacoesFuncionais.lista' | 'situacoesServidores.lista' | 'naturalizacao.tipos';

/** The handler answering the codes of `table`, by code. */
export const codeList =
  (table: 'situacao_funcional' | 'situacao_servidor' | 'tipo_naturalizacao'): Handler<CodeListEndpoint> =>
  async ({ db }) => {
    const { rows } = await db.query<RecordOf<'situacoesFuncionais.lista'>>(
      `SELECT codigo, descricao FROM ${table} ORDER BY codigo`,
    );
    return rows.length ? ok(rows) : noResult();
  };
