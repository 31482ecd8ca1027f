/**
 * Search filters shared by the servant searches (admissoes.listaServidores,
 * pessoas.pesquisaFonetica, beneficios.saldosBeneficioServidores) and the indicators: the
 * institution of the unit, cpf / nome / masp, the phonetic name (`nomeAproximado`, every token's
 * key must be among the servant's keys, in any order — GIN index on servidor.nome_fonetico) and
 * the situation codes of the filter dropdowns. Aliases: s = servidor, i = instituicao.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import type { Db } from '../../db/types.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { arrayLiteral, chavesFoneticas } from '../../lib/fonetica.ts';
import { type Filtro, valorTexto } from '../lista.ts';
import type { AddFiltro } from '../../lib/sql-where.ts';
import { escapeLike, normalizeName, texto as str } from '../../lib/text.ts';
import type { Handler } from '../../contract/handler.ts';

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
export const filtroOrgao = (coluna: string): Filtro => ({
  valor: valorTexto,
  sql: (n) => `${coluna} = ${n}`,
  guarda: async (orgao, { db, auth }) =>
    (await orgaoDaUnidade(db, String(orgao), auth!.unidade)) ? undefined : forbidden(MSG_ORGAO_FORA),
});

export const MSG_REGIONAL_FORA = 'Regional não pertence a um órgão/entidade da unidade do usuário.';

/**
 * A search's regional filter (numeroUnidadeRegional of unidadesAdministrativas.regionais) on the
 * `instituicao` and `regional` (name) columns: a regional of an institution of the token's unit,
 * or 403. Rows stored for every regional (a NULL regional) do not match one regional.
 */
export const filtroRegional = (instituicao: string, regional: string): Filtro => ({
  valor: valorTexto,
  sql: (n) =>
    `EXISTS (SELECT 1 FROM unidade_regional r WHERE r.numero = ${n}::int AND r.instituicao_codigo = ${instituicao} AND r.nome = ${regional})`,
  guarda: async (numero, { db, auth }) => {
    const { rows } = await db.query(
      'SELECT 1 FROM unidade_regional r JOIN instituicao i ON i.codigo = r.instituicao_codigo WHERE r.numero = $1::int AND i.unidade_codigo = $2',
      [numero, auth!.unidade],
    );
    return rows.length ? undefined : forbidden(MSG_REGIONAL_FORA);
  },
});

/** The identification fields a search request may carry: any endpoint's request that has them fits. */
export interface FiltrosIdentificacao {
  cpf?: string;
  nome?: string;
  masp?: string;
}

/** The phonetic and situation fields a search request may carry. */
export interface FiltrosFoneticaESituacao {
  nomeAproximado?: string;
  codigoSituacaoFuncional?: string;
  codigoSituacaoServidor?: string;
}

/** Adds the cpf (digits), nome (accent-free substring of nome_busca) and masp filters present in `input`. */
export function filtrosIdentificacao(input: FiltrosIdentificacao, add: AddFiltro): void {
  const cpf = onlyDigits(str(input.cpf));
  if (cpf) add((n) => `s.cpf = ${n}`, cpf);
  const nome = normalizeName(str(input.nome));
  if (nome) add((n) => `s.nome_busca LIKE ${n}`, `%${escapeLike(nome)}%`);
  const masp = str(input.masp);
  if (masp) add((n) => `s.masp = ${n}`, masp);
}

/**
 * Adds the phonetic and situation filters present in `input`. Returns false when the phonetic
 * name has no sounding token (e.g. only 'de da'), so the caller answers "no result".
 */
export function filtrosFoneticaESituacao(input: FiltrosFoneticaESituacao, add: AddFiltro): boolean {
  const aproximado = str(input.nomeAproximado);
  if (aproximado) {
    const chaves = chavesFoneticas(aproximado);
    if (!chaves.length) return false;
    add((n) => `s.nome_fonetico @> ${n}::text[]`, arrayLiteral(chaves));
  }
  const funcional = str(input.codigoSituacaoFuncional);
  if (funcional)
    add((n) => `s.situacao_funcional = (SELECT descricao FROM situacao_funcional WHERE codigo = ${n}::int)`, funcional);
  const situacao = str(input.codigoSituacaoServidor);
  if (situacao)
    add((n) => `s.situacao_servidor = (SELECT descricao FROM situacao_servidor WHERE codigo = ${n}::int)`, situacao);
  return true;
}
