/**
 * A servant's attendance in a year of the year-end bonus, from the one computation of the bonus,
 * `mesesSql` (domain/gratificacao.ts): per month, the days inside the employment less the days of
 * absences and leave whose type does not count (a paid year with the parametrisation of its
 * payment), one avo when at least 15 days remain; and the absence days by group (afastamento,
 * licença, falta) — every row of table `ausencia` in the period, whether it counts or not.
 */
import { DIAS_MINIMOS_AVO, mesesSql } from './gratificacao.ts';
import * as R from '../servidores/index.ts';
import type { Db } from '../db/types.ts';

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
