/**
 * `endereco.cep`: the CEP lookup of the address forms, over the small table of Belo Horizonte
 * addresses (no servant involved).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';

export default defineHandlers({
  /** CEP lookup over the small table of Belo Horizonte addresses (no servant involved). */
  'endereco.cep': async ({ db, input }) => {
    const { rows } = await db.query<RecordOf<'endereco.cep'>>(
      `SELECT cep, logradouro, bairro, municipio, uf, codigo_ibge AS "codigoIbge" FROM cep WHERE cep = $1`,
      [String(input.cep).replace(/\D/g, '')],
    );
    return rows[0] ? ok(rows[0]) : noResult();
  },
});
