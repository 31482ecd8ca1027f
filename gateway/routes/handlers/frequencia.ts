/**
 * Attendance of one servant for the year-end bonus (`/frequencia/v1`: per year, one year, month by
 * month). The servant is named by `numeroFuncionario` like every servant tab
 * (routes/lib/servant-record.ts: unknown or another unit's → code 2).
 *
 * Days of service ("efetivo exercício") and avos come from the one computation of the bonus
 * (domain/frequencia.ts); the absence days by group are every absence in the period, whether it
 * counts or not, so the screen shows both what happened and what it cost.
 */
import { MESES_CAPITULARES } from '../../../core/meses.ts';
import { ausenciasPorMes, cargaHorariaEm, diasExercicio, geraAvo, mesesDoAno } from '../../domain/frequencia.ts';
import { mesesSql } from '../../domain/gratificacao.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { loadRecord } from '../lib/servant-record.ts';

const soma = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
const anoDe = (input: { ano: number }) => Number(input.ano);

export default defineHandlers({
  'frequencia.lista': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const { rows } = await ctx.db.query<{ ano: number; mes: number; dias_vinculo: number; dias_descontados: number }>(
      `SELECT ano, mes, dias_vinculo, dias_descontados::int AS dias_descontados FROM (${mesesSql('g.servidor_id = $1')}) t ORDER BY ano DESC, mes`,
      [c.registro.base.id],
    );
    if (!rows.length) return noResult();
    const { rows: aus } = await ctx.db.query<{ ano: number; dias: number }>(
      `SELECT g.ano, COALESCE(sum(LEAST(make_date(g.ano, 12, 31), a.data_fim) - GREATEST(make_date(g.ano, 1, 1), a.data_inicio) + 1), 0)::int AS dias
       FROM gratificacao_natalina g
       LEFT JOIN ausencia a ON a.servidor_id = g.servidor_id AND a.data_inicio <= make_date(g.ano, 12, 31) AND a.data_fim >= make_date(g.ano, 1, 1)
      WHERE g.servidor_id = $1 GROUP BY g.ano`,
      [c.registro.base.id],
    );
    const anos = [...new Set(rows.map((r) => r.ano))];
    return ok(
      anos.map((ano) => {
        const meses = rows.filter((r) => r.ano === ano);
        return {
          ano,
          diasVinculo: soma(meses, (m) => m.dias_vinculo),
          diasExercicio: soma(meses, diasExercicio),
          diasAusencia: aus.find((a) => a.ano === ano)?.dias ?? 0,
          avos: meses.filter(geraAvo).length,
        };
      }),
    );
  },
  'frequencia.frequenciaAnualServidor': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const r = c.registro;
    const ano = anoDe(ctx.input);
    const { rows } = await ctx.db.query<{ inicio: string; fim: string | null }>(
      `SELECT to_char(inicio_exercicio, 'YYYY-MM-DD') AS inicio, to_char(fim_exercicio, 'YYYY-MM-DD') AS fim FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2`,
      [r.base.id, ano],
    );
    const g = rows[0];
    if (!g) return noResult();
    const meses = await mesesDoAno(ctx.db, r.base.id, ano);
    const aus = await ausenciasPorMes(ctx.db, r.base.id, ano);
    const ultimo = g.fim ?? `${ano}-12-31`;
    return ok({
      ano,
      inicioExercicio: g.inicio,
      fimExercicio: g.fim ?? '',
      diasAno: soma(meses, (m) => m.dias_mes),
      diasVinculo: soma(meses, (m) => m.dias_vinculo),
      diasAfastamento: soma(aus, (a) => a.afastamento),
      diasLicenca: soma(aus, (a) => a.licenca),
      diasFalta: soma(aus, (a) => a.falta),
      diasDescontados: soma(meses, (m) => Math.min(m.dias_vinculo, m.dias_descontados)),
      diasExercicio: soma(meses, diasExercicio),
      avos: meses.filter(geraAvo).length,
      cargaHorariaSemanal: cargaHorariaEm(r, ultimo)?.cargaHorariaSemanal ?? 0,
    });
  },
  'frequencia.frequenciaMensalServidor': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const ano = anoDe(ctx.input);
    const meses = await mesesDoAno(ctx.db, c.registro.base.id, ano);
    if (!meses.length) return noResult();
    const aus = await ausenciasPorMes(ctx.db, c.registro.base.id, ano);
    return ok(
      meses.map((m) => ({
        numeroMes: m.mes,
        mes: MESES_CAPITULARES[m.mes - 1],
        diasMes: m.dias_mes,
        diasVinculo: m.dias_vinculo,
        diasAfastamento: aus[m.mes - 1].afastamento,
        diasLicenca: aus[m.mes - 1].licenca,
        diasFalta: aus[m.mes - 1].falta,
        diasDescontados: Math.min(m.dias_vinculo, m.dias_descontados),
        diasExercicio: diasExercicio(m),
        avo: geraAvo(m) ? 'Sim' : 'Não',
      })),
    );
  },
});
