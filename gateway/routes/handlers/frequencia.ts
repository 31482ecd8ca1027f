/**
 * Attendance of one servant for the year-end bonus (`/frequencia/v1`: per year, one year, month by
 * month) and the weekly hours month by month (`cargaHoraria.anual`). The servant is named by
 * `numeroFuncionario` like every servant tab (carregar: unknown → code 2, another unit's → 403).
 *
 * Days of service ("efetivo exercício") and avos come from the one computation of the bonus,
 * `mesesSql` (domain/gratificacao.ts): per month, the days inside the employment less the days of
 * absences and leave whose type does not count (a paid year with the parametrisation of its
 * payment), one avo when at least 15 days remain. The absence days by group (afastamento,
 * licença, falta) are every row of table `ausencia` in the period, whether it counts or not, so
 * the screen shows both what happened and what it cost.
 */
import { MESES_CAPITULARES } from '../../../core/meses.ts';
import { DIAS_MINIMOS_AVO, mesesSql } from '../../domain/gratificacao.ts';
import { addDays, maxIso, minIso, toDate } from '../../servidores/prng.ts';
import * as R from '../../servidores/index.ts';
import type { Db } from '../../db/types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { paginarItens } from '../lista.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { carregar } from './registro-servidor.ts';

/** One month of mesesSql for one servant and year. */
export interface MesApurado {
  mes: number;
  dias_mes: number;
  dias_vinculo: number;
  dias_descontados: number;
  /** Types of the absences that did not count, '; '-joined. */
  tipos: string | null;
  admitido_no_mes: boolean;
  desligado_no_mes: boolean;
}

/** Days of service of a month: in the employment less what does not count (never below 0). */
export const diasExercicio = (m: Pick<MesApurado, 'dias_vinculo' | 'dias_descontados'>) =>
  Math.max(0, m.dias_vinculo - m.dias_descontados);
export const geraAvo = (m: Pick<MesApurado, 'dias_vinculo' | 'dias_descontados'>) =>
  m.dias_vinculo - m.dias_descontados >= DIAS_MINIMOS_AVO;

/** The 12 months of the bonus row of (servidor, ano), January first; [] when there is no row. */
export async function mesesDoAno(db: Db, servidorId: number, ano: number): Promise<MesApurado[]> {
  const { rows } = await db.query<MesApurado>(
    `SELECT mes, dias_mes::int AS dias_mes, dias_vinculo, dias_descontados::int AS dias_descontados, tipos, admitido_no_mes, desligado_no_mes
       FROM (${mesesSql('g.servidor_id = $1 AND g.ano = $2')}) t ORDER BY mes`,
    [servidorId, ano],
  );
  return rows;
}

type Grupo = 'afastamento' | 'licenca' | 'falta';
export type DiasPorGrupo = Record<Grupo, number>;

/** Days of every absence of table `ausencia` in each month of `ano`, by group (index 0 = January). */
export async function ausenciasPorMes(db: Db, servidorId: number, ano: number): Promise<DiasPorGrupo[]> {
  const { rows } = await db.query<{ mes: number; grupo: Grupo; dias: number }>(
    `SELECT x.mes, p.grupo, sum(LEAST(x.fim, a.data_fim) - GREATEST(x.ini, a.data_inicio) + 1)::int AS dias
       FROM (SELECT mes, make_date($2::int, mes, 1) AS ini, (make_date($2::int, mes, 1) + interval '1 month' - interval '1 day')::date AS fim
               FROM generate_series(1, 12) AS mes) x
       JOIN ausencia a ON a.servidor_id = $1 AND a.data_inicio <= x.fim AND a.data_fim >= x.ini
       JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo
      GROUP BY x.mes, p.grupo`,
    [servidorId, ano],
  );
  const out = Array.from({ length: 12 }, () => ({ afastamento: 0, licenca: 0, falta: 0 }));
  for (const r of rows) out[r.mes - 1][r.grupo] += r.dias;
  return out;
}

/** The weekly-hours period of the record in force on `dia`. */
export function cargaHorariaEm(r: R.Registro, dia: string) {
  return R.cargaHoraria(r).find((p) => p.dataInicio <= dia && (!p.dataFim || p.dataFim >= dia));
}

const soma = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
const anoDe = (input: { ano: number }) => Number(input.ano);

const lista: Handler<'frequencia.lista'> = async (ctx) => {
  const c = await carregar(ctx);
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
};

const anual: Handler<'frequencia.frequenciaAnualServidor'> = async (ctx) => {
  const c = await carregar(ctx);
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
};

const mensal: Handler<'frequencia.frequenciaMensalServidor'> = async (ctx) => {
  const c = await carregar(ctx);
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
};

/** Monday-to-Friday days from `ini` to `fim` (ISO, inclusive). */
function diasUteis(ini: string, fim: string): number {
  let n = 0;
  for (let d = ini; d <= fim; d = addDays(d, 1)) {
    const w = toDate(d).getUTCDay();
    if (w !== 0 && w !== 6) n++;
  }
  return n;
}

/**
 * `cargaHoraria.anual`: the weekly hours in force at the end of each month of the year (the last
 * day of the employment in the month), the working days of the month inside the employment and
 * the expected hours (weekly ÷ 5 per working day). Employment: admission to exit or retirement;
 * a year outside it, or after the current one, → code 2.
 */
const cargaAnual: Handler<'cargaHoraria.anual'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  const r = c.registro;
  const ano = anoDe(ctx.input);
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
};

/** `cargoAdmissaoPoc.lista`: the admission's career position and the commissioned positions. */
function cargosAdmissoes(r: R.Registro) {
  const adm = R.admissoes(r)[0];
  return R.cargos(r).map((c) =>
    c.sequencialCargoAdmissao === 1
      ? {
          sequencialCargoAdmissao: 1,
          numeroFuncionario: adm.numeroFuncionario,
          cargo: c.cargo,
          carreira: c.carreira,
          tipoCargo: c.tipoCargo,
          formaIngresso: adm.formaIngresso,
          dataAdmissao: adm.dataAdmissao,
          dataDesligamento: adm.dataDesligamento,
          situacao: r.desligamento ? 'Desligado' : r.aposentadoria ? 'Aposentado' : 'Ativo',
        }
      : {
          sequencialCargoAdmissao: c.sequencialCargoAdmissao,
          numeroFuncionario: adm.numeroFuncionario,
          cargo: c.cargo,
          carreira: c.carreira,
          tipoCargo: c.tipoCargo,
          formaIngresso: 'Nomeação em comissão',
          dataAdmissao: c.dataInicio,
          dataDesligamento: c.dataFim,
          situacao: c.dataFim ? 'Encerrado' : 'Vigente',
        },
  );
}

const cargoAdmissao: Handler<'cargoAdmissaoPoc.lista'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  return paginarItens(ctx.paging!, cargosAdmissoes(c.registro), [['sequencialCargoAdmissao', 'ASC']]);
};

export const frequenciaHandlers = {
  'frequencia.lista': lista,
  'frequencia.frequenciaAnualServidor': anual,
  'frequencia.frequenciaMensalServidor': mensal,
  'cargaHoraria.anual': cargaAnual,
  'cargoAdmissaoPoc.lista': cargoAdmissao,
} satisfies Handlers<
  | 'frequencia.lista'
  | 'frequencia.frequenciaAnualServidor'
  | 'frequencia.frequenciaMensalServidor'
  | 'cargaHoraria.anual'
  | 'cargoAdmissaoPoc.lista'
>;
