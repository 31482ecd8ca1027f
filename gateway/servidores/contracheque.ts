/**
 * Monthly pay slips of the last 24 competences, computed from the record (career period of the
 * month, vacations, absences, alimony, loans). Every amount is an integer number of cents until the
 * very end, so earnings − deductions is exactly the net shown in informacoesFinanceiras
 * (secoes-contracheque.ts, with the other sections the endpoints answer).
 * Folha 0 is the monthly pay roll; folha 1 (December) pays the Christmas bonus (13º).
 */
import type { Registro } from './index.ts';
import { Rng, addMeses, competenciaDe, primeiroDia, ultimoDia } from './prng.ts';

export interface Linha {
  codigoVerba: string;
  descricaoVerba: string;
  /** Vantagem, Desconto, or Patronal: the employer's contribution, which is neither the servant's earning nor a deduction. */
  tipo: 'V' | 'D' | 'P';
  referencia: string;
  /** cents */
  valor: number;
}

export interface Folha {
  anoMesFolha: number;
  numeroFolhaSuplementar: number;
  linhas: Linha[];
  naoEfetuados: Linha[];
  patronais: Linha[];
  totalVantagens: number;
  totalDescontos: number;
  liquido: number;
  basePrevidencia: number;
  baseIrrf: number;
}

const MESES_HISTORICO = 24;
export const TETO_RGPS = 778_602;

/** Monthly IRRF table (cents): [upper bound, rate, deduction]. */
const IRRF: [number, number, number][] = [
  [225_920, 0, 0],
  [282_665, 0.075, 16_944],
  [375_105, 0.15, 38_144],
  [466_468, 0.225, 66_277],
  [Infinity, 0.275, 89_600],
];
export const irrf = (base: number) => {
  const [, rate, ded] = IRRF.find(([lim]) => base <= lim)!;
  return Math.max(0, Math.round(base * rate - ded));
};

/** The pay slips of the record, newest first: [anoMesFolha, numeroFolhaSuplementar]. */
export function folhasDe(r: Registro): [number, number][] {
  const inicio = Math.max(competenciaDe(r.evolucao[0].dataInicio), addMeses(r.referencia, -(MESES_HISTORICO - 1)));
  const fim = Math.min(competenciaDe(r.desligamento ?? ultimoDia(r.referencia)), r.referencia);
  const out: [number, number][] = [];
  for (let m = fim; m >= inicio; m = addMeses(m, -1)) {
    if (m % 100 === 12) out.push([m, 1]);
    out.push([m, 0]);
  }
  return out;
}

