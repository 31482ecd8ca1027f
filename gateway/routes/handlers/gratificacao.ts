/**
 * The year-end bonus (gratificação natalina) of 'Gestão do tempo': the years, the search of the
 * bonuses of a year, the servants with months without avo and one bonus. The month-by-month
 * computation and 'Apurar' are in gratificacao-apuracao.ts, a servant's absences in
 * gratificacao-ausencias.ts; this file's handler map gathers all three.
 * The rules are in gateway/domain/gratificacao.ts and docs/GESTAO-TEMPO.md.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { anosGratificacao } from '../../domain/gratificacao.ts';
import { forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { contar, ordemEPagina, type PagingInput } from '../../lib/sql-pagina.ts';
import { type Lista, paginar } from '../lista.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { filtroOrgao, filtrosIdentificacao, MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';
import { semNulos } from '../../lib/sem-nulos.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { apuracaoGratificacaoHandlers } from './gratificacao-apuracao.ts';
import { ausenciasHandlers } from './gratificacao-ausencias.ts';

export const SITUACOES_GRATIFICACAO: Record<string, string> = {
  APURADA: 'Apurada',
  PAGA: 'Paga',
  REJEITADA: 'Rejeitada',
};
/** Cents to reais; null stays null. */
function reais(cents: number): number;
function reais(cents: number | null): number | null;
function reais(cents: number | null): number | null {
  return cents === null || cents === undefined ? null : Number(cents) / 100;
}

/** The columns of a bonus row with its servant (g, s, i). */
const COLUNAS = `g.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome, i.sigla AS instituicao, g.ano, g.avos,
  g.remuneracao_base AS "remuneracaoBase", g.valor_bruto AS "valorBruto", g.adiantamento, g.saldo, g.situacao`;
// The bonus row's institution is the servant's (copied when the year is opened; servants do not
// move between institutions here); joining on both lets PostgreSQL carry an institution filter to
// the servant index (institution, name), so a page walks 10 servants in name order.
const DE = `FROM servidor s JOIN gratificacao_natalina g ON g.servidor_id = s.id AND g.instituicao_codigo = s.instituicao_codigo
  JOIN instituicao i ON i.codigo = s.instituicao_codigo`;

const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  instituicao: 'i.sigla',
  avos: 'g.avos',
  valorBruto: 'g.valor_bruto',
  saldo: 'g.saldo',
  situacao: 'g.situacao',
};

/** A row of COLUNAS: amounts in cents. */
interface LinhaGratificacao {
  id: number;
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  instituicao: string;
  ano: number;
  avos: number;
  remuneracaoBase: number;
  valorBruto: number;
  adiantamento: number;
  saldo: number;
  situacao: 'APURADA' | 'PAGA' | 'REJEITADA';
}

/** A bonus row as the screens read it: reais, the situation's label. */
function linha<T extends LinhaGratificacao>(r: T) {
  return {
    ...r,
    remuneracaoBase: reais(r.remuneracaoBase),
    valorBruto: reais(r.valorBruto),
    adiantamento: reais(r.adiantamento),
    saldo: reais(r.saldo),
    situacaoDescricao: SITUACOES_GRATIFICACAO[String(r.situacao)] ?? String(r.situacao),
  };
}

/** ano + unit scope + optional institution (conditions on g and i only); null for another unit's. */
async function filtrosAno(db: Db, unidade: string, input: { ano: number; orgaoEntidade?: string }) {
  const f = sqlWhere(['i.unidade_codigo = $1', 'g.ano = $2'], [unidade, Number(input.ano)]);
  const orgao = str(input.orgaoEntidade);
  if (orgao) {
    if (!(await orgaoDaUnidade(db, orgao, unidade))) return null;
    f.add((n) => `g.instituicao_codigo = ${n}`, orgao);
  }
  return f;
}

/** The total of a bonus search: without a filter on the servant, from the bonus rows alone. */
function contarGratificacoes(db: Db, where: string, params: unknown[], soGratificacao: boolean, paging: PagingInput) {
  if (!soGratificacao) return contar(db, `${DE} WHERE ${where}`, params, { paging });
  return contar(
    db,
    `FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo WHERE ${where}`,
    params,
    { paging },
  );
}

const gratificacaoNatalina: Handler<'complementoAfastamento.gratificacaoNatalina'> = async ({
  db,
  auth,
  input,
  paging,
}) => {
  const p = paging!;
  const f = await filtrosAno(db, auth!.unidade, input);
  if (!f) return forbidden(MSG_ORGAO_FORA);
  const antes = f.params.length;
  filtrosIdentificacao(input, f.add);
  const soGratificacao = f.params.length === antes;
  const situacao = str(input.situacao);
  if (situacao) f.add((n) => `g.situacao = ${n}`, situacao);
  const { total, limitado } = await contarGratificacoes(db, f.sql(), f.params, soGratificacao, p);
  const pag = paginacao(p.page, p.size, total, limitado);
  if (total === 0) return noResult(pag);
  const { rows } = await db.query<LinhaGratificacao>(
    `SELECT ${COLUNAS} ${DE} WHERE ${f.sql()} ${ordemEPagina(p, SORT_SQL, 'nome', (dir) => `s.id ${dir}`)}`,
    f.params,
  );
  return ok(rows.map(linha), pag);
};

