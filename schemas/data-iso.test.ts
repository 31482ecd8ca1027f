import { describe, expect, it } from 'vitest';
import { corpoComDatasIso, dataBRDeIso, dataIsoDeBR, diaDaDataIso, isDataIso } from './data-iso.ts';
import { crossFieldErrors, FORMATS, formatMessage, isDataNaoFutura } from './formats.ts';

describe('body dates (spec §7: ISO text at midnight with a -03:00 offset)', () => {
  it('DD/MM/AAAA becomes ISO at midnight in Brasília, and back', () => {
    expect(dataIsoDeBR('05/03/2026')).toBe('2026-03-05T00:00:00-03:00');
    expect(dataIsoDeBR('')).toBe('');
    expect(dataIsoDeBR('2026-03-05T00:00:00-03:00')).toBe('2026-03-05T00:00:00-03:00');
    expect(diaDaDataIso('2026-03-05T00:00:00-03:00')).toBe('2026-03-05');
    expect(dataBRDeIso('2026-03-05T00:00:00.000-03:00')).toBe('05/03/2026');
    expect(dataBRDeIso('05/03/2026')).toBe('');
  });

  it('only a real day at midnight with -03:00 is a body date', () => {
    expect(isDataIso('2026-03-05T00:00:00-03:00')).toBe(true);
    expect(isDataIso('')).toBe(true);
    for (const v of [
      '05/03/2026',
      '2026-03-05',
      '2026-03-05T00:00:00Z',
      '2026-03-05T10:00:00-03:00',
      '2026-02-30T00:00:00-03:00',
    ])
      expect(isDataIso(v), v).toBe(false);
  });

  it('the catalogue formats: dataIso and dataIsoNaoFutura, with their messages', () => {
    const hoje = new Date();
    const amanha = new Date(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() + 1);
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T00:00:00-03:00`;
    expect(FORMATS.dataIso.validate('05/03/2026')).toBe(false);
    expect(FORMATS.dataIsoNaoFutura.validate(iso(hoje))).toBe(true);
    expect(FORMATS.dataIsoNaoFutura.validate(iso(amanha))).toBe(false);
    expect(formatMessage('dataIsoNaoFutura', iso(amanha))).toBe('A data não pode ser futura.');
    expect(formatMessage('dataIso', '05/03/2026')).toBe(
      'Data inválida. Envie a data no formato AAAA-MM-DDT00:00:00-03:00.',
    );
    // The pt-BR formats stay pt-BR: an ISO value is not a DD/MM/AAAA date.
    expect(FORMATS.dataNaoFutura.validate(iso(hoje))).toBe(false);
    expect(isDataNaoFutura(iso(amanha))).toBe(false);
  });

  it('the period keyword compares body dates too', () => {
    const schema = { properties: { dataInicio: { antesDe: 'dataFim' }, dataFim: {} } };
    expect(
      crossFieldErrors(schema, { dataInicio: dataIsoDeBR('10/03/2026'), dataFim: dataIsoDeBR('01/03/2026') }),
    ).toEqual([{ campo: 'dataInicio', mensagem: 'A data inicial deve ser anterior à data final.' }]);
    expect(
      crossFieldErrors(schema, { dataInicio: dataIsoDeBR('01/03/2026'), dataFim: dataIsoDeBR('10/03/2026') }),
    ).toEqual([]);
  });

  it('a body has the dates of the fields its endpoint marks as ISO converted, nothing else', () => {
    const formatos: Record<string, string> = { dataInicio: 'dataIso', dataFim: 'dataIsoNaoFutura', filtro: 'dataBR' };
    expect(
      corpoComDatasIso({ dataInicio: '01/02/2026', dataFim: '', filtro: '01/02/2026', n: 3 }, (c) => formatos[c]),
    ).toEqual({ dataInicio: '2026-02-01T00:00:00-03:00', dataFim: '', filtro: '01/02/2026', n: 3 });
  });
});