export function folha(r: Registro, anoMes: number, suplementar: number): Folha | undefined {
  if (!folhasDe(r).some(([m, s]) => m === anoMes && s === suplementar)) return undefined;
  const ini = primeiroDia(anoMes);
  const fim = ultimoDia(anoMes);
  const rng = new Rng(r.base.id, `folha:${anoMes}:${suplementar}`);
  const ev = [...r.evolucao].reverse().find((e) => e.dataInicio <= fim) ?? r.evolucao[0];
  const aposentado = r.aposentadoria !== null && r.aposentadoria < ini;
  const efetivo = r.base.situacaoFuncional === 'Efetivo' || r.base.situacaoFuncional === 'Aposentado';
  const anos = Math.floor((anoMes - competenciaDe(r.evolucao[0].dataInicio)) / 100);
  const linhas: Linha[] = [];
  const naoEfetuados: Linha[] = [];
  const v = (codigoVerba: string, descricaoVerba: string, valor: number, referencia = '') => {
    if (valor > 0) linhas.push({ codigoVerba, descricaoVerba, tipo: 'V', referencia, valor: Math.round(valor) });
  };
  const d = (codigoVerba: string, descricaoVerba: string, valor: number, referencia = '') => {
    if (valor > 0) linhas.push({ codigoVerba, descricaoVerba, tipo: 'D', referencia, valor: Math.round(valor) });
  };

  const vencimento = ev.vencimento;
  const quinquenios = Math.min(7, Math.floor(anos / 5));
  if (suplementar === 1) {
    v('0500', 'GRATIFICAÇÃO NATALINA (13º SALÁRIO)', vencimento * (1 + 0.05 * quinquenios), '12/12');
  } else if (aposentado) {
    v('0002', 'PROVENTOS DE APOSENTADORIA', vencimento, `${ev.nivel}-${ev.grau}`);
    v('0110', 'ADICIONAL POR TEMPO DE SERVIÇO', vencimento * 0.05 * quinquenios, `${quinquenios * 5}%`);
  } else {
    v('0001', 'VENCIMENTO BÁSICO', vencimento, `${ev.nivel}-${ev.grau}`);
    v('0110', 'ADICIONAL POR TEMPO DE SERVIÇO', vencimento * 0.05 * quinquenios, `${quinquenios * 5}%`);
    if (r.gratificacao) v('0150', 'GRATIFICAÇÃO DE DESEMPENHO INDIVIDUAL', vencimento * 0.1, '10%');
    const com = r.comissoes.find((c) => c.dataInicio <= fim && (c.dataFim ?? '9999') >= ini);
    if (com) v('0400', `CARGO EM COMISSÃO - ${com.cargo.toUpperCase()}`, com.valor);
    const ferias = r.eventos.find((e) => e.grupo === 'ferias' && e.dataInicio >= ini && e.dataInicio <= fim);
    if (ferias) v('0300', 'ADICIONAL DE 1/3 DE FÉRIAS', (vencimento * ferias.dias) / 90, `${ferias.dias} dias`);
    for (const c of r.conversoes.filter((x) => x.anoMesFolha === anoMes))
      v('0600', 'FÉRIAS-PRÊMIO CONVERTIDAS EM ESPÉCIE', c.valor, `${c.dias} dias`);
  }
  const tributavel = linhas.reduce((s, l) => s + l.valor, 0);
  if (suplementar === 0 && !aposentado && vencimento < 400_000) v('0200', 'AUXÍLIO-TRANSPORTE', 22_000);

  const faltas = r.eventos
    .filter((e) => e.grupo === 'falta' && e.dataInicio >= ini && e.dataInicio <= fim)
    .reduce((s, e) => s + e.dias, 0);
  if (suplementar === 0 && faltas) d('5400', 'FALTAS NÃO JUSTIFICADAS', (vencimento / 30) * faltas, `${faltas} dia(s)`);
  const basePrev = Math.max(0, tributavel - (linhas.find((l) => l.codigoVerba === '0600')?.valor ?? 0));
  const prev = !efetivo
    ? Math.min(basePrev, TETO_RGPS) * 0.11
    : aposentado
      ? Math.max(0, basePrev - TETO_RGPS) * 0.14
      : basePrev * 0.14;
  d(
    efetivo ? '5001' : '5002',
    efetivo ? 'CONTRIBUIÇÃO PREVIDENCIÁRIA - RPPS' : 'CONTRIBUIÇÃO PREVIDENCIÁRIA - INSS',
    prev,
    efetivo ? '14%' : '11%',
  );
  if (r.saudeIpsemg && suplementar === 0) d('5010', 'IPSEMG - ASSISTÊNCIA À SAÚDE', vencimento * 0.032, '3,2%');
  const baseIrrf = Math.max(0, tributavel - Math.round(prev) - r.dependentesIr * 18_959);
  d('5100', 'IMPOSTO DE RENDA RETIDO NA FONTE', irrf(baseIrrf), r.dependentesIr ? `${r.dependentesIr} dep.` : '');
  const descontado = () => linhas.filter((l) => l.tipo === 'D').reduce((s, l) => s + l.valor, 0);
  for (const p of r.pensoes.filter((x) => x.dataInicio <= fim && (x.dataFim ?? '9999') >= ini)) {
    d(
      '5200',
      `PENSÃO ALIMENTÍCIA - ${p.beneficiario.toUpperCase()}`,
      ((tributavel - descontado()) * p.percentual) / 100,
      `${p.percentual}%`,
    );
  }
  const e = r.emprestimo;
  if (e && suplementar === 0 && anoMes >= e.inicio && anoMes < addMeses(e.inicio, e.parcelas)) {
    const parcela =
      (Math.floor(anoMes / 100) - Math.floor(e.inicio / 100)) * 12 + (anoMes % 100) - (e.inicio % 100) + 1;
    const linha: Linha = {
      codigoVerba: '5300',
      descricaoVerba: `CONSIGNAÇÃO - ${e.consignataria.toUpperCase()}`,
      tipo: 'D',
      referencia: `${parcela}/${e.parcelas}`,
      valor: e.valorParcela,
    };
    const bruto = linhas.filter((l) => l.tipo === 'V').reduce((s, l) => s + l.valor, 0);
    // Above the 35% margin, or in a rare month of suspended pay, the loan is not deducted.
    if (e.valorParcela > (bruto - descontado()) * 0.35 || rng.chance(0.04)) naoEfetuados.push(linha);
    else linhas.push(linha);
  }

  const totalVantagens = linhas.filter((l) => l.tipo === 'V').reduce((s, l) => s + l.valor, 0);
  const totalDescontos = linhas.filter((l) => l.tipo === 'D').reduce((s, l) => s + l.valor, 0);
  const patronais: Linha[] = efetivo
    ? [
        {
          codigoVerba: '9001',
          descricaoVerba: 'CONTRIBUIÇÃO PATRONAL - RPPS',
          tipo: 'P',
          referencia: '28%',
          valor: Math.round(basePrev * 0.28),
        },
      ]
    : [
        {
          codigoVerba: '9002',
          descricaoVerba: 'CONTRIBUIÇÃO PATRONAL - INSS',
          tipo: 'P',
          referencia: '20%',
          valor: Math.round(basePrev * 0.2),
        },
      ];
  if (r.saudeIpsemg && suplementar === 0)
    patronais.push({
      codigoVerba: '9010',
      descricaoVerba: 'CONTRIBUIÇÃO PATRONAL - IPSEMG SAÚDE',
      tipo: 'P',
      referencia: '1,6%',
      valor: Math.round(vencimento * 0.016),
    });
  return {
    anoMesFolha: anoMes,
    numeroFolhaSuplementar: suplementar,
    linhas,
    naoEfetuados,
    patronais,
    totalVantagens,
    totalDescontos,
    liquido: totalVantagens - totalDescontos,
    basePrevidencia: basePrev,
    baseIrrf,
  };
}
