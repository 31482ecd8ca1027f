/**
 * Seed of 'Gestão do tempo', part 1 (migration 012), coherent with the generated servant record:
 * - `parametro_ausencia`: every absence and leave type with whether it counts as service for the
 *   avos (the defaults of docs/GESTAO-TEMPO.md), plus the kinds of faltas;
 * - `ausencia`: the absences and leave of each servant's generated history that end on or after
 *   1 January 2025 (INICIO_AUSENCIAS_TABELA) — from then on the table is their one source, and the
 *   servant record reads them from it (registro-servidor.ts); earlier years stay generated;
 * - `gratificacao_natalina`: one row per servant and year from 2025 to the current year, with the
 *   employment period of the year and the remuneration of the bonus base from the record with the
 *   career the progression table granted (so the progression seed runs first); then the
 *   avos and values are computed by the same SQL as every later recomputation
 *   (gateway/domain/gratificacao.ts). Every year before the current one is PAGA (paid in December,
 *   with the parametrisation of the seed frozen in `parametros`); the current one is APURADA (its
 *   advance paid in July), a few REJEITADA with the reason the payroll gave;
 * - `avos_alterado`: the adjustments of the last paid year of a few servants per unit
 *   (acertos-avos.ts).
 * The state seed covers every servant (about 0.4 ms per record, so a few minutes for 600,000).
 */
import { anosGratificacao, recalcularAbertos } from '../domain/gratificacao.ts';
import { GRUPOS_AUSENCIA, INICIO_AUSENCIAS_TABELA } from '../servidores/ausencias.ts';
import { servidoresPorId } from '../servidores/base.ts';
import { TIPOS_AFASTAMENTO } from '../servidores/catalogos.ts';
import { Rng, competenciaDe } from '../servidores/prng.ts';
import type { Registro } from '../servidores/index.ts';
import { decisoesCarreira, registrosCom } from '../domain/carreira-servidor.ts';
import { insertRows } from '../db/insert-rows.ts';
import { comIndicesDepois } from './indices-depois.ts';
import { seedAcertosAvos } from './acertos-avos.ts';
import { ceder } from '../lib/ceder.ts';
import { CEDER, emLotes } from './lotes.ts';
import type { Db } from '../db/types.ts';

export const PRIMEIRO_ANO_GRATIFICACAO = 2025;

/** Types that do not count as service by default (Lei 869/1952 and the usual state rules). */
const NAO_CONTAM = new Set([203, 401]);

/** The kinds of faltas beyond the payroll's 401 (registered through the portal only). */
const FALTAS_EXTRAS = [
  { codigo: 402, descricao: 'Falta justificada', complementacao: 'NAO_DESCONTA' },
  { codigo: 403, descricao: 'Falta abonada', complementacao: 'ABONA' },
  { codigo: 404, descricao: 'Atraso ou saída antecipada convertidos em falta', complementacao: 'DESCONTA_AVO' },
];

export function parametrosPadrao(): {
  codigo: number;
  descricao: string;
  grupo: string;
  conta: boolean;
  complementacao: string | null;
}[] {
  const base = TIPOS_AFASTAMENTO.filter((t) => (GRUPOS_AUSENCIA as readonly string[]).includes(t.grupo)).map((t) => ({
    codigo: t.codigo as number,
    descricao: t.descricao as string,
    grupo: t.grupo as string,
    conta: !NAO_CONTAM.has(t.codigo),
    complementacao: t.grupo === 'falta' ? (NAO_CONTAM.has(t.codigo) ? 'DESCONTA_AVO' : 'NAO_DESCONTA') : null,
  }));
  const extras = FALTAS_EXTRAS.map((f) => ({
    codigo: f.codigo,
    descricao: f.descricao,
    grupo: 'falta',
    conta: f.complementacao !== 'DESCONTA_AVO',
    complementacao: f.complementacao,
  }));
  return [...base, ...extras];
}

/** Monthly remuneration of the bonus base (cents) on `dia`: base salary + length-of-service bonus. */
export function remuneracaoBase(r: Registro, dia: string): number {
  const ev = [...r.evolucao].reverse().find((e) => e.dataInicio <= dia) ?? r.evolucao[0];
  const anos = Math.floor((competenciaDe(dia) - competenciaDe(r.evolucao[0].dataInicio)) / 100);
  const quinquenios = Math.min(7, Math.floor(anos / 5));
  return Math.round(ev.vencimento * (1 + 0.05 * quinquenios));
}

const MOTIVOS_REJEICAO = [
  'Remuneração da base de cálculo não informada na folha.',
  'Cargo sem carga horária cadastrada no período.',
  'Afastamentos sobrepostos no período de apuração.',
];

const BATCH = 2000;
/** Servants per statement of the avos computation after the load. */
const FAIXA = 100_000;

