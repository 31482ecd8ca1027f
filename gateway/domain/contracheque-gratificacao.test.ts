import { describe, expect, it } from 'vitest';
import { irrf, TETO_RGPS } from '../servidores/contracheque.ts';
import { contrachequeGratificacao, type Gratificacao } from './contracheque-gratificacao.ts';

type Registro = Parameters<typeof contrachequeGratificacao>[0];
const servidor = (situacaoFuncional: string, o: { aposentadoria?: string; dependentesIr?: number } = {}) =>
  ({
    base: { situacaoFuncional },
    aposentadoria: o.aposentadoria ?? null,
    dependentesIr: o.dependentesIr ?? 0,
  }) as unknown as Registro;
const ano = (o: Partial<Gratificacao>): Gratificacao => ({
  id: 1,
  ano: 2025,
  situacao: 'APURADA',
  motivo_rejeicao: null,
  inicio: '2020-01-01',
  fim: null,
  remuneracao_base: 1_000_000,
  adiantamento: 500_000,
  avos: 12,
  valor_bruto: 1_000_000,
  pago_em: null,
  avos_pagos: null,
  valor_pago: null,
  apurada_em: '2025-12-01',
  ...o,
});
const linha = (cc: ReturnType<typeof contrachequeGratificacao>, codigo: string) =>
  cc.linhas.find((l) => l.codigoVerba === codigo);

describe('the year-end bonus slip', () => {
  it('an effective servant: advance and final instalment, RPPS 14% on the whole bonus, IRRF after it', () => {
    const cc = contrachequeGratificacao(servidor('Efetivo', { dependentesIr: 1 }), ano({}));
    expect(linha(cc, '0501')).toMatchObject({ parcela: 'Adiantamento', tipo: 'V', valor: 500_000, referencia: '50%' });
    expect(linha(cc, '0500')).toMatchObject({
      parcela: 'Parcela final',
      tipo: 'V',
      valor: 500_000,
      referencia: '12/12',
    });
    expect(linha(cc, '5001')).toMatchObject({ tipo: 'D', valor: 140_000, referencia: '14%' });
    const base = 1_000_000 - 140_000 - 18_959;
    expect(cc.baseIrrf).toBe(base);
    expect(linha(cc, '5100')).toMatchObject({ tipo: 'D', valor: irrf(base), referencia: '1 dep.' });
    expect(cc.liquido).toBe(1_000_000 - 140_000 - irrf(base));
    expect(linha(cc, '5410')).toBeUndefined();
  });

  it('an advance above the avos kept (exit in the year) is given back as a deduction, with no final instalment', () => {
    const cc = contrachequeGratificacao(servidor('Efetivo'), ano({ avos: 3, valor_bruto: 250_000, fim: '2025-03-20' }));
    expect(linha(cc, '0500')).toBeUndefined();
    expect(linha(cc, '5410')).toMatchObject({ tipo: 'D', valor: 250_000, referencia: '3/12' });
    expect(cc.parcelaFinal).toBe(-250_000);
  });

  it('not effective: INSS 11% up to the RGPS ceiling; retired before December: RPPS only above it', () => {
    const alto = ano({ valor_bruto: 2 * TETO_RGPS, adiantamento: 0 });
    expect(linha(contrachequeGratificacao(servidor('Contratado'), alto), '5002')).toMatchObject({
      valor: Math.round(TETO_RGPS * 0.11),
      referencia: '11%',
    });
    const aposentado = servidor('Aposentado', { aposentadoria: '2019-05-01' });
    expect(linha(contrachequeGratificacao(aposentado, alto), '5001')?.valor).toBe(Math.round(TETO_RGPS * 0.14));
    expect(linha(contrachequeGratificacao(aposentado, ano({ valor_bruto: TETO_RGPS - 1 })), '5001')).toBeUndefined();
  });

  it('a paid year shows what was paid, not what the avos would give today', () => {
    const pago = ano({ situacao: 'PAGA', avos: 12, valor_bruto: 1_000_000, avos_pagos: 11, valor_pago: 916_667 });
    const cc = contrachequeGratificacao(servidor('Efetivo'), pago);
    expect(cc).toMatchObject({ avos: 11, bruto: 916_667, parcelaFinal: 416_667 });
    expect(linha(cc, '0500')?.referencia).toBe('11/12');
  });
});
