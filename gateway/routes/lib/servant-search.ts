/**
 * The servant search (admissoes.listaServidores, and pessoas.pesquisaFonetica, which is the same
 * search with a required phonetic name) and the servant filters other searches share
 * (beneficios.saldosBeneficioServidores, the bonus and progression searches, the indicators):
 * cpf / nome / masp, the phonetic name (`nomeAproximado`, every token's key must be among the
 * servant's keys, in any order — GIN index on servidor.nome_fonetico) and the situation codes of
 * the filter dropdowns. Aliases: s = servidor, i = instituicao.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { arrayLiteral, chavesFoneticas } from '../../lib/fonetica.ts';
import { countRows, orderBy, orderAndPage, pageOfFew } from '../../lib/sql-paging.ts';
import { type AddFilter, sqlWhere } from '../../lib/sql-where.ts';
import { escapeLike, normalizeName, texto as str } from '../../lib/text.ts';
import type { Handler } from '../../contract/handler.ts';
import type { Db } from '../../db/types.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from './institution-scope.ts';

/** The identification fields a search request may carry: any endpoint's request that has them fits. */
export interface IdentificationFields {
  cpf?: string;
  nome?: string;
  masp?: string;
}

/** The phonetic and situation fields a search request may carry. */
export interface PhoneticAndSituationFields {
  nomeAproximado?: string;
  codigoSituacaoFuncional?: string;
  codigoSituacaoServidor?: string;
}

/** Adds the cpf (digits), nome (accent-free substring of nome_busca) and masp filters present in `input`. */
export function identificationFilters(input: IdentificationFields, add: AddFilter): void {
  const cpf = onlyDigits(str(input.cpf));
  if (cpf) add((n) => `s.cpf = ${n}`, cpf);
  const nome = normalizeName(str(input.nome));
  if (nome) add((n) => `s.nome_busca LIKE ${n}`, `%${escapeLike(nome)}%`);
  const masp = str(input.masp);
  if (masp) add((n) => `s.masp = ${n}`, masp);
}

/**
 * Adds the phonetic and situation filters present in `input`. Returns false when the phonetic
 * name has no sounding token (e.g. only 'de da') or a situation code is unknown, so the caller
 * answers "no result". The situations' descriptions are read first and bound as values: compared
 * with a sub-select's result, unknown while planning, PostgreSQL took each situation for 1/n of
 * the rows and planned page 1,000 of an institution's active servants for 161 rows of 15,390.
 */
export async function phoneticAndSituationFilters(
  db: Db,
  input: PhoneticAndSituationFields,
  add: AddFilter,
): Promise<boolean> {
  const aproximado = str(input.nomeAproximado);
  if (aproximado) {
    const chaves = chavesFoneticas(aproximado);
    if (!chaves.length) return false;
    add((n) => `s.nome_fonetico @> ${n}::text[]`, arrayLiteral(chaves));
  }
  const funcional = str(input.codigoSituacaoFuncional);
  const situacao = str(input.codigoSituacaoServidor);
  if (!funcional && !situacao) return true;
  const {
    rows: [d],
  } = await db.query<{ funcional: string | null; servidor: string | null }>(
    `SELECT (SELECT descricao FROM situacao_funcional WHERE codigo = $1::int) AS funcional,
            (SELECT descricao FROM situacao_servidor WHERE codigo = $2::int) AS servidor`,
    [funcional || null, situacao || null],
  );
  if ((funcional && d.funcional === null) || (situacao && d.servidor === null)) return false;
  if (funcional) add((n) => `s.situacao_funcional = ${n}`, d.funcional);
  if (situacao) add((n) => `s.situacao_servidor = ${n}`, d.servidor);
  return true;
}

/** Filters that identify a servant (few rows each): `pageOfFew`. */
const IDENTIFICACAO = [
  'nome',
  'cpf',
  'masp',
  'numeroFuncionario',
] as const satisfies readonly (keyof RequestOf<'admissoes.listaServidores'>)[];

