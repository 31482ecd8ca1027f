/**
 * The commands of 'Progressão e promoção' (rules in docs/PROGRESSAO-PROMOCAO.md), each through
 * `write()`: lock, unit, version, machine PROGRESSAO_SERVIDOR, audit row.
 * - validarProgressaoServidor: the analyst's decision on one progression or a batch — VALIDAR
 *   (publishes the act) or REPROVAR (with at least one reason); all or nothing;
 * - solicitaReprocessamento: with the justification (what must be corrected);
 * - reprocessaProgressaoAposCorrecao: recomputes with the current rules, evaluations and absences
 *   (the same `apurar` the seed used).
 */
import { anosDoPeriodo, apurar, MOTIVO_DESCRICAO, regrasVigentes, type Etapa } from '../../domain/progressao.ts';
import { PROGRESSAO_SERVIDOR } from '../../domain/transitions.ts';
import { ok } from '../../lib/envelope.ts';
import { texto as str } from '../../lib/text.ts';
import { type Writer, write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../types.ts';
import { progressaoPorId, registroCompleto } from './progressao-registro.ts';

interface Travada {
  id: number;
  unidade: string;
  situacao: string;
  versao: number;
  servidorId: number;
}

/**
 * Locks the progression a command names and runs the checks every command makes, in one place: it
 * must exist and be the token's unit's (one code 4 on idGestaoProgressao for both), `comando` must
 * lead somewhere from its state (`para`, the state it leads to) and the form's `versao` must still
 * be its.
 */
async function travar(w: Writer, id: number, versao: unknown, comando: string): Promise<Travada & { para: string }> {
  const { rows } = await w.tx.query<Travada>(
    `SELECT id::int AS id, unidade_codigo AS unidade, situacao, versao, servidor_id AS "servidorId" FROM progressao_servidor WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const atual = w.foundInUnit(rows[0], (x) => x.unidade, 'idGestaoProgressao');
  const para = w.transition(PROGRESSAO_SERVIDOR, atual.situacao, comando);
  w.version(atual.versao, versao);
  return { ...atual, para };
}

export const MSG_MOTIVO_OBRIGATORIO = 'Informe ao menos um motivo da reprovação.';
export const MSG_VERSOES = 'Informe a versão de cada progressão selecionada.';

const validarProgressaoServidor: Handler<'progressaoPromocao.validarProgressaoServidor'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const lista = (v: unknown) => (Array.isArray(v) ? v : [v]).map(Number);
    const ids = lista(input.idsGestaoProgressao);
    const versoes = lista(input.versoes);
    if (versoes.length !== ids.length) w.invalid('versoes', MSG_VERSOES);
    const reprovar = input.decisao === 'REPROVAR';
    const motivos: string[] = (input.motivosReprovacao ?? []).map(String);
    const observacao = str(input.observacao);
    if (reprovar && motivos.length === 0) w.invalid('motivosReprovacao', MSG_MOTIVO_OBRIGATORIO);
    let para = '';
    for (const [k, id] of ids.entries()) {
      const atual = await travar(w, id, versoes[k], reprovar ? 'reprovar' : 'validar');
      para = atual.para;
      if (reprovar) {
        await w.tx.query(
          `UPDATE progressao_servidor SET situacao = $2, motivos_reprovacao = $3::text[], observacao_reprovacao = $4, versao = versao + 1,
             atualizado_por = $5, atualizado_em = now() WHERE id = $1`,
          [id, para, `{${motivos.join(',')}}`, observacao || null, auth!.sub],
        );
        await w.audit('progressao_servidor', id, {
          situacaoValidacao: { de: atual.situacao, para },
          motivosReprovacao: { de: null, para: motivos.map((m) => MOTIVO_DESCRICAO.get(m) ?? m).join('; ') },
          ...(observacao ? { observacaoReprovacao: { de: null, para: observacao } } : {}),
        });
      } else {
        await w.tx.query(
          `UPDATE progressao_servidor SET situacao = $2, versao = versao + 1, atualizado_por = $3, atualizado_em = now() WHERE id = $1`,
          [id, para, auth!.sub],
        );
        // The act is published in the official gazette (the number is the progression's).
        await w.tx.query(
          `INSERT INTO publicacao_progressao (progressao_id, tipo, numero, data_publicacao, veiculo, texto)
           SELECT p.id, 'PRINCIPAL', 'Ato nº ' || p.id || '/' || extract(year FROM current_date), current_date, 'Diário Oficial de Minas Gerais — Caderno 1',
             CASE p.tipo WHEN 'PROGRESSAO' THEN 'Concede progressão' ELSE 'Concede promoção' END || ' ao(à) servidor(a) do nível ' || p.nivel_anterior || ', grau ' ||
             p.grau_anterior || ' para o nível ' || p.nivel_novo || ', grau ' || p.grau_novo || ', com efeitos a partir de ' || to_char(p.data_aquisicao, 'DD/MM/YYYY') || '.'
           FROM progressao_servidor p WHERE p.id = $1`,
          [id],
        );
        await w.audit('progressao_servidor', id, { situacaoValidacao: { de: atual.situacao, para } });
      }
    }
    const n = ids.length;
    const msg = reprovar
      ? n === 1
        ? 'Progressão reprovada com sucesso.'
        : `${n} progressões reprovadas com sucesso.`
      : n === 1
        ? 'Progressão validada com sucesso.'
        : `${n} progressões validadas com sucesso.`;
    return ok({ quantidade: n, situacaoValidacao: para }, undefined, msg);
  });

const solicitaReprocessamento: Handler<'progressaoPromocao.solicitaReprocessamento'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idGestaoProgressao);
    const { para, ...atual } = await travar(w, id, input.versao, 'solicitarReprocessamento');
    const justificativa = str(input.justificativa);
    await w.tx.query(
      `UPDATE progressao_servidor SET situacao = $2, justificativa_reprocessamento = $3, versao = versao + 1, atualizado_por = $4, atualizado_em = now() WHERE id = $1`,
      [id, para, justificativa, auth!.sub],
    );
    await w.audit('progressao_servidor', id, {
      situacaoValidacao: { de: atual.situacao, para },
      justificativaReprocessamento: { de: null, para: justificativa },
    });
    return ok(
      { idGestaoProgressao: id, situacaoValidacao: para },
      undefined,
      'Reprocessamento solicitado com sucesso.',
    );
  });

const reprocessaProgressaoAposCorrecao: Handler<'progressaoPromocao.reprocessaProgressaoAposCorrecao'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idGestaoProgressao);
    // The state reprocessing leads to depends on the result; the lock only checks it may run.
    const atual = await travar(w, id, input.versao, 'reprocessar');
    const p = (await progressaoPorId(w.tx, id))!;
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
    const regra = (await regrasVigentes(w.tx)).get(`${String(p.codigoCarreira)}:${p.tipo}`);
    if (!regra)
      return w.invalid('idGestaoProgressao', 'A carreira do servidor não tem regra vigente para este movimento.');
    const r = await registroCompleto(w.tx, atual.servidorId);
    const anos = anosDoPeriodo(etapa);
    const { rows: notas } = await w.tx.query<{ nota: number }>(
      `SELECT nota::float8 AS nota FROM avaliacao_desempenho WHERE servidor_id = $1 AND ano = ANY($2::int[])`,
      [atual.servidorId, `{${anos.join(',')}}`],
    );
    const a = apurar(
      etapa,
      regra,
      r?.eventos ?? [],
      notas.map((n) => n.nota),
    );
    const para = w.transition(PROGRESSAO_SERVIDOR, atual.situacao, a.apta ? 'reprocessar' : 'reprocessarNaoApta');
    const pendencias = `{${a.pendencias.map((s) => `"${s.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
    await w.tx.query(
      `UPDATE progressao_servidor SET situacao = $2, media_avaliacao = $3, faltas = $4, dias_suspensao = $5, pendencias = $6::text[], apurada_em = now(),
         motivos_reprovacao = '{}', observacao_reprovacao = NULL, versao = versao + 1, atualizado_por = $7, atualizado_em = now() WHERE id = $1`,
      [id, para, a.media, a.faltas, a.diasSuspensao, pendencias, auth!.sub],
    );
    const antes = p;
    await w.audit('progressao_servidor', id, {
      situacaoValidacao: { de: atual.situacao, para },
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
  });

export const progressaoComandosHandlers = {
  'progressaoPromocao.validarProgressaoServidor': validarProgressaoServidor,
  'progressaoPromocao.solicitaReprocessamento': solicitaReprocessamento,
  'progressaoPromocao.reprocessaProgressaoAposCorrecao': reprocessaProgressaoAposCorrecao,
} satisfies Handlers<
  | 'progressaoPromocao.validarProgressaoServidor'
  | 'progressaoPromocao.solicitaReprocessamento'
  | 'progressaoPromocao.reprocessaProgressaoAposCorrecao'
>;
