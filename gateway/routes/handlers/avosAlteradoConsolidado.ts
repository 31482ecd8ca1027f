/**
 * 'Gestão de alterações de avos após pagamento Gratificação Natalina' (avosAlteradoConsolidado):
 * the adjustments created when a paid year's avos
 * change (gateway/domain/gratificacao.ts `reapurar`), their indication (PENDENTE → RETIFICAR_ACERTO)
 * and rectification (→ FINALIZADO, which makes the recomputed avos and value the paid ones), each
 * through the AVOS_ALTERADO machine, with version check and audit. The history of an adjustment is
 * its audit trail, so it has one source.
 */
import type { RequestOf } from '../../../core/endpoint-types.ts';
import { competenciaToNumber } from '../../../schemas/formats.ts';
import { AVOS_ALTERADO_ENTITY } from '../../domain/entities.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { list, asNumber, asText } from '../list.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import type { Changes } from '../../lib/write.ts';
import { declaredWrite } from '../declared-write.ts';
import { defineHandlers, type AnswerOf, type Handler } from '../../contract/handler.ts';
import { COLUNAS, DE, linha, type Linha, servidor, SORT_SQL, TIPOS } from '../lib/avos-adjustments.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { identificationFilters } from '../lib/servant-search.ts';

/** The event of the 'historico-avos' status keys an audit row of an adjustment stands for. */
function evento(a: Changes, tipo: string): string {
  const para = a.situacao?.para;
  if (para === 'FINALIZADO') return 'Acerto finalizado';
  if (para === 'RETIFICAR_ACERTO') return 'Retificar acerto';
  if (a.tipo?.para) return TIPOS[String(a.tipo.para)];
  if (para === 'CANCELADO') return 'Cancelado';
  return TIPOS[tipo] ?? 'Recalculado';
}

/**
 * A command on an adjustment: the router has locked it (of the token's unit), applied the declared
 * command and checked the version; `aplicar` gives the columns the command fills ($2 on) and their audit.
 */
const comando = <
  N extends
    | 'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento'
    | 'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento',
>(
  mensagem: string,
  aplicar: (input: RequestOf<N>) => { sets: string; valores: unknown[]; audit: Changes },
): Handler<N> =>
  declaredWrite<N, NonNullable<(typeof AVOS_ALTERADO_ENTITY)['row']>>(AVOS_ALTERADO_ENTITY, async ({ input }, rw) => {
    const x = rw.before;
    const { sets, valores, audit } = aplicar(input);
    await rw.tx.query(`UPDATE avos_alterado SET ${sets} WHERE id = $1`, [rw.id, ...valores]);
    rw.changed(audit);
    if (rw.to === 'FINALIZADO') {
      // The adjustment settles the difference: what the year paid is now what it owes.
      const g = await rw.tx.query<{ id: number; avos_pagos: number }>(
        `UPDATE gratificacao_natalina g SET avos_pagos = $3, valor_pago = $4, versao = versao + 1
         FROM (SELECT id, avos_pagos FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2 FOR UPDATE) antes
         WHERE g.id = antes.id RETURNING g.id, antes.avos_pagos`,
        [x.servidor_id, x.ano, x.avos_apurados, Number(x.valor_devido)],
      );
      const avosPagos = { de: g.rows[0]?.avos_pagos ?? null, para: x.avos_apurados };
      rw.changed({ avosPagos });
      if (g.rows[0]) await rw.w.audit('gratificacao_natalina', g.rows[0].id, { avosPagos });
    }
    return ok({ idAvosAlteradoDetalhe: rw.id, situacao: rw.to }, undefined, mensagem) as AnswerOf<N>;
  });

const indicar = comando<'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento'>(
  'Indicação financeira registrada. O acerto aguarda retificação.',
  (input) => {
    const competencia = str(input.competenciaAcerto);
    return {
      sets: 'ano_mes_acerto = $2, indicacao = $3',
      valores: [competenciaToNumber(competencia), str(input.indicacao)],
      audit: {
        competenciaAcerto: { de: null, para: competencia },
        indicacao: { de: null, para: str(input.indicacao) },
      },
    };
  },
);

