/**
 * Code lists of the filter dropdowns and label lookups: functional situations, servant situations,
 * kinds of naturalisation, the institutions of the token's unit (never another unit's; also for the
 * year-end bonus screens, instituicoesPoc) and the regionals of those institutions.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { texto as str } from '../../lib/text.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

type Codigos = 'situacoesFuncionais.lista' | 'situacoesServidores.lista' | 'naturalizacao.tipos';

/** The state-wide code lists have the same shape (codigo, descricao). */
const lista =
  (table: 'situacao_funcional' | 'situacao_servidor' | 'tipo_naturalizacao'): Handler<Codigos> =>
  async ({ db }) => {
    const { rows } = await db.query<RecordOf<'situacoesFuncionais.lista'>>(
      `SELECT codigo, descricao FROM ${table} ORDER BY codigo`,
    );
    return rows.length ? ok(rows) : noResult();
  };

const instituicoes: Handler<'instituicoes.lista' | 'instituicoesPoc.lista'> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'instituicoes.lista'>>(
    `SELECT codigo, sigla, nome AS descricao FROM instituicao WHERE unidade_codigo = $1 ORDER BY sigla`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

/** The regionals of the unit's institutions (or of one of them: another unit's is refused with 403). */
const regionais: Handler<'unidadesAdministrativas.regionais'> = async ({ db, auth, input }) => {
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
};

export const situacoesHandlers = {
  'situacoesFuncionais.lista': lista('situacao_funcional'),
  'situacoesServidores.lista': lista('situacao_servidor'),
  'naturalizacao.tipos': lista('tipo_naturalizacao'),
  'instituicoes.lista': instituicoes,
  'instituicoesPoc.lista': instituicoes,
  'unidadesAdministrativas.regionais': regionais,
} satisfies Handlers<Codigos | 'instituicoes.lista' | 'instituicoesPoc.lista' | 'unidadesAdministrativas.regionais'>;
