/**
 * The pay slip of the year-end bonus of one servant and year, consistent
 * with its row of table `gratificacao_natalina` — not the generic 12/12 line of the December
 * supplementary pay roll (gateway/servidores/contracheque.ts), which knows nothing of avos:
 * - gross = what the row says: an open year (APURADA/REJEITADA) its `valor_bruto` as computed now
 *   (base × avos / 12), a paid year (PAGA) what was paid (`valor_pago`, `avos_pagos`);
 * - earnings: the advance of July (`adiantamento`) and the final instalment of December (gross −
 *   advance); when the advance exceeds the gross (exit, avos lost), the difference is a deduction
 *   'DEVOLUÇÃO DE ADIANTAMENTO';
 * - deductions on the whole bonus, as the monthly slips compute them (same tables): previdência
 *   (RPPS 14% for effective servants, retired only above the RGPS ceiling; INSS 11% up to the
 *   ceiling otherwise) and IRRF exclusive to the 13º on gross − previdência − dependants;
 * - net = earnings − deductions; the final instalment's net also takes the advance out.
 */
import * as C from '../servidores/contracheque.ts';
import type { Registro } from '../servidores/index.ts';

/** The bonus row of one servant and year (cents as numbers, dates ISO). */
export interface Gratificacao {
  id: number;
  ano: number;
  situacao: 'APURADA' | 'PAGA' | 'REJEITADA';
  motivo_rejeicao: string | null;
  inicio: string;
  fim: string | null;
  remuneracao_base: number;
  adiantamento: number;
  avos: number;
  valor_bruto: number;
  pago_em: string | null;
  avos_pagos: number | null;
  valor_pago: number | null;
  apurada_em: string;
}

export const SITUACAO_DESCRICAO: Record<Gratificacao['situacao'], string> = {
  APURADA: 'Apurada',
  PAGA: 'Paga',
  REJEITADA: 'Rejeitada',
};

/** The bonus slip: lines (cents) and totals. */
export interface ContrachequeGratificacao {
  avos: number;
  bruto: number;
  adiantamento: number;
  parcelaFinal: number;
  linhas: (C.Linha & { parcela: 'Adiantamento' | 'Parcela final' })[];
  totalVantagens: number;
  totalDescontos: number;
  liquido: number;
  basePrevidencia: number;
  baseIrrf: number;
}

export function contrachequeGratificacao(r: Registro, g: Gratificacao): ContrachequeGratificacao {
  const paga = g.situacao === 'PAGA';
  const avos = paga ? (g.avos_pagos ?? g.avos) : g.avos;
  const bruto = paga ? (g.valor_pago ?? g.valor_bruto) : g.valor_bruto;
  const adiantamento = g.adiantamento;
  const parcelaFinal = bruto - adiantamento;
  const efetivo = r.base.situacaoFuncional === 'Efetivo' || r.base.situacaoFuncional === 'Aposentado';
  const aposentado = r.aposentadoria !== null && r.aposentadoria < `${g.ano}-12-01`;
  const prev = Math.round(
    !efetivo
      ? Math.min(bruto, C.TETO_RGPS) * 0.11
      : aposentado
        ? Math.max(0, bruto - C.TETO_RGPS) * 0.14
        : bruto * 0.14,
  );
  const baseIrrf = Math.max(0, bruto - prev - r.dependentesIr * 18_959);
  const linhas: ContrachequeGratificacao['linhas'] = [];
  const add = (
    parcela: 'Adiantamento' | 'Parcela final',
    codigoVerba: string,
    descricaoVerba: string,
    tipo: 'V' | 'D',
    valor: number,
    referencia = '',
  ) => {
    if (valor > 0) linhas.push({ parcela, codigoVerba, descricaoVerba, tipo, referencia, valor: Math.round(valor) });
  };
  add('Adiantamento', '0501', 'ADIANTAMENTO DA GRATIFICAÇÃO NATALINA', 'V', adiantamento, '50%');
  add('Parcela final', '0500', 'GRATIFICAÇÃO NATALINA (13º SALÁRIO) - PARCELA FINAL', 'V', parcelaFinal, `${avos}/12`);
  add('Parcela final', '5410', 'DEVOLUÇÃO DE ADIANTAMENTO DA GRATIFICAÇÃO NATALINA', 'D', -parcelaFinal, `${avos}/12`);
  add(
    'Parcela final',
    efetivo ? '5001' : '5002',
    efetivo ? 'CONTRIBUIÇÃO PREVIDENCIÁRIA - RPPS - 13º SALÁRIO' : 'CONTRIBUIÇÃO PREVIDENCIÁRIA - INSS - 13º SALÁRIO',
    'D',
    prev,
    efetivo ? '14%' : '11%',
  );
  add(
    'Parcela final',
    '5100',
    'IMPOSTO DE RENDA RETIDO NA FONTE - 13º SALÁRIO',
    'D',
    C.irrf(baseIrrf),
    r.dependentesIr ? `${r.dependentesIr} dep.` : '',
  );
  const totalVantagens = linhas.filter((l) => l.tipo === 'V').reduce((s, l) => s + l.valor, 0);
  const totalDescontos = linhas.filter((l) => l.tipo === 'D').reduce((s, l) => s + l.valor, 0);
  return {
    avos,
    bruto,
    adiantamento,
    parcelaFinal,
    linhas,
    totalVantagens,
    totalDescontos,
    liquido: totalVantagens - totalDescontos,
    basePrevidencia: bruto,
    baseIrrf,
  };
}
