/**
 * Handlers of the `admissoes` family: the servant search and a servant's personal data, always
 * scoped to the institutions of the token's unit.
 */
import { onlyDigits } from '../../../schemas/formats.ts';
import { forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { escapeLike, normalizeName } from '../../lib/text.ts';
import type { Handler } from '../types.ts';
import { filtrosFoneticaESituacao } from './pesquisa-servidor.ts';

const MSG_ORGAO_FORA = 'Órgão/entidade não pertence à unidade do usuário.';
const MSG_SERVIDOR_FORA = 'Servidor não pertence à unidade do usuário.';

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  masp: 's.masp',
  numeroFuncionario: 's.numero_funcionario',
  instituicao: 'i.sigla',
  situacaoFuncional: 's.situacao_funcional',
  situacaoServidor: 's.situacao_servidor',
  dataAdmissao: 's.data_admissao',
};

const COLUMNS = `s.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome,
  i.sigla || ' - ' || i.nome AS instituicao, s.situacao_funcional AS "situacaoFuncional",
  s.situacao_servidor AS "situacaoServidor", to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao"`;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Exported for pessoas.pesquisaFonetica, which is this search with a required phonetic name. */
export const listaServidores: Handler = async ({ db, auth, input, paging }) => {
  const unidade = auth!.unidade;
  const p = paging!;
  const where = ['i.unidade_codigo = $1'];
  const params: unknown[] = [unidade];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };

  const orgao = str(input.orgaoEntidade);
  if (orgao) {
    const { rows } = await db.query('SELECT 1 FROM instituicao WHERE codigo = $1 AND unidade_codigo = $2', [orgao, unidade]);
    if (!rows.length) return forbidden(MSG_ORGAO_FORA);
    add((n) => `s.instituicao_codigo = ${n}`, orgao);
  }
  const cpf = onlyDigits(str(input.cpf));
  if (cpf) add((n) => `s.cpf = ${n}`, cpf);
  const nome = normalizeName(str(input.nome));
  if (nome) add((n) => `s.nome_busca LIKE ${n}`, `%${escapeLike(nome)}%`);
  const masp = str(input.masp);
  if (masp) add((n) => `s.masp = ${n}`, masp);
  const numero = str(input.numeroFuncionario);
  if (numero) add((n) => `s.numero_funcionario = ${n}`, numero);
  if (!filtrosFoneticaESituacao(input, add)) return noResult(paginacao(p.page, p.size, 0));

  const from = `FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE ${where.join(' AND ')}`;
  const {
    rows: [{ total }],
  } = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const pag = paginacao(p.page, p.size, total);
  if (total === 0) return noResult(pag);

  const dir = p.order === 'DESC' ? 'DESC' : 'ASC';
  const orderBy = `${SORT_SQL[p.sort ?? 'nome'] ?? SORT_SQL.nome} ${dir}, s.id ${dir}`;
  const { rows } = await db.query(`SELECT ${COLUMNS} ${from} ORDER BY ${orderBy} LIMIT ${p.size} OFFSET ${p.offset}`, params);
  return ok(rows, pag);
};

const dadosPessoais: Handler = async ({ db, auth, input }) => {
  const id = Number(input.id);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return noResult();
  const { rows } = await db.query<Record<string, unknown> & { unidade_codigo: string; nomeSocial: string | null }>(
    `SELECT ${COLUMNS}, s.nome_social AS "nomeSocial", to_char(s.data_nascimento, 'YYYY-MM-DD') AS "dataNascimento",
            s.sexo, i.unidade_codigo
       FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return noResult();
  if (row.unidade_codigo !== auth!.unidade) return forbidden(MSG_SERVIDOR_FORA);
  const { unidade_codigo: _u, nomeSocial, ...rest } = row;
  return ok(nomeSocial ? { ...rest, nomeSocial } : rest);
};

export const admissoesHandlers: Record<string, Handler> = {
  'admissoes.listaServidores': listaServidores,
  'admissoes.dadosPessoais': dadosPessoais,
};
