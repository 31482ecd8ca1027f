/**
 * The year-end bonus (gratificação natalina) of 'Gestão do tempo', by year: the years, the search
 * of the bonuses of a year, the servants with months without avo, and the month-by-month
 * computation (apuração) of one servant — each month's days and whether it gives an avo, with why
 * in an HR analyst's words — and its months without avo.
 * The rules are in gateway/domain/gratificacao.ts and docs/GESTAO-TEMPO.md.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { MESES_CAPITULARES } from '../../../core/meses.ts';
import type { Db } from '../../db/types.ts';
import { anosGratificacao, DIAS_MINIMOS_AVO, mesesSql } from '../../domain/gratificacao.ts';
import { type Failure, forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { countRows, orderAndPage, type PagingInput } from '../../lib/sql-paging.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { hojeBrasilia, texto as str } from '../../lib/text.ts';
import { missingRecord } from '../../lib/unit-scope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { BONUS_COLUMNS, BONUS_FROM, BONUS_SORT, bonusRow, type LinhaGratificacao } from '../lib/bonus-rows.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade, orgaoFilter } from '../lib/institution-scope.ts';
import { servidorDaUnidade } from '../lib/servant-record.ts';
import { identificationFilters } from '../lib/servant-search.ts';
import { type List, paginate } from '../list.ts';

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
  if (!soGratificacao) return countRows(db, `${BONUS_FROM} WHERE ${where}`, params, { paging });
  return countRows(
    db,
    `FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo WHERE ${where}`,
    params,
    { paging },
  );
}

const SEM_AVO: List<
  RequestOf<'complementoAfastamento.servidoresSemAvo'>,
  LinhaGratificacao & { mesesSemAvo: number },
  RecordOf<'complementoAfastamento.servidoresSemAvo'>
> = {
  from: BONUS_FROM,
  // Every condition is on the bonus row and its institution: the count needs no servant.
  countFrom: 'FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo',
  columns: `${BONUS_COLUMNS}, 12 - g.avos AS "mesesSemAvo"`,
  unitScope: ['i.unidade_codigo = $1', 'g.ano = $2', 'g.avos < 12'],
  filters: { orgaoEntidade: orgaoFilter('g.instituicao_codigo') },
  sort: { fields: BONUS_SORT, default: 'avos', tieBreak: (dir) => `s.nome_busca ${dir}, g.id ${dir}` },
  row: bonusRow,
};

/** The bonus row of (numeroFuncionario, ano), unit-checked: the row, or the envelope refusing it. */
async function gratificacaoDe(
  db: Db,
  unidade: string,
  input: { numeroFuncionario: string; ano: number },
): Promise<{ falha: Failure } | { id: number; situacao: string; servidorId: number }> {
  const s = await servidorDaUnidade(db, str(input.numeroFuncionario), { unidade });
  if (!s) return { falha: missingRecord() };
  const { rows } = await db.query<{ id: number; situacao: string }>(
    'SELECT id, situacao FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2',
    [s.id, Number(input.ano)],
  );
  if (!rows[0]) return { falha: noResult() };
  return { id: rows[0].id, situacao: rows[0].situacao, servidorId: s.id };
}

interface MesRow {
  mes: number;
  ano: number;
  dias_mes: number;
  dias_vinculo: number;
  dias_descontados: number;
  tipos: string | null;
  inicio: string;
  fim_vinculo: string | null;
  admitido_no_mes: boolean;
  desligado_no_mes: boolean;
}

/** Why a month gives an avo or not, in the words of an HR analyst. */
function motivo(m: MesRow, aberto: boolean, mesAtual: number): string {
  const exercicio = m.dias_vinculo - m.dias_descontados;
  if (m.dias_vinculo === 0)
    return m.mes < Number(m.inicio.slice(3, 5))
      ? `Antes da admissão (${m.inicio}).`
      : `Após o desligamento (${m.fim_vinculo}).`;
  const partes: string[] = [];
  if (m.admitido_no_mes && m.inicio.slice(0, 2) !== '01') partes.push(`Admissão em ${m.inicio}`);
  if (m.desligado_no_mes) partes.push(`Desligamento em ${m.fim_vinculo}`);
  if (m.dias_descontados)
    partes.push(`${m.dias_descontados} dia(s) de ausência que não conta como exercício: ${m.tipos}`);
  const base = partes.length ? `${partes.join('; ')}.` : 'Mês integral em exercício.';
  const previsto = aberto && m.mes > mesAtual ? ' Previsto (mês ainda não encerrado).' : '';
  return `${base} ${exercicio} dia(s) de exercício${exercicio >= DIAS_MINIMOS_AVO ? '' : ` (mínimo de ${DIAS_MINIMOS_AVO})`}.${previsto}`;
}

