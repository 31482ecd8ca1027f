/**
 * The `admissoes` family: the servant search (routes/lib/servant-search.ts), a servant's personal
 * data, identifiers and admissions — always scoped to the institutions of the token's unit.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { ok } from '../../lib/envelope.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { section } from '../lib/servant-record.ts';
import { SERVANT_COLUMNS, servantSearch } from '../lib/servant-search.ts';

export default defineHandlers({
  'admissoes.listaServidores': servantSearch,
  'admissoes.dadosPessoais': async ({ db, auth, input }) => {
    const id = Number(input.id);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return missingRecord();
    const { rows } = await db.query<
      Omit<RecordOf<'admissoes.dadosPessoais'>, 'nomeSocial'> & { unidade_codigo: string; nomeSocial: string | null }
    >(
      `SELECT ${SERVANT_COLUMNS}, s.nome_social AS "nomeSocial", to_char(s.data_nascimento, 'YYYY-MM-DD') AS "dataNascimento",
            s.sexo, i.unidade_codigo
       FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.id = $1`,
      [id],
    );
    const row = inUnit(rows[0], (x) => x.unidade_codigo, auth);
    if (!row) return missingRecord();
    const { unidade_codigo: _u, nomeSocial, ...rest } = row;
    return ok(nomeSocial ? { ...rest, nomeSocial } : rest);
  },
  'admissoes.dadosIdentificadores': section(R.identificadores),
  'admissoes.dadosAdmissoesServidores': section(R.admissoes, { defaultSort: [['dataAdmissao', 'DESC']] }),
});
