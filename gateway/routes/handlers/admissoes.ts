/**
 * Handlers of the `admissoes` family: the servant search and a servant's personal data, always
 * scoped to the institutions of the token's unit.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { contar, ordem, ordemEPagina, paginaDePoucas } from '../../lib/sql-pagina.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { texto as str } from '../../lib/text.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { filtrosFoneticaESituacao, filtrosIdentificacao, MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

/** Filters that identify a servant (few rows each): `paginaDePoucas`. */
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

const COLUMNS = `s.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome,
  i.sigla || ' - ' || i.nome AS instituicao, s.situacao_funcional AS "situacaoFuncional",
  s.situacao_servidor AS "situacaoServidor", to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao"`;

/** Exported for pessoas.pesquisaFonetica, which is this search with a required phonetic name. */
export const listaServidores: Handler<'admissoes.listaServidores'> = async ({ db, auth, input, paging }) => {
  const unidade = auth!.unidade;
  const p = paging!;
  const { add, params, sql } = sqlWhere(['s.unidade_codigo = $1'], [unidade]);

  const orgao = str(input.orgaoEntidade);
  if (orgao) {
    if (!(await orgaoDaUnidade(db, orgao, unidade))) return forbidden(MSG_ORGAO_FORA);
    add((n) => `s.instituicao_codigo = ${n}`, orgao);
  }
  filtrosIdentificacao(input, add);
  const numero = str(input.numeroFuncionario);
  if (numero) add((n) => `s.numero_funcionario = ${n}`, numero);
  if (!filtrosFoneticaESituacao(input, add)) return noResult(paginacao(p.page, p.size, 0));

  const instituicao = 'JOIN instituicao i ON i.codigo = s.instituicao_codigo';
  const desempate = (dir: string) => `s.id ${dir}`;
  // A name, CPF, MASP or number identifies few servants: counted and paged in one statement.
  if (!p.continua && IDENTIFICACAO.some((k) => str(input[k]))) {
    const ordenar = ordem(p, SORT_SQL, 'nome', desempate);
    const poucas = await paginaDePoucas<Linha>(db, {
      colunas: COLUMNS,
      tabela: 'servidor s',
      where: sql(),
      params,
      juncoes: instituicao,
      ordem: ordenar,
      paging: p,
    });
    if (poucas)
      return poucas.total
        ? ok(poucas.rows, paginacao(p.page, p.size, poucas.total))
        : noResult(paginacao(p.page, p.size, 0));
  }
  // Every filter is on the servant's row (the unit too, migration 026): the count needs no join.
  const { total, limitado } = await contar(db, `FROM servidor s WHERE ${sql()}`, params, { paging: p });
  const pag = paginacao(p.page, p.size, total, limitado);
  if (total === 0) return noResult(pag);
  const from = `FROM servidor s ${instituicao} WHERE ${sql()}`;

  const { rows } = await db.query<Linha>(
    `SELECT ${COLUMNS} ${from} ${ordemEPagina(p, SORT_SQL, 'nome', desempate)}`,
    params,
  );
  return ok(rows, pag);
};

const dadosPessoais: Handler<'admissoes.dadosPessoais'> = async ({ db, auth, input }) => {
  const id = Number(input.id);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return registroAusente();
  const { rows } = await db.query<
    Omit<RecordOf<'admissoes.dadosPessoais'>, 'nomeSocial'> & { unidade_codigo: string; nomeSocial: string | null }
  >(
    `SELECT ${COLUMNS}, s.nome_social AS "nomeSocial", to_char(s.data_nascimento, 'YYYY-MM-DD') AS "dataNascimento",
            s.sexo, i.unidade_codigo
       FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.id = $1`,
    [id],
  );
  const row = daUnidade(rows[0], (x) => x.unidade_codigo, auth);
  if (!row) return registroAusente();
  const { unidade_codigo: _u, nomeSocial, ...rest } = row;
  return ok(nomeSocial ? { ...rest, nomeSocial } : rest);
};

export const admissoesHandlers = {
  'admissoes.listaServidores': listaServidores,
  'admissoes.dadosPessoais': dadosPessoais,
} satisfies Handlers<'admissoes.listaServidores' | 'admissoes.dadosPessoais'>;