type Linha = RecordOf<'admissoes.listaServidores'>;

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  masp: 's.masp',
  numeroFuncionario: 's.numero_funcionario',
  instituicao: 's.instituicao_sigla', // the copy of migration 028 (an index column kept by triggers)
  situacaoFuncional: 's.situacao_funcional',
  situacaoServidor: 's.situacao_servidor',
  dataAdmissao: 's.data_admissao',
};

/** The servant's row as the search answers it (also the start of a servant's personal data). */
export const SERVANT_COLUMNS = `s.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome,
  i.sigla || ' - ' || i.nome AS instituicao, s.situacao_funcional AS "situacaoFuncional",
  s.situacao_servidor AS "situacaoServidor", to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao"`;

/**
 * The servant search of the token's unit: the page of servants the filters identify, sorted as asked.
 * Written out rather than declared with `list` (routes/list.ts): a name, CPF, MASP or number takes
 * another path — counted and paged in one statement (`pageOfFew`) — and the phonetic filter may
 * answer no result before any statement, neither of which a declaration expresses.
 */
export const servantSearch: Handler<'admissoes.listaServidores'> = async ({ db, auth, input, paging }) => {
  const unidade = auth!.unidade;
  const p = paging!;
  const { add, params, sql } = sqlWhere(['s.unidade_codigo = $1'], [unidade]);

  const orgao = str(input.orgaoEntidade);
  if (orgao) {
    if (!(await orgaoDaUnidade(db, orgao, unidade))) return forbidden(MSG_ORGAO_FORA);
    add((n) => `s.instituicao_codigo = ${n}`, orgao);
  }
  identificationFilters(input, add);
  const numero = str(input.numeroFuncionario);
  if (numero) add((n) => `s.numero_funcionario = ${n}`, numero);
  if (!(await phoneticAndSituationFilters(db, input, add))) return noResult(paginacao(p.page, p.size, 0));

  const instituicao = 'JOIN instituicao i ON i.codigo = s.instituicao_codigo';
  const tieBreak = (dir: string) => `s.id ${dir}`;
  // A name, CPF, MASP or number identifies few servants: counted and paged in one statement.
  if (!p.continuous && IDENTIFICACAO.some((k) => str(input[k]))) {
    const sort = orderBy(p, SORT_SQL, 'nome', tieBreak);
    const few = await pageOfFew<Linha>(db, {
      columns: SERVANT_COLUMNS,
      table: 'servidor s',
      where: sql(),
      params,
      joins: instituicao,
      orderBy: sort,
      paging: p,
    });
    if (few)
      return few.total ? ok(few.rows, paginacao(p.page, p.size, few.total)) : noResult(paginacao(p.page, p.size, 0));
  }
  // Every filter is on the servant's row (the unit too, migration 026): the count needs no join.
  const { total, bounded } = await countRows(db, `FROM servidor s WHERE ${sql()}`, params, { paging: p });
  const pag = paginacao(p.page, p.size, total, bounded);
  if (total === 0) return noResult(pag);
  if (p.continuous) {
    const { rows } = await db.query<Linha>(
      `SELECT ${SERVANT_COLUMNS} FROM servidor s ${instituicao} WHERE ${sql()} ${orderAndPage(p, SORT_SQL, 'nome', tieBreak)}`,
      params,
    );
    return ok(rows, pag);
  }
  // The page's ids first, from the filters' index alone (page 1,000 skips 9,990 index entries, not
  // 9,990 rows of the table); only the page's rows are read and joined.
  const sort = orderBy(p, SORT_SQL, 'nome', tieBreak);
  const { rows } = await db.query<Linha>(
    `SELECT ${SERVANT_COLUMNS} FROM (SELECT s.id FROM servidor s WHERE ${sql()} ${orderAndPage(p, SORT_SQL, 'nome', tieBreak)}) pagina
       JOIN servidor s ON s.id = pagina.id ${instituicao} ${sort}`,
    params,
  );
  return ok(rows, pag);
};
