/**
 * The pay slip of the year-end bonus (`/contraCheque/v1`) of (numeroFuncionario, ano), one
 * section per endpoint, computed from its row of `gratificacao_natalina` by
 * domain/contracheque-gratificacao.ts. The servant is named like every servant tab (carregar:
 * unknown → code 2, another unit's → 403); a year without bonus row → code 2.
 */
import type { ObjetoOf } from '../../../core/endpoint-types.ts';
import { MESES_CAPITULARES } from '../../../core/meses.ts';
import {
  contrachequeGratificacao,
  SITUACAO_DESCRICAO,
  type ContrachequeGratificacao,
  type Gratificacao,
} from '../../domain/contracheque-gratificacao.ts';
import { formatDate } from '../../../core/formatters/date.ts';
import * as C from '../../servidores/contracheque.ts';
import * as S from '../../servidores/secoes-contracheque.ts';
import { formatMoeda } from '../../../core/formatters/numbers.ts';
import { reais } from '../../servidores/prng.ts';
import type { Registro } from '../../servidores/index.ts';
import type { Db } from '../../db/types.ts';
import { noResult, ok, type Answer } from '../../lib/envelope.ts';
import { defineHandlers, type HandlerContext } from '../../contract/handler.ts';
import { diasExercicio, geraAvo, mesesDoAno } from '../../domain/frequencia.ts';
import { loadRecord } from '../lib/servant-record.ts';

async function gratificacaoDe(db: Db, servidorId: number, ano: number): Promise<Gratificacao | undefined> {
  const { rows } = await db.query<Gratificacao>(
    `SELECT id::int AS id, ano, situacao, motivo_rejeicao, to_char(inicio_exercicio, 'YYYY-MM-DD') AS inicio, to_char(fim_exercicio, 'YYYY-MM-DD') AS fim,
            remuneracao_base::float8 AS remuneracao_base, adiantamento::float8 AS adiantamento, avos, valor_bruto::float8 AS valor_bruto,
            to_char(pago_em, 'YYYY-MM-DD') AS pago_em, avos_pagos, valor_pago::float8 AS valor_pago,
            to_char(apurada_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS apurada_em
       FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2`,
    [servidorId, ano],
  );
  return rows[0];
}

const brl = (cents: number) => formatMoeda(cents / 100);

/** What every section reads of its request (each contraCheque endpoint's request has both). */
interface PedidoSecao {
  numeroFuncionario: string;
  ano: number;
}

/** One section of the slip: the `objeto` of its endpoint `T`. */
type Secao<T> = (x: {
  ctx: HandlerContext<PedidoSecao>;
  r: Registro;
  g: Gratificacao;
  cc: ContrachequeGratificacao;
}) => T | Promise<T>;

/** A handler of one section of the bonus slip of (numeroFuncionario, ano). */
function secao<T>(fn: Secao<T>) {
  return async (ctx: HandlerContext<PedidoSecao>): Promise<Answer<T>> => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const g = await gratificacaoDe(ctx.db, c.registro.base.id, Number(ctx.input.ano));
    if (!g) return noResult();
    const valor = await fn({ ctx, r: c.registro, g, cc: contrachequeGratificacao(c.registro, g) });
    if (Array.isArray(valor) && !valor.length) return noResult();
    return ok(valor);
  };
}

const verbas: Secao<ObjetoOf<'contraCheque.verbasGratificacaoNatalina'>> = ({ g, cc }) =>
  cc.linhas.map((l) => {
    const adiant = l.parcela === 'Adiantamento';
    const anoMesFolha = g.ano * 100 + (adiant ? 7 : 12);
    return {
      parcela: l.parcela,
      competencia: `${adiant ? '07' : '12'}/${g.ano}`,
      anoMesFolha,
      ...S.linhaJson(l),
      situacao: adiant || g.situacao === 'PAGA' ? 'Paga' : g.situacao === 'REJEITADA' ? 'Rejeitada' : 'A pagar',
    };
  });

const vantagensEDescontos: Secao<ObjetoOf<'contraCheque.vantagensEDescontosContraCheque'>> = ({ cc }) =>
  cc.linhas.map(S.linhaJson);

const informacoes: Secao<ObjetoOf<'contraCheque.informacoesFinanceiras'>> = ({ r, g, cc }) => ({
  ano: g.ano,
  situacao: g.situacao,
  situacaoDescricao: SITUACAO_DESCRICAO[g.situacao],
  remuneracaoBase: reais(g.remuneracao_base),
  avos: cc.avos,
  valorBruto: reais(cc.bruto),
  adiantamento: reais(cc.adiantamento),
  parcelaFinal: reais(cc.parcelaFinal),
  totalVantagens: reais(cc.totalVantagens),
  totalDescontos: reais(cc.totalDescontos),
  valorLiquido: reais(cc.liquido),
  liquidoParcelaFinal: reais(cc.liquido - cc.adiantamento),
  baseCalculoPrevidencia: reais(cc.basePrevidencia),
  baseCalculoIrrf: reais(cc.baseIrrf),
  dependentesIrrf: r.dependentesIr,
  dataPagamento: g.pago_em ?? '',
});

