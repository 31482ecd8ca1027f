/**
 * Seed of 'Progressão e promoção' (migration 019), coherent with the servant record:
 * - `grupo_atividade`, `carreira`, `carreira_instituicao`, `regra_carreira`: the careers of the
 *   record's catalogue (catalogos.ts, one row per career name) with their rules
 *   (gateway/domain/progressao.ts, regrasPadrao) — from then on the tables are the source;
 * - for every active servant, the last movement of the record's evolution (etapaEmApuracao: the
 *   career, level and grade the servant record shows), the annual performance evaluations of its
 *   period (deterministic per servant and year; the year not yet concluded has none), and the
 *   movement computed by `apurar` with the career's rule read from `regra_carreira` and the
 *   servant's absences (the generated history: the same events the `ausencia` seed copies next,
 *   after this seed, since the bonus base it writes reads the career decided here). Apt movements acquired more than 180 days ago are VALIDADA and published (set-based
 *   SQL); recent ones AGUARDANDO_VALIDACAO; not apt ones NAO_APTA with their pendencies.
 * Each part runs only while its table is empty (an existing database gets it at the next start).
 * The state seed reads every record (about 0.4 ms each, as the gestão-do-tempo seed).
 */
import {
  carreirasCatalogo,
  codigoCarreira,
  GRUPOS_ATIVIDADE,
  regrasPadrao,
  regrasVigentes,
} from '../domain/carreiras.ts';
import { anosDoPeriodo, apurar, etapaEmApuracao, GRAUS, NIVEIS, regionalDe } from '../domain/progressao.ts';
import { servidoresPorId } from '../servidores/base.ts';
import { hojeBrasilia, normalizeName } from '../lib/text.ts';
import { insertRows } from '../db/insert-rows.ts';
import { comIndicesDepois } from './indices-depois.ts';
import { ceder } from '../lib/ceder.ts';
import { CEDER, emLotes } from './lotes.ts';
import type { Db } from '../db/types.ts';
import { Rng } from '../servidores/prng.ts';
import { registroDe } from '../servidores/index.ts';

const BATCH = 2000;
/** Movements acquired longer ago than this were validated and published. */
const DIAS_VALIDADA = 180;

