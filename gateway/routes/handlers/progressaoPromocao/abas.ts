/**
 * The tabs of a progression's detail ('Progressão e promoção'): the absences and leave of its period
 * (from the servant's record, the same source the computation used), the absences consolidated by
 * type, the evaluations of the period's years, the career's evolution and the published acts. Each
 * tab reads the progression first through `carregar`, so another unit's answers like a missing one.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import type { Db } from '../../../db/types.ts';
import { INICIO_AUSENCIAS_TABELA } from '../../../servidores/ausencias.ts';
import type { Evento } from '../../../servidores/index.ts';
import { anosDoPeriodo, FALTAS_DESQUALIFICANTES, SUSPENDEM_INTERSTICIO } from '../../../domain/progressao.ts';
import { noResult, ok } from '../../../lib/envelope.ts';
import { dataBRDoDia } from '../../../lib/text.ts';
import { type List, paginate, paginateItems } from '../../list.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import { loadProgression, DATA, type Progressao, registroCompleto } from '../../lib/progression-record.ts';

/** The absences and leave of the record touching the progression's period. */
async function ausenciasDoPeriodo(db: Db, p: Progressao, grupos: string[]) {
  const r = await registroCompleto(db, p.servidorId);
  const dentro = (e: Evento) => {
    const a = e.dataInicio > p.periodoInicioIso ? e.dataInicio : p.periodoInicioIso;
    const b = e.dataFim < p.periodoFimIso ? e.dataFim : p.periodoFimIso;
    return a > b ? 0 : Math.round((Date.parse(b) - Date.parse(a)) / 864e5) + 1;
  };
  return (r?.eventos ?? [])
    .filter((e) => grupos.includes(e.grupo) && dentro(e) > 0)
    .map((e) => ({
      sequencialAfastamento: e.sequencial,
      codigoTipo: e.codigoTipo,
      tipoAusencia: e.descricao,
      grupo: e.grupo,
      dataInicio: dataBRDoDia(e.dataInicio),
      dataFim: dataBRDoDia(e.dataFim),
      dias: e.dias,
      diasNoPeriodo: dentro(e),
      fonte: e.dataFim >= INICIO_AUSENCIAS_TABELA ? 'Contagem de tempo' : 'Folha (histórico)',
    }));
}

const PUBLICACAO = `numero AS "numeroPublicacao", ${DATA('data_publicacao')} AS "dataPublicacao", veiculo, texto`;

const COMPLEMENTARES: List<object, RecordOf<'progressaoPromocao.publicacoesComplementares'>> = {
  from: 'FROM publicacao_progressao',
  columns: PUBLICACAO,
  unitScope: ['progressao_id = $1', `tipo = 'COMPLEMENTAR'`],
  // By date of publication only; the request's order says which way.
  sort: {
    fields: { dataPublicacao: 'data_publicacao' },
    default: 'dataPublicacao',
    fixed: true,
    tieBreak: (dir) => `id ${dir}`,
  },
};

export default defineHandlers({
  'progressaoPromocao.ausenciaServidor': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    return paginateItems(ctx.paging!, await ausenciasDoPeriodo(ctx.db, c.p, ['afastamento', 'licenca', 'falta']), [
      ['dataInicio', 'ASC'],
    ]);
  },
  'progressaoPromocao.afastamentoServidor': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    const itens = (await ausenciasDoPeriodo(ctx.db, c.p, ['afastamento', 'licenca'])).map((a) => ({
      ...a,
      suspendeIntersticio: SUSPENDEM_INTERSTICIO.includes(a.codigoTipo) ? 'Sim' : 'Não',
    }));
    return itens.length ? ok(itens) : noResult();
  },
  'progressaoPromocao.faltasConsolidadasServidor': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    const por = new Map<
      number,
      { tipoFalta: number; descricao: string; ocorrencias: number; dias: number; desqualificante: string }
    >();
    for (const a of await ausenciasDoPeriodo(ctx.db, c.p, ['falta'])) {
      const t = por.get(a.codigoTipo) ?? {
        tipoFalta: a.codigoTipo,
        descricao: a.tipoAusencia,
        ocorrencias: 0,
        dias: 0,
        desqualificante: FALTAS_DESQUALIFICANTES.includes(a.codigoTipo) ? 'Sim' : 'Não',
      };
      t.ocorrencias++;
      t.dias += a.diasNoPeriodo;
      por.set(a.codigoTipo, t);
    }
    const itens = [...por.values()].sort((a, b) => a.tipoFalta - b.tipoFalta);
    return itens.length ? ok(itens) : noResult();
  },
  'progressaoPromocao.avaliacaoDesempenho': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    const anos = anosDoPeriodo({ periodoInicio: c.p.periodoInicioIso, periodoFim: c.p.periodoFimIso });
    const { rows } = await ctx.db.query<{ ano: number; nota: number; avaliador: string; concluidaEm: string }>(
      `SELECT ano, nota::float8 AS nota, avaliador, ${DATA('concluida_em')} AS "concluidaEm" FROM avaliacao_desempenho WHERE servidor_id = $1 AND ano = ANY($2::int[])`,
      [c.p.servidorId, `{${anos.join(',')}}`],
    );
    const minima = Number(c.p.notaMinima);
    const itens = rows.map((r) => ({ ...r, resultado: r.nota >= minima ? 'Satisfatória' : 'Insatisfatória' }));
    return paginateItems(ctx.paging!, itens, [['ano', 'ASC']]);
  },
  'progressaoPromocao.historicoEvolucao': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    const r = await registroCompleto(ctx.db, c.p.servidorId);
    const itens = (r?.evolucao ?? []).map((e) => ({
      sequencial: e.sequencial,
      tipo: e.tipo,
      nivel: e.nivel,
      grau: e.grau,
      dataInicio: dataBRDoDia(e.dataInicio),
      dataFim: dataBRDoDia(e.dataFim),
    }));
    return paginateItems(ctx.paging!, itens, [['dataInicio', 'DESC']]);
  },
  'progressaoPromocao.detalhaPublicacao': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    const { rows } = await ctx.db.query<RecordOf<'progressaoPromocao.detalhaPublicacao'>>(
      `SELECT ${PUBLICACAO} FROM publicacao_progressao WHERE progressao_id = $1 AND tipo = 'PRINCIPAL'`,
      [c.p.id],
    );
    return rows.length ? ok(rows[0]) : noResult();
  },
  'progressaoPromocao.publicacoesComplementares': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    return paginate(ctx, COMPLEMENTARES, [c.p.id]);
  },
});
