/**
 * The servant's weekly hours: the periods of the record (`cargaHoraria.lista`) and the year month
 * by month (`cargaHoraria.anual`). The servant is named like every servant tab
 * (routes/lib/servant-record.ts).
 */
import { MESES_CAPITULARES } from '../../../core/meses.ts';
import { cargaHorariaEm } from '../../domain/frequencia.ts';
import { addDays, maxIso, minIso, toDate } from '../../servidores/prng.ts';
import * as R from '../../servidores/index.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { loadRecord, NEWEST_FIRST, section } from '../lib/servant-record.ts';

/** Monday-to-Friday days from `ini` to `fim` (ISO, inclusive). */
function diasUteis(ini: string, fim: string): number {
  let n = 0;
  for (let d = ini; d <= fim; d = addDays(d, 1)) {
    const w = toDate(d).getUTCDay();
    if (w !== 0 && w !== 6) n++;
  }
  return n;
}

export default defineHandlers({
  'cargaHoraria.lista': section(R.cargaHoraria, { defaultSort: NEWEST_FIRST }),
  /**
   * `cargaHoraria.anual`: the weekly hours in force at the end of each month of the year (the last
   * day of the employment in the month), the working days of the month inside the employment and
   * the expected hours (weekly ÷ 5 per working day). Employment: admission to exit or retirement;
   * a year outside it, or after the current one, → code 2.
   */
  'cargaHoraria.anual': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const r = c.registro;
    const ano = Number(ctx.input.ano);
    const admissao = r.evolucao[0].dataInicio;
    const saida = r.desligamento ?? r.aposentadoria ?? '9999-12-31';
    // A year after the record's reference (the current month) has no data yet.
    if (admissao > `${ano}-12-31` || saida < `${ano}-01-01` || ano > Math.floor(r.referencia / 100)) return noResult();
    return ok(
      MESES_CAPITULARES.map((mes, i) => {
        const mIni = `${ano}-${String(i + 1).padStart(2, '0')}-01`;
        const mFim = addDays(i === 11 ? `${ano + 1}-01-01` : `${ano}-${String(i + 2).padStart(2, '0')}-01`, -1);
        const ini = maxIso(mIni, admissao);
        const fim = minIso(mFim, saida);
        const p = ini <= fim ? cargaHorariaEm(r, fim) : undefined;
        const uteis = p ? diasUteis(ini, fim) : 0;
        const semanal = p?.cargaHorariaSemanal ?? 0;
        return {
          numeroMes: i + 1,
          mes,
          cargaHorariaSemanal: semanal,
          motivo: p?.motivo ?? '',
          diasUteis: uteis,
          horasPrevistas: Math.round(((semanal * uteis) / 5) * 10) / 10,
        };
      }),
    );
  },
});