const SEM_AVO: Lista<
  RequestOf<'complementoAfastamento.servidoresSemAvo'>,
  LinhaGratificacao & { mesesSemAvo: number },
  RecordOf<'complementoAfastamento.servidoresSemAvo'>
> = {
  de: DE,
  // Every condition is on the bonus row and its institution: the count needs no servant.
  contagemDe: 'FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo',
  colunas: `${COLUNAS}, 12 - g.avos AS "mesesSemAvo"`,
  escopo: ['i.unidade_codigo = $1', 'g.ano = $2', 'g.avos < 12'],
  filtros: { orgaoEntidade: filtroOrgao('g.instituicao_codigo') },
  ordem: { campos: SORT_SQL, padrao: 'avos', desempate: (dir) => `s.nome_busca ${dir}, g.id ${dir}` },
  linha,
};

const servidoresSemAvo: Handler<'complementoAfastamento.servidoresSemAvo'> = (ctx) =>
  paginar(ctx, SEM_AVO, [ctx.auth!.unidade, Number(ctx.input.ano)]);

const detalhe: Handler<'apuraGratificacao.detalhe'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<
    LinhaGratificacao & {
      unidade: string;
      inicioExercicio: string;
      fimExercicio: string | null;
      pagoEm: string | null;
      avosPagos: number | null;
      valorPago: number | null;
      motivoRejeicao: string | null;
      apuradaEm: string;
      versao: number;
      parametrosPagamento: string | null;
      mesesSemAvo: number;
    }
  >(
    `SELECT ${COLUNAS}, i.unidade_codigo AS unidade, to_char(g.inicio_exercicio, 'DD/MM/YYYY') AS "inicioExercicio",
       to_char(g.fim_exercicio, 'DD/MM/YYYY') AS "fimExercicio", to_char(g.pago_em, 'DD/MM/YYYY') AS "pagoEm", g.avos_pagos AS "avosPagos",
       g.valor_pago AS "valorPago", g.motivo_rejeicao AS "motivoRejeicao", ${dataHoraSql('g.apurada_em')} AS "apuradaEm", g.versao,
       (SELECT string_agg(p.descricao, '; ' ORDER BY p.codigo_tipo) FROM parametro_ausencia p WHERE g.parametros ? p.codigo_tipo::text) AS "parametrosPagamento",
       12 - g.avos AS "mesesSemAvo"
     ${DE} WHERE g.id = $1`,
    [Number(input.id)],
  );
  const r = daUnidade(rows[0], (x) => x.unidade, auth);
  if (!r) return registroAusente();
  const { unidade: _u, ...rest } = r;
  const out = { ...linha(rest), valorPago: reais(rest.valorPago) };
  if (rest.situacao === 'PAGA' && !rest.parametrosPagamento)
    out.parametrosPagamento = 'Todas as ausências contavam como exercício.';
  return ok(semNulos(out));
};

const anosGratificacaoHandler: Handler<'complementoAfastamento.anosGratificacao'> = async ({ db }) => {
  const { aberto } = anosGratificacao();
  const { rows } = await db.query<{ ano: number }>('SELECT DISTINCT ano FROM gratificacao_natalina ORDER BY ano DESC');
  return ok(rows.map((r) => ({ ano: r.ano, rotulo: `${r.ano}${r.ano >= aberto ? ' (em apuração)' : ' (paga)'}` })));
};

export const gratificacaoHandlers = {
  'complementoAfastamento.anosGratificacao': anosGratificacaoHandler,
  'complementoAfastamento.gratificacaoNatalina': gratificacaoNatalina,
  'complementoAfastamento.servidoresSemAvo': servidoresSemAvo,
  'apuraGratificacao.detalhe': detalhe,
  ...apuracaoGratificacaoHandlers,
  ...ausenciasHandlers,
} satisfies Handlers<
  | 'complementoAfastamento.anosGratificacao'
  | 'complementoAfastamento.gratificacaoNatalina'
  | 'complementoAfastamento.apuracaoDecimoTerceiro'
  | 'complementoAfastamento.mesesSemAvoPorServidor'
  | 'complementoAfastamento.servidoresSemAvo'
  | 'apuraGratificacao.detalhe'
  | 'apuraGratificacao.apurar'
  | 'ausenciasServidorPoc.lista'
  | 'ausenciasServidorPoc.tipos'
  | 'ausenciasServidorPoc.registrar'
>;