const retificar = comando<'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento'>(
  'Acerto retificado e finalizado.',
  (input) => ({
    sets: 'retificacao = $2',
    valores: [str(input.retificacao)],
    audit: { retificacao: { de: null, para: str(input.retificacao) } },
  }),
);

export default defineHandlers({
  'avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina': list({
    from: DE,
    columns: COLUNAS,
    unitScope: ['x.unidade_codigo = $1'],
    filters: {
      ano: { value: asNumber, sql: (n) => `x.ano = ${n}` },
      situacao: { value: asText, sql: (n) => `x.situacao = ${n}` },
    },
    moreFilters: ({ input }, add) => identificationFilters(input, add),
    sort: { fields: SORT_SQL, default: 'criadoEm', direction: 'DESC', tieBreak: (dir) => `x.id ${dir}` },
    row: (r: Linha) => linha(r),
  }),
  'avosAlteradoConsolidado.detalheAvosAposPagamento': async ({ db, auth, input }) => {
    const s = await servidor(db, auth!.unidade, input.numeroFuncionario);
    if ('falha' in s) return s.falha;
    const { rows } = await db.query<Linha>(
      `SELECT ${COLUNAS} ${DE} WHERE x.servidor_id = $1 AND x.ano = $2 AND x.unidade_codigo = $3
     ORDER BY (x.situacao <> 'FINALIZADO') DESC, x.criado_em DESC, x.id DESC LIMIT 1`,
      [s.id, Number(input.ano), auth!.unidade],
    );
    return rows[0] ? ok(linha(rows[0])) : noResult();
  },
  'avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro': async ({ db, auth, input }) => {
    const s = await servidor(db, auth!.unidade, input.numeroFuncionario);
    if ('falha' in s) return s.falha;
    const id = Number(input.idAvosAlteradoDetalhe);
    const x = await db.query<{ tipo: string; unidade: string }>(
      'SELECT tipo, unidade_codigo AS unidade FROM avos_alterado WHERE id = $1 AND servidor_id = $2',
      [id, s.id],
    );
    if (!inUnit(x.rows[0], (r) => r.unidade, auth)) return missingRecord();
    const { rows } = await db.query<{ dataHora: string; usuario: string; alteracoes: Changes; endpoint: string }>(
      `SELECT ${dataHoraSql('a.em', true)} AS "dataHora", COALESCE(u.nome, a.cpf) AS usuario, a.alteracoes, a.endpoint
     FROM auditoria a LEFT JOIN usuario u ON u.cpf = a.cpf WHERE a.entidade = 'avos_alterado' AND a.registro_id = $1 ORDER BY a.em DESC, a.id DESC`,
      [String(id)],
    );
    if (!rows.length) return noResult();
    return ok(
      rows.map((r) => {
        const a = r.alteracoes;
        const partes: string[] = [];
        if (a.competenciaAcerto) partes.push(`Competência do acerto: ${a.competenciaAcerto.para}`);
        if (a.indicacao) partes.push(`Indicação: ${a.indicacao.para}`);
        if (a.retificacao) partes.push(`Retificação: ${a.retificacao.para}`);
        if (a.avosPagos) partes.push(`Avos pagos: ${a.avosPagos.de} → ${a.avosPagos.para}`);
        if (!partes.length)
          partes.push(
            r.endpoint === 'ausenciasServidorPoc.registrar'
              ? 'Gerado pelo registro de ausência após o pagamento.'
              : 'Gerado pela apuração após o pagamento.',
          );
        return {
          dataHora: r.dataHora,
          usuario: r.usuario,
          evento: evento(a, x.rows[0].tipo),
          descricao: partes.join('\n'),
        };
      }),
    );
  },
  'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento': indicar,
  'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento': retificar,
});
