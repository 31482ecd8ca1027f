/**
 * Screens published at run time (/telas/v1, table tela_versao of migration 039; docs/ARCHITECTURE.md
 * "Published screens") — the writes. Who: an analyst (resource 'editor-de-telas', role
 * ANALISTA_TELAS) saves drafts and submits them; an administrator (resource 'publicacao-telas',
 * granted by ADMINISTRADOR's '*' only) publishes, returns with a reason, withdraws and restores.
 * Each is a declared write of the TELA_VERSAO machine (lock, transition, stale version, audit row
 * in one transaction), but the creation of a draft, which has no record to lock. The document is
 * checked by the checker of `schemas:check` when it is submitted, published or restored — never as
 * a draft, which may be unfinished. The audit rows carry the document's fingerprint, not its text.
 */
import { TELA_VERSAO_ENTITY } from '../../../domain/entities.ts';
import { criticasDaTela } from '../../../domain/tela-checagem.ts';
import { impressaoDocumento, travarTela } from '../../../domain/telas.ts';
import { TELA_VERSAO } from '../../../domain/transitions.ts';
import { badRequest, ok } from '../../../lib/envelope.ts';
import { keywordMessage } from '../../../../schemas/formats.ts';
import { diff, type Writer, write } from '../../../lib/write.ts';
import type { RecordWrite } from '../../../contract/record-write.ts';
import { declaredWrite } from '../../declared-write.ts';
import { defineHandlers } from '../../../contract/handler.ts';

export const MSG_TELA_COM_PROBLEMAS =
  'A tela não passou na verificação (a mesma do schemas:check e do editor de telas): corrija os problemas apontados.';
export const MSG_OUTRA_TELA = 'O documento é de outra tela: o id de uma versão não muda (inclua uma nova versão).';
export const MSG_SEM_ALTERACAO = 'Nenhuma alteração: o rascunho já tem este documento.';

type Documento = Record<string, unknown>;

/** The shortest reason of a return (the catalogue's minLength of `motivo`). */
const MOTIVO_MINIMO = 10;
type Versao = RecordWrite<NonNullable<(typeof TELA_VERSAO_ENTITY)['row']>>;

/** Refuses the write (code 4, one critique per problem at its JSON pointer) when the checker fails the document. */
async function verificar(w: Writer, documento: Documento): Promise<void> {
  const criticas = await criticasDaTela(w.tx, documento);
  if (criticas.length) w.refuse(badRequest(criticas, MSG_TELA_COM_PROBLEMAS));
}

/** A new version of the screen, numbered after its last, audited from nothing; its id and number. */
async function inserirVersao(
  w: Writer,
  documento: Documento,
  situacao: 'RASCUNHO' | 'PUBLICADA',
  restaurada?: { id: number; numero: number },
): Promise<{ id: number; numero: number }> {
  const telaId = String(documento.id);
  const {
    rows: [{ id, numero }],
  } = await w.tx.query<{ id: number; numero: number }>(
    `INSERT INTO tela_versao (tela_id, numero, documento, situacao, restaurada_de, autor, autor_unidade, atualizado_por)
     SELECT $1, COALESCE(max(numero), 0) + 1, $2::json, $3, $4, $5, $6, $5 FROM tela_versao WHERE tela_id = $1
     RETURNING id, numero`,
    [telaId, JSON.stringify(documento), situacao, restaurada?.id ?? null, w.auth.sub, w.auth.unidade],
  );
  await w.audit(
    'tela_versao',
    id,
    diff(
      {},
      {
        telaId,
        numero,
        situacao,
        documento: impressaoDocumento(documento),
        restauradaDe: restaurada?.numero,
        versao: 1,
      },
    ),
  );
  return { id, numero };
}

/** The screen's published version, if any, is withdrawn ('substituir'), with its own version and audit row. */
async function substituirPublicada(w: Writer, telaId: string): Promise<void> {
  const { rows } = await w.tx.query<{ id: number; versao: number }>(
    `SELECT id, versao FROM tela_versao WHERE tela_id = $1 AND situacao = 'PUBLICADA' FOR UPDATE`,
    [telaId],
  );
  const atual = rows[0];
  if (!atual) return;
  const para = w.transition(TELA_VERSAO, 'PUBLICADA', 'substituir');
  await w.tx.query(
    `UPDATE tela_versao SET situacao = $2, versao = versao + 1, atualizado_por = $3, atualizado_em = now() WHERE id = $1`,
    [atual.id, para, w.auth.sub],
  );
  await w.audit('tela_versao', atual.id, {
    situacao: { de: 'PUBLICADA', para },
    versao: { de: atual.versao, para: atual.versao + 1 },
  });
}