/** The positions in force in December of the year, or in the month of exit. */
const cargos: Secao<ObjetoOf<'contraCheque.cargos'>> = ({ r, g }) => {
  const mes = g.fim ? Number(g.fim.slice(5, 7)) : 12;
  // cargosDaFolha reads only the competence of the slip.
  return S.cargosDaFolha(r, { anoMesFolha: g.ano * 100 + mes } as C.Folha);
};

const SITUACAO_ACERTO: Record<string, string> = {
  PENDENTE: 'pendente',
  RETIFICAR_ACERTO: 'a retificar',
  FINALIZADO: 'finalizado',
};

const ocorrencias: Secao<ObjetoOf<'contraCheque.ocorrencias'>> = async ({ ctx, r, g }) => {
  const out: { tipoOcorrencia: string; descricao: string; data: string }[] = [];
  const meses = await mesesDoAno(ctx.db, r.base.id, g.ano);
  if (g.inicio > `${g.ano}-01-01`)
    out.push({
      tipoOcorrencia: 'Admissão no ano',
      descricao: `Em exercício a partir de ${formatDate(g.inicio)}: os meses anteriores não geram avo.`,
      data: g.inicio,
    });
  if (g.fim)
    out.push({
      tipoOcorrencia: 'Desligamento no ano',
      descricao: `Desligamento em ${formatDate(g.fim)}: os meses seguintes não geram avo.`,
      data: g.fim,
    });
  const perdidos = meses.filter((m) => m.dias_vinculo >= 15 && !geraAvo(m));
  if (perdidos.length)
    out.push({
      tipoOcorrencia: 'Avos reduzidos por ausências',
      descricao: `${perdidos.length} avo(s) a menos por afastamentos, licenças ou faltas que não contam como exercício (${perdidos.map((m) => MESES_CAPITULARES[m.mes - 1]).join(', ')}).`,
      data: '',
    });
  for (const m of meses.filter((x) => x.dias_vinculo > 0 && !geraAvo(x))) {
    const partes = [`${diasExercicio(m)} dia(s) de exercício, mínimo de 15`];
    if (m.dias_descontados > 0)
      partes.push(`${Math.min(m.dias_vinculo, m.dias_descontados)} dia(s) que não contam: ${m.tipos ?? ''}`);
    if (m.admitido_no_mes) partes.push(`admissão em ${formatDate(g.inicio)}`);
    if (m.desligado_no_mes && g.fim) partes.push(`desligamento em ${formatDate(g.fim)}`);
    out.push({
      tipoOcorrencia: 'Mês sem avo',
      descricao: `${MESES_CAPITULARES[m.mes - 1]}: ${partes.join('; ')}.`,
      data: `${g.ano}-${String(m.mes).padStart(2, '0')}-01`,
    });
  }
  if (g.situacao === 'REJEITADA')
    out.push({
      tipoOcorrencia: 'Apuração rejeitada',
      descricao: g.motivo_rejeicao ?? 'Rejeitada pela folha.',
      data: g.apurada_em,
    });
  if (g.situacao === 'PAGA' && g.pago_em)
    out.push({
      tipoOcorrencia: 'Pagamento',
      descricao: `Paga em ${formatDate(g.pago_em)}: ${g.avos_pagos ?? g.avos} avo(s), ${brl(g.valor_pago ?? g.valor_bruto)}.`,
      data: g.pago_em,
    });
  const { rows } = await ctx.db.query<{
    avos_pagos: number;
    avos_apurados: number;
    valor_pago: number;
    valor_devido: number;
    tipo: string;
    situacao: string;
    motivo: string;
    data: string;
  }>(
    `SELECT avos_pagos, avos_apurados, valor_pago::float8 AS valor_pago, valor_devido::float8 AS valor_devido, tipo, situacao, motivo,
            to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS data
       FROM avos_alterado WHERE servidor_id = $1 AND ano = $2 ORDER BY criado_em, id`,
    [r.base.id, g.ano],
  );
  for (const a of rows)
    out.push({
      tipoOcorrencia: 'Alteração de avos após pagamento',
      descricao: `Avos pagos ${a.avos_pagos}, apurados ${a.avos_apurados}: ${a.tipo === 'A_RECEBER' ? 'a receber' : 'a restituir'} ${brl(Math.abs(a.valor_devido - a.valor_pago))} (acerto ${SITUACAO_ACERTO[a.situacao] ?? a.situacao}). Motivo: ${a.motivo}`,
      data: a.data,
    });
  return out.map((o, i) => ({ sequencial: i + 1, ...o }));
};

export default defineHandlers({
  'contraCheque.verbasGratificacaoNatalina': secao(verbas),
  'contraCheque.cargos': secao(cargos),
  'contraCheque.informacoesFinanceiras': secao(informacoes),
  'contraCheque.ocorrencias': secao(ocorrencias),
  'contraCheque.vantagensEDescontosContraCheque': secao(vantagensEDescontos),
});