/** The rows of one servant: absences from 2025 and one bonus row per year in service. */
function linhasDe(r: Registro, anoAtual: number): { ausencias: unknown[][]; gratificacoes: unknown[][] } {
  const id = r.base.id;
  const ausencias = r.eventos
    .filter((e) => (GRUPOS_AUSENCIA as readonly string[]).includes(e.grupo) && e.dataFim >= INICIO_AUSENCIAS_TABELA)
    .map((e) => [id, e.sequencial, e.codigoTipo, e.dataInicio, e.dataFim, 'FOLHA']);
  const gratificacoes: unknown[][] = [];
  const rng = new Rng(id, 'gratificacao');
  for (let ano = PRIMEIRO_ANO_GRATIFICACAO; ano <= anoAtual; ano++) {
    const ini = `${ano}-01-01`;
    const fimAno = `${ano}-12-31`;
    const admissao = r.evolucao[0].dataInicio;
    if (admissao > fimAno || (r.desligamento !== null && r.desligamento < ini)) continue;
    const inicio = admissao > ini ? admissao : ini;
    const fim = r.desligamento !== null && r.desligamento <= fimAno ? r.desligamento : null;
    const aberto = ano === anoAtual;
    const diaBase = fim ?? (aberto ? `${ano}-${String(r.referencia % 100).padStart(2, '0')}-01` : `${ano}-12-01`);
    const base = remuneracaoBase(r, diaBase < inicio ? inicio : diaBase);
    const adiantamento = inicio <= `${ano}-06-30` && (fim === null || fim >= `${ano}-07-01`) ? Math.round(base / 2) : 0;
    const rejeitada = aberto && rng.chance(0.004);
    gratificacoes.push([
      id,
      ano,
      r.base.instituicaoCodigo,
      inicio,
      fim,
      base,
      adiantamento,
      rejeitada ? 'REJEITADA' : 'APURADA',
      rejeitada ? rng.pick(MOTIVOS_REJEICAO) : null,
      aberto ? null : `${ano}-12-18`,
    ]);
  }
  return { ausencias, gratificacoes };
}

/**
 * Seeds the tables of 'Gestão do tempo' for every servant (or, on a database seeded before
 * migration 012, completes it: runs only while `gratificacao_natalina` is empty).
 */
export async function seedGestaoTempo(
  db: Db,
  opts: { anoAtual?: number; progress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const anoAtual = opts.anoAtual ?? anosGratificacao().aberto;
  const ja = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM gratificacao_natalina');
  if (ja.rows[0].n > 0) return;
  const existentes = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parametro_ausencia');
  if (existentes.rows[0].n === 0) {
    await insertRows(
      db,
      'parametro_ausencia',
      ['codigo_tipo', 'descricao', 'grupo', 'conta_exercicio', 'tipo_complementacao', 'atualizado_por'],
      parametrosPadrao().map((p) => [p.codigo, p.descricao, p.grupo, p.conta, p.complementacao, 'carga inicial']),
    );
  }
  const { rows: lim } = await db.query<{ max: number | null }>('SELECT max(id)::int AS max FROM servidor');
  const max = lim[0].max ?? 0;
  await comIndicesDepois(db, ['gratificacao_natalina'], async () => {
    await emLotes({
      max,
      tamanho: BATCH,
      progress: opts.progress,
      ler: async (ids) => {
        const [bases, decisoes] = await Promise.all([servidoresPorId(db, ids), decisoesCarreira(db, ids)]);
        const ausencias: unknown[][] = [];
        const gratificacoes: unknown[][] = [];
        const lista = [...bases.values()];
        for (let k = 0; k < lista.length; k += CEDER) {
          if (k) await ceder();
          for (const r of registrosCom(lista.slice(k, k + CEDER), decisoes)) {
            const l = linhasDe(r, anoAtual);
            ausencias.push(...l.ausencias);
            gratificacoes.push(...l.gratificacoes);
          }
        }
        return { ausencias, gratificacoes };
      },
      gravar: ({ ausencias, gratificacoes }) =>
        db.transaction(async (tx) => {
          await insertRows(
            tx,
            'ausencia',
            ['servidor_id', 'sequencial', 'codigo_tipo', 'data_inicio', 'data_fim', 'origem'],
            ausencias,
          );
          await insertRows(
            tx,
            'gratificacao_natalina',
            [
              'servidor_id',
              'ano',
              'instituicao_codigo',
              'inicio_exercicio',
              'fim_exercicio',
              'remuneracao_base',
              'adiantamento',
              'situacao',
              'motivo_rejeicao',
              'pago_em',
            ],
            gratificacoes,
          );
        }),
    });
    // The avos of every row by the one computation (rows start APURADA); a paid year (pago_em set)
    // then records what it paid and the parametrisation it was paid with. Once the rows are all in
    // and in large ranges: the computation reads table `ausencia` whole (a hash join), so running it
    // per batch of the load read the growing table 300 times at the state seed.
    for (let de = 1; de <= max; de += FAIXA) {
      await db.transaction(async (tx) => {
        await recalcularAbertos(tx, 'g.servidor_id BETWEEN $1 AND $2', [de, de + FAIXA - 1]);
        await tx.query(
          `UPDATE gratificacao_natalina g SET situacao = 'PAGA', avos_pagos = g.avos, valor_pago = g.valor_bruto, versao = 1,
             parametros = (SELECT COALESCE(jsonb_agg(codigo_tipo::text), '[]'::jsonb) FROM parametro_ausencia WHERE NOT conta_exercicio)
           WHERE g.servidor_id BETWEEN $1 AND $2 AND g.pago_em IS NOT NULL`,
          [de, de + FAIXA - 1],
        );
      });
    }
  });
  await seedAcertosAvos(db, anoAtual - 1);
}
