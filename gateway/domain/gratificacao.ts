/**
 * The year-end bonus (gratificação natalina) and its avos, as Brazilian public HR computes them
 * (docs/GESTAO-TEMPO.md has the rules in full):
 * - one avo per month of the year with at least 15 days of service ("efetivo exercício"): days of
 *   the month inside the employment (admission, exit) less the days of absences and leave whose
 *   type does not count as service (parametro_ausencia, changed by the parametrisation screens);
 * - bonus = monthly remuneration of the bonus base × avos / 12, less the advance paid in the year;
 * - a paid year keeps the parametrisation in force at payment (`parametros`), and a later change
 *   of its data only produces an adjustment (avos_alterado), never a silent change of what was paid.
 * Every computation is ONE SQL statement over the tables (no second implementation in code), so the
 * month-by-month screen, the recomputation of one servant and the bulk recomputation of the seed or
 * of a parametrisation change always agree.
 */
import type { Db } from '../db/types.ts';
import type { Writer } from '../lib/write.ts';

/** The month-by-month computation of the bonus rows chosen by `where` (over alias g). */
export function mesesSql(where: string): string {
  return `WITH g AS (
    SELECT g.id, g.servidor_id, g.ano, g.inicio_exercicio, g.fim_exercicio, g.parametros FROM gratificacao_natalina g WHERE ${where}
  ), m AS (
    SELECT g.*, mes, make_date(g.ano, mes, 1) AS ini, (make_date(g.ano, mes, 1) + interval '1 month' - interval '1 day')::date AS fim
    FROM g CROSS JOIN generate_series(1, 12) AS mes
  ), d AS (
    SELECT m.id, m.mes, sum(LEAST(m.fim, a.data_fim) - GREATEST(m.ini, a.data_inicio) + 1)::int AS dias,
      string_agg(DISTINCT p.descricao, '; ') AS tipos
    FROM m JOIN ausencia a ON a.servidor_id = m.servidor_id AND a.data_inicio <= m.fim AND a.data_fim >= m.ini
    JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo
    WHERE CASE WHEN m.parametros IS NULL THEN NOT p.conta_exercicio ELSE m.parametros ? a.codigo_tipo::text END
    GROUP BY m.id, m.mes
  )
  SELECT m.id, m.servidor_id, m.ano, m.mes, (m.fim - m.ini + 1) AS dias_mes,
    GREATEST(0, LEAST(m.fim, COALESCE(m.fim_exercicio, m.fim)) - GREATEST(m.ini, m.inicio_exercicio) + 1)::int AS dias_vinculo,
    COALESCE(d.dias, 0) AS dias_descontados, d.tipos,
    to_char(m.inicio_exercicio, 'DD/MM/YYYY') AS inicio, to_char(m.fim_exercicio, 'DD/MM/YYYY') AS fim_vinculo,
    m.inicio_exercicio BETWEEN m.ini AND m.fim AS admitido_no_mes, COALESCE(m.fim_exercicio BETWEEN m.ini AND m.fim, false) AS desligado_no_mes
  FROM m LEFT JOIN d ON d.id = m.id AND d.mes = m.mes`;
}

/** Days of service a month needs to give one avo. */
export const DIAS_MINIMOS_AVO = 15;

/** The avos of the rows chosen by `where`, as a sub-query (id, avos). */
const avosSql = (where: string) =>
  `SELECT id, count(*) FILTER (WHERE dias_vinculo - dias_descontados >= ${DIAS_MINIMOS_AVO})::int AS avos FROM (${mesesSql(where)}) t GROUP BY id`;

/** bonus = base × avos / 12 (cents, rounded). */
const brutoSql = (avos: string) => `round(g.remuneracao_base * ${avos} / 12.0)::bigint`;

/**
 * Recomputes the open (unpaid) bonus rows chosen by `where` (alias g, parameters `params`): avos,
 * gross and balance; the version moves only when the avos changed. Returns how many changed.
 */
