/**
 * `unidadesAdministrativas.regionais`: the regionals of the institutions of the token's unit, or of
 * one of them (another unit's institution is refused with 403).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { texto as str } from '../../lib/text.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from '../lib/institution-scope.ts';

export default defineHandlers({
  /** The regionals of the unit's institutions (or of one of them: another unit's is refused with 403). */
  'unidadesAdministrativas.regionais': async ({ db, auth, input }) => {
    const orgao = str(input.orgaoEntidade);
    if (orgao && !(await orgaoDaUnidade(db, orgao, auth!.unidade))) return forbidden(MSG_ORGAO_FORA);
    const { rows } = await db.query<RecordOf<'unidadesAdministrativas.regionais'>>(
      `SELECT r.numero AS "numeroUnidadeRegional", r.nome, r.municipio, r.instituicao_codigo AS "orgaoEntidade",
            i.sigla || ' — ' || r.nome AS descricao
       FROM unidade_regional r JOIN instituicao i ON i.codigo = r.instituicao_codigo
      WHERE i.unidade_codigo = $1 AND ($2 = '' OR r.instituicao_codigo = $2)
      ORDER BY i.sigla, r.numero`,
      [auth!.unidade, orgao],
    );
    return rows.length ? ok(rows) : noResult();
  },
});