/** The answer of a write of the version `rw` names. */
const resultado = (rw: Versao, mensagem: string) =>
  ok({ id: rw.id, numero: rw.before.numero, situacao: rw.to, versao: rw.version }, undefined, mensagem);

export default defineHandlers({
  'telas.incluirRascunho': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const documento = input.documento as Documento;
      await travarTela(w.tx, String(documento.id));
      const { id, numero } = await inserirVersao(w, documento, 'RASCUNHO');
      return ok({ id, numero, situacao: 'RASCUNHO', versao: 1 }, undefined, 'Rascunho salvo.');
    }),
  'telas.editarRascunho': declaredWrite(TELA_VERSAO_ENTITY, async ({ input }, rw) => {
    const documento = input.documento as Documento;
    if (documento.id !== rw.before.telaId) rw.w.invalid('documento', MSG_OUTRA_TELA);
    const [de, para] = [impressaoDocumento(rw.before.documento), impressaoDocumento(documento)];
    if (de === para) return resultado(rw, MSG_SEM_ALTERACAO);
    await rw.tx.query(`UPDATE tela_versao SET documento = $2::json WHERE id = $1`, [rw.id, JSON.stringify(documento)]);
    rw.changed({ documento: { de, para } });
    return resultado(rw, 'Rascunho salvo.');
  }),
  'telas.submeterVersao': declaredWrite(TELA_VERSAO_ENTITY, async (_ctx, rw) => {
    await verificar(rw.w, rw.before.documento);
    // A returned draft's reason is answered by this submission.
    if (rw.before.motivoDevolucao !== null) {
      await rw.tx.query(`UPDATE tela_versao SET motivo_devolucao = NULL WHERE id = $1`, [rw.id]);
      rw.changed({ motivoDevolucao: { de: rw.before.motivoDevolucao, para: null } });
    }
    return resultado(rw, 'Tela enviada para revisão.');
  }),
  'telas.publicarVersao': declaredWrite(TELA_VERSAO_ENTITY, async (_ctx, rw) => {
    await travarTela(rw.tx, rw.before.telaId);
    await verificar(rw.w, rw.before.documento);
    await substituirPublicada(rw.w, rw.before.telaId);
    return resultado(rw, 'Tela publicada: os usuários a verão na próxima navegação.');
  }),
  'telas.devolverVersao': declaredWrite(TELA_VERSAO_ENTITY, async ({ input }, rw) => {
    const motivo = String(input.motivo).trim();
    // The schema counted the spaces too; the reason is what is left without them.
    if (motivo.length < MOTIVO_MINIMO) rw.w.invalid('motivo', keywordMessage('minLength', { limit: MOTIVO_MINIMO }));
    await rw.tx.query(`UPDATE tela_versao SET motivo_devolucao = $2 WHERE id = $1`, [rw.id, motivo]);
    rw.changed({ motivoDevolucao: { de: rw.before.motivoDevolucao, para: motivo } });
    return resultado(rw, 'Tela devolvida ao autor.');
  }),
  'telas.retirarVersao': declaredWrite(TELA_VERSAO_ENTITY, async (_ctx, rw) =>
    resultado(rw, 'Tela retirada: vale de novo a tela padrão do portal, se houver.'),
  ),
  'telas.restaurarVersao': declaredWrite(TELA_VERSAO_ENTITY, async (_ctx, rw) => {
    await travarTela(rw.tx, rw.before.telaId);
    await verificar(rw.w, rw.before.documento);
    await substituirPublicada(rw.w, rw.before.telaId);
    const nova = await inserirVersao(rw.w, rw.before.documento, 'PUBLICADA', { id: rw.id, numero: rw.before.numero });
    // The copied version is left as it was, but its own trail says it was restored, and as which.
    await rw.w.audit('tela_versao', rw.id, { restauradaComo: { de: null, para: nova.numero } });
    return ok(
      { id: nova.id, numero: nova.numero, situacao: 'PUBLICADA', versao: 1 },
      undefined,
      `Versão ${rw.before.numero} restaurada como versão ${nova.numero}, publicada.`,
    );
  }),
});
