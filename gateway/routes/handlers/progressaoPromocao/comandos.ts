/**
 * The commands of 'Progressão e promoção' (rules in docs/PROGRESSAO-PROMOCAO.md): lock, unit,
 * version, machine PROGRESSAO_SERVIDOR, audit row — run by the router for every one (declared
 * writes; the decision is a batch, `write.versions`).
 * - validarProgressaoServidor: the analyst's decision on one progression or a batch — VALIDAR
 *   (publishes the act) or REPROVAR (with at least one reason); all or nothing;
 * - solicitaReprocessamento: with the justification (what must be corrected);
 * - reprocessaProgressaoAposCorrecao: recomputes with the current rules, evaluations and absences
 *   (the same `apurar` the seed used).
 */
import { regrasVigentes } from '../../../domain/carreiras.ts';
import { anosDoPeriodo, apurar, MOTIVO_DESCRICAO, type Etapa } from '../../../domain/progressao.ts';
import { PROGRESSAO_SERVIDOR_ENTITY } from '../../../domain/entities.ts';
import { ok } from '../../../lib/envelope.ts';
import { HOJE_SQL, texto as str } from '../../../lib/text.ts';
import { declaredBatchWrite, declaredWrite } from '../../declared-write.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import { progressaoPorId, registroCompleto } from '../../lib/progression-record.ts';

export const MSG_MOTIVO_OBRIGATORIO = 'Informe ao menos um motivo da reprovação.';

