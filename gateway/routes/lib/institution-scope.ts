/**
 * The unit scope of the searches and option lists: the institutions (órgãos/entidades) and
 * regionals of the token's unit. An institution or regional of another unit asked by a request —
 * as a filter or an option list's parent — is refused with 403 (it tells nothing about a record);
 * a search's own rows are always filtered to the token's unit.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { texto as str } from '../../lib/text.ts';
import type { Handler } from '../../contract/handler.ts';
import { type Filter, asText } from '../list.ts';

export const MSG_ORGAO_FORA = 'Órgão/entidade não pertence à unidade do usuário.';

/** Whether the institution `orgao` belongs to `unidade` (an `orgaoEntidade` filter of another unit is refused). */
export async function orgaoDaUnidade(db: Db, orgao: string, unidade: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM instituicao WHERE codigo = $1 AND unidade_codigo = $2', [
    orgao,
    unidade,
  ]);
  return rows.length > 0;
}

/** The institutions of the token's unit, the options of an institution filter (one shape for every screen that has one). */
export const instituicoesDaUnidade: Handler<
  'gestaoLauda.instituicoes' | 'progressaoPromocao.instituicoes' | 'dirigenteMaximo.instituicoes'
> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'gestaoLauda.instituicoes'>>(
    `SELECT codigo, sigla || ' - ' || nome AS descricao FROM instituicao WHERE unidade_codigo = $1 ORDER BY sigla`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

/** The regionals of the unit's progressions, of one institution of the unit (another unit's: 403) or of all. */
export const regionaisDaUnidade: Handler<'gestaoLauda.regional' | 'progressaoPromocao.regional'> = async ({
  db,
  auth,
  input,
}) => {
  const orgao = str(input.orgaoEntidade);
  if (orgao && !(await orgaoDaUnidade(db, orgao, auth!.unidade))) return forbidden(MSG_ORGAO_FORA);
  const { rows } = await db.query<RecordOf<'gestaoLauda.regional'>>(
    `SELECT DISTINCT regional FROM progressao_servidor WHERE unidade_codigo = $1 AND ($2 = '' OR instituicao_codigo = $2) ORDER BY regional`,
    [auth!.unidade, orgao],
  );
  return rows.length ? ok(rows) : noResult();
};

/** A declared search's institution filter on `coluna`: one of the token's unit, or 403. */
export const orgaoFilter = (coluna: string): Filter => ({
  value: asText,
  sql: (n) => `${coluna} = ${n}`,
  guard: async (orgao, { db, auth }) =>
    (await orgaoDaUnidade(db, String(orgao), auth!.unidade)) ? undefined : forbidden(MSG_ORGAO_FORA),
});

export const MSG_REGIONAL_FORA = 'Regional não pertence a um órgão/entidade da unidade do usuário.';

/**
 * A search's regional filter (numeroUnidadeRegional of unidadesAdministrativas.regionais) on the
 * `instituicao` and `regional` (name) columns: a regional of an institution of the token's unit,
 * or 403. Rows stored for every regional (a NULL regional) do not match one regional.
 */
export const regionalFilter = (instituicao: string, regional: string): Filter => ({
  value: asText,
  sql: (n) =>
    `EXISTS (SELECT 1 FROM unidade_regional r WHERE r.numero = ${n}::int AND r.instituicao_codigo = ${instituicao} AND r.nome = ${regional})`,
  guard: async (numero, { db, auth }) => {
    const { rows } = await db.query(
      'SELECT 1 FROM unidade_regional r JOIN instituicao i ON i.codigo = r.instituicao_codigo WHERE r.numero = $1::int AND i.unidade_codigo = $2',
      [numero, auth!.unidade],
    );
    return rows.length ? undefined : forbidden(MSG_REGIONAL_FORA);
  },
});

/** The institutions of the token's unit, never another unit's (also for the year-end bonus screens, instituicoesPoc). */
export const instituicoesDoToken: Handler<'instituicoes.lista' | 'instituicoesPoc.lista'> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'instituicoes.lista'>>(
    `SELECT codigo, sigla, nome AS descricao FROM instituicao WHERE unidade_codigo = $1 ORDER BY sigla`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};