async function meses(db: Db, id: number, situacao: string) {
  const { rows } = await db.query<MesRow>(`${mesesSql('g.id = $1')} ORDER BY m.mes`, [id]);
  const hoje = new Date();
  const aberto = situacao !== 'PAGA' && rows[0]?.ano === anosGratificacao(hoje).aberto;
  const mesAtual = Number(hojeBrasilia(hoje).slice(5, 7));
  return rows.map((m) => {
    const exercicio = m.dias_vinculo - m.dias_descontados;
    return {
      mes: m.mes,
      nomeMes: MESES_CAPITULARES[m.mes - 1],
      diasMes: m.dias_mes,
      diasVinculo: m.dias_vinculo,
      diasDescontados: m.dias_descontados,
      diasExercicio: exercicio,
      contaAvo: exercicio >= DIAS_MINIMOS_AVO ? 'Sim' : 'Não',
      motivo: motivo(m, aberto, mesAtual),
    };
  });
}

export default defineHandlers({
  'complementoAfastamento.anosGratificacao': async ({ db }) => {
    const { aberto } = anosGratificacao();
    const { rows } = await db.query<{ ano: number }>(
      'SELECT DISTINCT ano FROM gratificacao_natalina ORDER BY ano DESC',
    );
    return ok(rows.map((r) => ({ ano: r.ano, rotulo: `${r.ano}${r.ano >= aberto ? ' (em apuração)' : ' (paga)'}` })));
  },
  /**
   * Written out rather than declared with `list`: the count's FROM depends on the filters asked —
   * from the bonus rows alone unless a filter names the servant (`contarGratificacoes`) — while a
   * declared list counts from one fixed `countFrom`.
   */
  'complementoAfastamento.gratificacaoNatalina': async ({ db, auth, input, paging }) => {
    const p = paging!;
    const f = await filtrosAno(db, auth!.unidade, input);
    if (!f) return forbidden(MSG_ORGAO_FORA);
    const antes = f.params.length;
    identificationFilters(input, f.add);
    const soGratificacao = f.params.length === antes;
    const situacao = str(input.situacao);
    if (situacao) f.add((n) => `g.situacao = ${n}`, situacao);
    const { total, bounded: limitado } = await contarGratificacoes(db, f.sql(), f.params, soGratificacao, p);
    const pag = paginacao(p.page, p.size, total, limitado);
    if (total === 0) return noResult(pag);
    const { rows } = await db.query<LinhaGratificacao>(
      `SELECT ${BONUS_COLUMNS} ${BONUS_FROM} WHERE ${f.sql()} ${orderAndPage(p, BONUS_SORT, 'nome', (dir) => `s.id ${dir}`)}`,
      f.params,
    );
    return ok(rows.map(bonusRow), pag);
  },
  'complementoAfastamento.servidoresSemAvo': (ctx) =>
    paginate(ctx, SEM_AVO, [ctx.auth!.unidade, Number(ctx.input.ano)]),
  'complementoAfastamento.apuracaoDecimoTerceiro': async ({ db, auth, input }) => {
    const g = await gratificacaoDe(db, auth!.unidade, input);
    if ('falha' in g) return g.falha;
    return ok(await meses(db, g.id, g.situacao));
  },
  'complementoAfastamento.mesesSemAvoPorServidor': async ({ db, auth, input }) => {
    const g = await gratificacaoDe(db, auth!.unidade, input);
    if ('falha' in g) return g.falha;
    const sem = (await meses(db, g.id, g.situacao)).filter((m) => m.contaAvo === 'Não');
    return sem.length ? ok(sem) : noResult();
  },
});