export default defineHandlers({
  /**
   * The decision on one progression or a batch (`write.versions`): the router has locked each, of
   * the token's unit, at the version the list showed; the rule applies the command to every one.
   */
  'progressaoPromocao.validarProgressaoServidor': declaredBatchWrite(
    PROGRESSAO_SERVIDOR_ENTITY,
    async ({ input }, rws) => {
      const reprovar = input.decisao === 'REPROVAR';
      const motivos: string[] = (input.motivosReprovacao ?? []).map(String);
      const observacao = str(input.observacao);
      if (reprovar && motivos.length === 0) rws[0].w.invalid('motivosReprovacao', MSG_MOTIVO_OBRIGATORIO);
      for (const rw of rws) {
        rw.command(reprovar ? 'reprovar' : 'validar');
        if (reprovar) {
          await rw.tx.query(
            'UPDATE progressao_servidor SET motivos_reprovacao = $2::text[], observacao_reprovacao = $3 WHERE id = $1',
            [rw.id, `{${motivos.join(',')}}`, observacao || null],
          );
          rw.changed({
            motivosReprovacao: { de: null, para: motivos.map((m) => MOTIVO_DESCRICAO.get(m) ?? m).join('; ') },
            ...(observacao ? { observacaoReprovacao: { de: null, para: observacao } } : {}),
          });
        } else
          // The act is published in the official gazette (the number is the progression's).
          await rw.tx.query(
            `INSERT INTO publicacao_progressao (progressao_id, tipo, numero, data_publicacao, veiculo, texto)
           SELECT p.id, 'PRINCIPAL', 'Ato nº ' || p.id || '/' || extract(year FROM ${HOJE_SQL}), ${HOJE_SQL}, 'Diário Oficial de Minas Gerais — Caderno 1',
             CASE p.tipo WHEN 'PROGRESSAO' THEN 'Concede progressão' ELSE 'Concede promoção' END || ' ao(à) servidor(a) do nível ' || p.nivel_anterior || ', grau ' ||
             p.grau_anterior || ' para o nível ' || p.nivel_novo || ', grau ' || p.grau_novo || ', com efeitos a partir de ' || to_char(p.data_aquisicao, 'DD/MM/YYYY') || '.'
           FROM progressao_servidor p WHERE p.id = $1`,
            [rw.id],
          );
      }
      const n = rws.length;
      const msg = reprovar
        ? n === 1
          ? 'Progressão reprovada com sucesso.'
          : `${n} progressões reprovadas com sucesso.`
        : n === 1
          ? 'Progressão validada com sucesso.'
          : `${n} progressões validadas com sucesso.`;
      return ok({ quantidade: n, situacaoValidacao: rws[0].to }, undefined, msg);
    },
  ),
  /** The router has locked the progression, applied 'solicitarReprocessamento' and checked the version. */
  'progressaoPromocao.solicitaReprocessamento': declaredWrite(PROGRESSAO_SERVIDOR_ENTITY, async ({ input }, rw) => {
    const justificativa = str(input.justificativa);
    await rw.tx.query(`UPDATE progressao_servidor SET justificativa_reprocessamento = $2 WHERE id = $1`, [
      rw.id,
      justificativa,
    ]);
    rw.changed({ justificativaReprocessamento: { de: null, para: justificativa } });
    return ok(
      { idGestaoProgressao: rw.id, situacaoValidacao: rw.to },
      undefined,
      'Reprocessamento solicitado com sucesso.',
    );
  }),
  /** Recomputes with the current rules; the result decides the command ('reprocessar' or 'reprocessarNaoApta'). */
  'progressaoPromocao.reprocessaProgressaoAposCorrecao': declaredWrite(PROGRESSAO_SERVIDOR_ENTITY, async (_ctx, rw) => {
    // Refused in a state that cannot be reprocessed before any other check.
    rw.mayApply('reprocessar');
    const id = rw.id;
    const p = (await progressaoPorId(rw.tx, id))!;
    const etapa: Etapa = {
      tipo: p.tipo,
      nivelAnterior: p.nivelAnterior,
      grauAnterior: p.grauAnterior,
      nivelNovo: p.nivelNovo,
      grauNovo: p.grauNovo,
      periodoInicio: p.periodoInicioIso,
      periodoFim: p.periodoFimIso,
      dataAquisicao: p.dataAquisicaoIso,
    };
    const regra = (await regrasVigentes(rw.tx)).get(`${String(p.codigoCarreira)}:${p.tipo}`);
    if (!regra)
      return rw.w.invalid('idGestaoProgressao', 'A carreira do servidor não tem regra vigente para este movimento.');
    const servidorId = rw.before.servidorId;
    const r = await registroCompleto(rw.tx, servidorId);
    const anos = anosDoPeriodo(etapa);
    const { rows: notas } = await rw.tx.query<{ nota: number }>(
      `SELECT nota::float8 AS nota FROM avaliacao_desempenho WHERE servidor_id = $1 AND ano = ANY($2::int[])`,
      [servidorId, `{${anos.join(',')}}`],
    );
    const a = apurar(
      etapa,
      regra,
      r?.eventos ?? [],
      notas.map((n) => n.nota),
    );
    const para = rw.command(a.apta ? 'reprocessar' : 'reprocessarNaoApta');
    const pendencias = `{${a.pendencias.map((s) => `"${s.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
    await rw.tx.query(
      `UPDATE progressao_servidor SET media_avaliacao = $2, faltas = $3, dias_suspensao = $4, pendencias = $5::text[], apurada_em = now(),
         motivos_reprovacao = '{}', observacao_reprovacao = NULL WHERE id = $1`,
      [id, a.media, a.faltas, a.diasSuspensao, pendencias],
    );
    const antes = p;
    rw.changed({
      ...(antes.mediaAvaliacao !== a.media ? { mediaAvaliacao: { de: antes.mediaAvaliacao, para: a.media } } : {}),
      ...(antes.faltas !== a.faltas ? { faltas: { de: antes.faltas, para: a.faltas } } : {}),
      ...(antes.pendencias.join('\n') !== a.pendencias.join('\n')
        ? { pendencias: { de: antes.pendencias.join('\n'), para: a.pendencias.join('\n') } }
        : {}),
    });
    const msg = a.apta
      ? 'Progressão reprocessada: apta, aguardando validação.'
      : `Progressão reprocessada: não apta. ${a.pendencias.join(' ')}`;
    return ok({ idGestaoProgressao: id, situacaoValidacao: para }, undefined, msg);
  }),
});