export async function recalcularAbertos(db: Db, where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE gratificacao_natalina g SET avos = x.avos, valor_bruto = ${brutoSql('x.avos')}, saldo = ${brutoSql('x.avos')} - g.adiantamento,
       versao = g.versao + 1, apurada_em = now()
     FROM (${avosSql(`(${where}) AND g.situacao <> 'PAGA'`)}) x
     WHERE g.id = x.id AND g.avos IS DISTINCT FROM x.avos RETURNING g.id`,
    params,
  );
  return rows.length;
}

/**
 * After a change of the parametrisation of `codigoTipo`: recomputes the open years of every servant
 * with an absence of that type in the year. Paid years are never touched (they keep their own
 * parametrisation; only the after-payment workflow changes them).
 */
export function recalcularPorTipo(db: Db, codigoTipo: number): Promise<number> {
  return recalcularAbertos(
    db,
    `EXISTS (SELECT 1 FROM ausencia a WHERE a.servidor_id = g.servidor_id AND a.codigo_tipo = $1
       AND a.data_inicio <= make_date(g.ano, 12, 31) AND a.data_fim >= make_date(g.ano, 1, 1))`,
    [codigoTipo],
  );
}

export interface Apuracao {
  id: number;
  situacao: string;
  avosAntes: number;
  avos: number;
  /** The adjustment created or updated for a paid year, if any. */
  acerto?: { id: number; tipo: string; situacaoAntes: string | null; situacao: string; criado: boolean };
}

/** What the adjustment of a paid year looks like now. */
interface AcertoCalculado {
  avosApurados: number;
  valorDevido: number;
}

/**
 * Recomputes one servant's year after its data changed (a late absence, 'Apurar'). Open year: the
 * row is updated. Paid year: the avos are recomputed with the parametrisation of the payment and,
 * when they differ from the paid ones, the open adjustment is created or updated (sent back to
 * PENDENTE); when they are equal again, an open adjustment is cancelled. Run inside the caller's
 * transaction; the caller writes the audit rows from the answer.
 */
export async function reapurar(
  tx: Db,
  servidorId: number,
  ano: number,
  motivo: string,
  unidade: string,
): Promise<Apuracao | undefined> {
  const { rows } = await tx.query<{
    id: number;
    situacao: string;
    avos: number;
    avos_pagos: number | null;
    valor_pago: string | null;
    remuneracao_base: string;
  }>(
    `SELECT id, situacao, avos, avos_pagos, valor_pago, remuneracao_base FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2 FOR UPDATE`,
    [servidorId, ano],
  );
  const g = rows[0];
  if (!g) return undefined;
  if (g.situacao !== 'PAGA') {
    await recalcularAbertos(tx, 'g.id = $1', [g.id]);
    const n = await tx.query<{ avos: number }>('SELECT avos FROM gratificacao_natalina WHERE id = $1', [g.id]);
    return { id: g.id, situacao: g.situacao, avosAntes: g.avos, avos: n.rows[0].avos };
  }
  const { rows: x } = await tx.query<{ avos: number }>(avosSql('g.id = $1'), [g.id]);
  const avos = x[0]?.avos ?? 0;
  const base = Number(g.remuneracao_base);
  const calc: AcertoCalculado = { avosApurados: avos, valorDevido: Math.round((base * avos) / 12) };
  await tx.query(
    `UPDATE gratificacao_natalina g SET avos = $2, valor_bruto = $3, saldo = $3 - g.adiantamento, apurada_em = now(),
       versao = g.versao + CASE WHEN g.avos = $2 THEN 0 ELSE 1 END WHERE id = $1`,
    [g.id, avos, calc.valorDevido],
  );
  const r: Apuracao = { id: g.id, situacao: g.situacao, avosAntes: g.avos, avos };
  const aberto = await tx.query<{ id: number; situacao: string }>(
    `SELECT id, situacao FROM avos_alterado WHERE servidor_id = $1 AND ano = $2 AND situacao <> 'FINALIZADO' FOR UPDATE`,
    [servidorId, ano],
  );
  const pagos = g.avos_pagos ?? avos;
  const valorPago = Number(g.valor_pago ?? 0);
  if (avos === pagos) {
    if (aberto.rows[0]) {
      await tx.query('DELETE FROM avos_alterado WHERE id = $1', [aberto.rows[0].id]);
      r.acerto = {
        id: aberto.rows[0].id,
        tipo: '',
        situacaoAntes: aberto.rows[0].situacao,
        situacao: 'CANCELADO',
        criado: false,
      };
    }
    return r;
  }
  const tipo = calc.valorDevido > valorPago ? 'A_RECEBER' : 'A_RESTITUIR';
  if (aberto.rows[0]) {
    await tx.query(
      `UPDATE avos_alterado SET avos_apurados = $2, valor_devido = $3, tipo = $4, situacao = 'PENDENTE', motivo = $5, indicacao = NULL,
         ano_mes_acerto = NULL, versao = versao + 1, atualizado_em = now() WHERE id = $1`,
      [aberto.rows[0].id, avos, calc.valorDevido, tipo, motivo],
    );
    r.acerto = {
      id: aberto.rows[0].id,
      tipo,
      situacaoAntes: aberto.rows[0].situacao,
      situacao: 'PENDENTE',
      criado: false,
    };
  } else {
    const ins = await tx.query<{ id: number }>(
      `INSERT INTO avos_alterado (servidor_id, ano, unidade_codigo, avos_pagos, avos_apurados, valor_pago, valor_devido, tipo, situacao, motivo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDENTE', $9) RETURNING id`,
      [servidorId, ano, unidade, pagos, avos, valorPago, calc.valorDevido, tipo, motivo],
    );
    r.acerto = { id: Number(ins.rows[0].id), tipo, situacaoAntes: null, situacao: 'PENDENTE', criado: true };
  }
  return r;
}

/** The year whose bonus is still open (the current one, Brasília) and the last paid one. */
export function anosGratificacao(now = new Date()): { aberto: number; pago: number } {
  const ano = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(now));
  return { aberto: ano, pago: ano - 1 };
}

/** The audit rows of a recomputation (the bonus's avos; the adjustment it created or changed). */
export async function auditarApuracao(w: Writer, a: Apuracao, ano: number): Promise<string> {
  await w.audit(
    'gratificacao_natalina',
    a.id,
    a.avosAntes === a.avos ? {} : { avos: { de: a.avosAntes, para: a.avos } },
  );
  if (!a.acerto)
    return a.avosAntes === a.avos
      ? `Avos de ${ano} inalterados (${a.avos}).`
      : `Avos de ${ano}: ${a.avosAntes} → ${a.avos}.`;
  const x = a.acerto;
  await w.audit(
    'avos_alterado',
    x.id,
    x.criado
      ? { situacao: { de: null, para: 'PENDENTE' }, tipo: { de: null, para: x.tipo } }
      : { situacao: { de: x.situacaoAntes, para: x.situacao } },
  );
  const texto = `Avos de ${ano}: ${a.avosAntes} → ${a.avos}.`;
  if (x.situacao === 'CANCELADO') return `${texto} O acerto em aberto deixou de ser necessário e foi cancelado.`;
  const tipo = x.tipo === 'A_RECEBER' ? 'a receber' : 'a restituir';
  return `${texto} Gratificação de ${ano} já paga: acerto '${tipo}' ${x.criado ? 'gerado' : 'atualizado'} em 'Gestão de alterações de avos'.`;
}
