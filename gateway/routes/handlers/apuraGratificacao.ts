/**
 * The year-end bonus of one servant and of an institution ('Gestão do tempo'): one bonus with its
 * payment and parametrisation (`apuraGratificacao.detalhe`), 'Apurar' — recompute one servant's
 * year, with the audit rows of a recomputation (domain/gratificacao.ts) —, and 'Apuração por
 * órgão': queueing the recomputation of an institution's year as a job
 * (gateway/domain/apuracao-tarefas.ts runs it) and the unit's jobs with their progress.
 * The rules are in gateway/domain/gratificacao.ts and docs/GESTAO-TEMPO.md.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { auditarApuracao, reapurar } from '../../domain/gratificacao.ts';
import { forbidden, ok } from '../../lib/envelope.ts';
import { semNulos } from '../../lib/sem-nulos.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { write } from '../../lib/write.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { BONUS_COLUMNS, BONUS_FROM, bonusRow, type LinhaGratificacao, reais } from '../lib/bonus-rows.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from '../lib/institution-scope.ts';
import { asNumber, list } from '../list.ts';

type Tarefa = RecordOf<'apuraGratificacao.tarefas'>;

export default defineHandlers({
  'apuraGratificacao.detalhe': async ({ db, auth, input }) => {
    const { rows } = await db.query<
      LinhaGratificacao & {
        unidade: string;
        inicioExercicio: string;
        fimExercicio: string | null;
        pagoEm: string | null;
        avosPagos: number | null;
        valorPago: number | null;
        motivoRejeicao: string | null;
        apuradaEm: string;
        versao: number;
        parametrosPagamento: string | null;
        mesesSemAvo: number;
      }
    >(
      `SELECT ${BONUS_COLUMNS}, i.unidade_codigo AS unidade, to_char(g.inicio_exercicio, 'DD/MM/YYYY') AS "inicioExercicio",
       to_char(g.fim_exercicio, 'DD/MM/YYYY') AS "fimExercicio", to_char(g.pago_em, 'DD/MM/YYYY') AS "pagoEm", g.avos_pagos AS "avosPagos",
       g.valor_pago AS "valorPago", g.motivo_rejeicao AS "motivoRejeicao", ${dataHoraSql('g.apurada_em')} AS "apuradaEm", g.versao,
       (SELECT string_agg(p.descricao, '; ' ORDER BY p.codigo_tipo) FROM parametro_ausencia p WHERE g.parametros ? p.codigo_tipo::text) AS "parametrosPagamento",
       12 - g.avos AS "mesesSemAvo"
     ${BONUS_FROM} WHERE g.id = $1`,
      [Number(input.id)],
    );
    const r = inUnit(rows[0], (x) => x.unidade, auth);
    if (!r) return missingRecord();
    const { unidade: _u, ...rest } = r;
    const out = { ...bonusRow(rest), valorPago: reais(rest.valorPago) };
    if (rest.situacao === 'PAGA' && !rest.parametrosPagamento)
      out.parametrosPagamento = 'Todas as ausências contavam como exercício.';
    return ok(semNulos(out));
  },
  'apuraGratificacao.apurar': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const { rows } = await w.tx.query<{ servidor_id: number; ano: number; unidade: string; situacao: string }>(
        `SELECT g.servidor_id, g.ano, i.unidade_codigo AS unidade, g.situacao FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id
       JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE g.id = $1`,
        [Number(input.id)],
      );
      const g = w.foundInUnit(rows[0], (x) => x.unidade);
      const a = (await reapurar(
        w.tx,
        g.servidor_id,
        g.ano,
        `Apuração solicitada em ${new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
        g.unidade,
      ))!;
      const mensagem = await auditarApuracao(w, a, g.ano);
      return ok(
        { id: a.id, avosAntes: a.avosAntes, avos: a.avos, acerto: a.acerto?.tipo ?? '' },
        undefined,
        `Gratificação apurada. ${mensagem}`,
      );
    }),
  'apuraGratificacao.apurarInstituicao': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const orgao = str(input.orgaoEntidade);
      const ano = Number(input.ano);
      if (!(await orgaoDaUnidade(w.tx, orgao, auth!.unidade))) w.refuse(forbidden(MSG_ORGAO_FORA));
      const aberta = await w.tx.query<{ id: number }>(
        `SELECT id FROM apuracao_tarefa WHERE instituicao_codigo = $1 AND ano = $2 AND status IN ('PENDENTE', 'PROCESSANDO')`,
        [orgao, ano],
      );
      if (aberta.rows[0])
        w.invalid(
          'orgaoEntidade',
          `Já há uma apuração deste órgão para ${ano} em andamento (nº ${aberta.rows[0].id}). Aguarde a conclusão.`,
        );
      const { rows: n } = await w.tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND situacao <> 'PAGA'`,
        [ano, orgao],
      );
      if (!n[0].n)
        w.invalid(
          'ano',
          `Não há gratificação em aberto deste órgão em ${ano}: um ano já pago só muda pelo acerto de avos após o pagamento.`,
        );
      const { rows } = await w.tx.query<{ id: number }>(
        `INSERT INTO apuracao_tarefa (unidade_codigo, instituicao_codigo, ano, cpf, total) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [auth!.unidade, orgao, ano, auth!.sub, n[0].n],
      );
      const id = rows[0].id;
      await w.audit('apuracao_tarefa', id, {
        situacao: { de: null, para: 'PENDENTE' },
        instituicao: { de: null, para: orgao },
        ano: { de: null, para: ano },
      });
      return ok(
        { id, total: n[0].n },
        undefined,
        `Apuração nº ${id} agendada: ${n[0].n.toLocaleString('pt-BR')} gratificações em aberto serão recalculadas. Acompanhe o andamento nesta tela.`,
      );
    }),
  'apuraGratificacao.tarefas': list({
    from: 'FROM apuracao_tarefa t JOIN instituicao i ON i.codigo = t.instituicao_codigo LEFT JOIN usuario u ON u.cpf = t.cpf',
    columns: `t.id, i.sigla || ' - ' || i.nome AS instituicao, t.ano, t.status, t.processados, t.total, t.alterados, COALESCE(u.nome, t.cpf) AS "solicitadoPor",
    ${dataHoraSql('t.criado_em')} AS "criadoEm", COALESCE(${dataHoraSql('t.concluido_em')}, '') AS "concluidoEm", COALESCE(t.mensagem_erro, '') AS "mensagemErro"`,
    unitScope: ['t.unidade_codigo = $1'],
    filters: { ano: { value: asNumber, sql: (n) => `t.ano = ${n}` } },
    // Newest first, unless the grid asks the oldest.
    sort: {
      fields: { criadoEm: 't.criado_em' },
      default: 'criadoEm',
      direction: 'DESC',
      strict: true,
      tieBreak: (dir) => `t.id ${dir}`,
    },
    row: (r: Tarefa & Required<Pick<Tarefa, 'processados' | 'total'>>) => {
      const percentual = r.total ? Math.floor((100 * r.processados) / r.total) : 100;
      return {
        ...r,
        percentual,
        progresso: `${r.processados.toLocaleString('pt-BR')} de ${r.total.toLocaleString('pt-BR')} (${percentual}%)`,
      };
    },
  }),
});