/** A PostgreSQL text[] literal with every item quoted. */
export const textArray = (items: readonly string[]): string =>
  `{${items.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** The evaluation of a servant in a year: most between 70 and 100, some below the minimum. */
export function notaAvaliacao(servidorId: number, ano: number): number {
  const rng = new Rng(servidorId, `avaliacao:${ano}`);
  const baixa = rng.chance(0.07);
  return baixa ? rng.int(4000, 6900) / 100 : rng.int(7000, 10000) / 100;
}

async function seedCarreiras(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM carreira');
  if (rows[0].n > 0) return;
  await insertRows(
    db,
    'grupo_atividade',
    ['codigo', 'nome'],
    GRUPOS_ATIVIDADE.map((g) => [g.codigo, g.nome]),
  );
  const carreiras = carreirasCatalogo();
  await insertRows(
    db,
    'carreira',
    ['codigo', 'nome', 'cargo', 'grupo_atividade_codigo', 'niveis', 'graus', 'vencimento_base', 'jornada_semanal'],
    carreiras.map((c) => [
      c.codigo,
      c.nome,
      c.cargo,
      c.grupo,
      textArray(NIVEIS),
      textArray(GRAUS),
      c.vencimentoBase,
      c.jornada,
    ]),
  );
  const { rows: inst } = await db.query<{ codigo: string }>('SELECT codigo FROM instituicao');
  const comPropria = new Set(carreiras.flatMap((c) => c.instituicoes));
  const vinculos: unknown[][] = [];
  for (const { codigo } of inst) {
    const lista = carreiras.filter((c) => c.instituicoes.includes(comPropria.has(codigo) ? codigo : '*'));
    for (const c of lista) vinculos.push([c.codigo, codigo]);
  }
  await insertRows(db, 'carreira_instituicao', ['carreira_codigo', 'instituicao_codigo'], vinculos);
  await insertRows(
    db,
    'regra_carreira',
    ['carreira_codigo', 'tipo', 'intersticio_meses', 'nota_minima', 'faltas_maximas', 'fundamento', 'vigencia_inicio'],
    carreiras.flatMap((c) =>
      regrasPadrao(c).map((r) => [
        c.codigo,
        r.tipo,
        r.intersticioMeses,
        r.notaMinima,
        r.faltasMaximas,
        r.fundamento,
        '2005-12-01',
      ]),
    ),
  );
}

export async function seedProgressao(
  db: Db,
  opts: { hoje?: string; progress?: (done: number, total: number) => void } = {},
): Promise<void> {
  await seedCarreiras(db);
  const ja = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM progressao_servidor');
  if (ja.rows[0].n > 0) return;
  const hoje = opts.hoje ?? hojeBrasilia();
  const anoAtual = Number(hoje.slice(0, 4));
  const limiteValidada = new Date(Date.parse(hoje) - DIAS_VALIDADA * 864e5).toISOString().slice(0, 10);
  const regras = await regrasVigentes(db);
  const { rows: inst } = await db.query<{ codigo: string; unidade: string }>(
    'SELECT codigo, unidade_codigo AS unidade FROM instituicao',
  );
  const unidadeDe = new Map(inst.map((i) => [i.codigo, i.unidade]));
  await comIndicesDepois(db, ['progressao_servidor', 'avaliacao_desempenho', 'publicacao_progressao'], async () => {
    const { rows: lim } = await db.query<{ max: number | null }>('SELECT max(id)::int AS max FROM servidor');
    const max = lim[0].max ?? 0;
    await emLotes({
      max,
      tamanho: BATCH,
      progress: opts.progress,
      ler: async (ids) => {
        const bases = await servidoresPorId(db, ids);
        const progressoes: unknown[][] = [];
        const avaliacoes: unknown[][] = [];
        for (const [k, base] of [...bases.values()].entries()) {
          if (k % CEDER === CEDER - 1) await ceder();
          const r = registroDe(base);
          const etapa = etapaEmApuracao(r);
          if (!etapa) continue;
          const carreira = codigoCarreira(r.carreira);
          const regra = regras.get(`${carreira}:${etapa.tipo}`);
          if (!regra) continue;
          const notas: number[] = [];
          for (const ano of anosDoPeriodo(etapa)) {
            if (ano >= anoAtual) continue;
            const nota = notaAvaliacao(base.id, ano);
            notas.push(nota);
            avaliacoes.push([base.id, ano, nota, 'Chefia imediata e comissão de avaliação', `${ano + 1}-02-28`]);
          }
          const a = apurar(etapa, regra, r.eventos, notas);
          const situacao = !a.apta
            ? 'NAO_APTA'
            : etapa.dataAquisicao < limiteValidada
              ? 'VALIDADA'
              : 'AGUARDANDO_VALIDACAO';
          progressoes.push([
            base.id,
            unidadeDe.get(base.instituicaoCodigo),
            base.instituicaoCodigo,
            normalizeName(base.nome),
            regionalDe(r),
            carreira,
            etapa.tipo,
            etapa.nivelAnterior,
            etapa.grauAnterior,
            etapa.nivelNovo,
            etapa.grauNovo,
            etapa.periodoInicio,
            etapa.periodoFim,
            etapa.dataAquisicao,
            a.media,
            a.faltas,
            a.diasSuspensao,
            textArray(a.pendencias),
            situacao,
            'carga inicial',
          ]);
        }
        return { progressoes, avaliacoes };
      },
      gravar: ({ progressoes, avaliacoes }) =>
        db.transaction(async (tx) => {
          await insertRows(
            tx,
            'avaliacao_desempenho',
            ['servidor_id', 'ano', 'nota', 'avaliador', 'concluida_em'],
            avaliacoes,
          );
          await insertRows(
            tx,
            'progressao_servidor',
            [
              'servidor_id',
              'unidade_codigo',
              'instituicao_codigo',
              'nome_busca',
              'regional',
              'carreira_codigo',
              'tipo',
              'nivel_anterior',
              'grau_anterior',
              'nivel_novo',
              'grau_novo',
              'periodo_inicio',
              'periodo_fim',
              'data_aquisicao',
              'media_avaliacao',
              'faltas',
              'dias_suspensao',
              'pendencias',
              'situacao',
              'atualizado_por',
            ],
            progressoes,
          );
        }),
    });
    // Publications of the validated acts, set-based: the act in the official gazette 20–59 days after
    // the acquisition, and a rectification for one in ten.
    await db.query(
      `INSERT INTO publicacao_progressao (progressao_id, tipo, numero, data_publicacao, veiculo, texto)
       SELECT p.id, 'PRINCIPAL', 'Ato nº ' || p.id || '/' || extract(year FROM p.data_aquisicao + 20 + (p.id % 40)::int),
         p.data_aquisicao + 20 + (p.id % 40)::int, 'Diário Oficial de Minas Gerais — Caderno 1',
         CASE p.tipo WHEN 'PROGRESSAO' THEN 'Concede progressão' ELSE 'Concede promoção' END || ' ao(à) servidor(a) do nível ' || p.nivel_anterior || ', grau ' ||
           p.grau_anterior || ' para o nível ' || p.nivel_novo || ', grau ' || p.grau_novo || ', com efeitos a partir de ' || to_char(p.data_aquisicao, 'DD/MM/YYYY') || '.'
       FROM progressao_servidor p WHERE p.situacao = 'VALIDADA'`,
    );
    await db.query(
      `INSERT INTO publicacao_progressao (progressao_id, tipo, numero, data_publicacao, veiculo, texto)
       SELECT p.id, 'COMPLEMENTAR', 'Retificação nº ' || p.id || '/' || extract(year FROM p.data_aquisicao + 50 + (p.id % 40)::int),
         p.data_aquisicao + 50 + (p.id % 40)::int, 'Diário Oficial de Minas Gerais — Caderno 1',
         'Retifica o ato de ' || to_char(p.data_aquisicao + 20 + (p.id % 40)::int, 'DD/MM/YYYY') || ' quanto ao nome do(a) servidor(a), mantidos os demais termos.'
       FROM progressao_servidor p WHERE p.situacao = 'VALIDADA' AND p.id % 10 = 0`,
    );
  });
}
