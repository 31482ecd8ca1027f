/**
 * The terms of use: `termoUso.ultimoAceito` reads the latest version the signed-in user accepted,
 * `termoUso.aceitar` accepts the version in force for them (cpf from the token). The anonymous
 * variants answer the same for every CPF and record nothing: terms are accepted only by the person
 * signed in, or with their own access request (the acceptance is kept on the request and counts
 * once that person signs in with the password chosen on it). Each consumes its solved challenge.
 */
import { dataHoraSql } from '../../lib/text.ts';
import type { Db } from '../../db/types.ts';
import { TERMO_USO_VIGENTE, versaoInexistente } from '../../domain/termo-uso.ts';
import { badRequest, noResult, ok } from '../../lib/envelope.ts';
import { write } from '../../lib/write.ts';
import { type AnswerOf, defineHandlers } from '../../contract/handler.ts';
import { captchaRefusal, captchaSolved } from '../lib/anonymous-call.ts';

/** The anonymous terms variants: the same answers for every CPF. */
export const MSG_TERMO_SOMENTE_USUARIO =
  'O aceite do termo de uso só é informado ao próprio usuário, após entrar no portal.';
export const MSG_TERMO_ACEITE_ANONIMO =
  'O termo de uso é aceito após entrar no portal ou junto com a solicitação de acesso; nenhum aceite foi registrado.';

/**
 * The latest version `cpf` accepted: signed in, or with their own access request — one approved
 * whose password is the account's (the approval created the account from it, so whoever signs in
 * with that password is whoever sent the request and accepted the terms on it).
 */
async function ultimoAceito(db: Db, cpf: string): Promise<AnswerOf<'termoUso.ultimoAceito'>> {
  const { rows } = await db.query<{ versao: string; aceito: string }>(
    `SELECT versao, ${dataHoraSql('quando', true)} AS aceito FROM (
       SELECT versao, aceito_em AS quando, id FROM termo_uso_aceite WHERE cpf = $1
       UNION ALL
       SELECT s.termo_versao, s.termo_aceito_em, 0 FROM solicitacao_acesso s JOIN usuario u ON u.cpf = s.cpf AND u.senha_hash = s.senha_hash
        WHERE s.cpf = $1 AND s.situacao = 'APROVADA' AND s.termo_versao IS NOT NULL AND s.termo_aceito_em IS NOT NULL
     ) t ORDER BY quando DESC, id DESC LIMIT 1`,
    [cpf],
  );
  const r = rows[0];
  return r ? ok({ cpf, versao: r.versao, dataAceite: r.aceito }) : noResult();
}

export default defineHandlers({
  'termoUso.ultimoAceito': async ({ db, auth }) => ultimoAceito(db, auth!.sub),

  /**
   * The signed-in user accepts the version in force (domain/termo-uso.ts; any other is code 4 and
   * records nothing): one row per cpf and version (accepting it again moves its
   * date), written through `write()` with its audit row — entidade `termoUso`, record = the version,
   * `aceitoEm` old → new — so who accepted which terms and when is in the audit trail.
   */
  'termoUso.aceitar': async ({ db, auth, endpoint, input }) => {
    if (String(input.versao) !== TERMO_USO_VIGENTE) return versaoInexistente('versao');
    return write(db, auth!, endpoint, async (w) => {
      const cpf = auth!.sub;
      const versao = String(input.versao);
      // The CTE reads the row as it was before the upsert (one snapshot for the whole statement).
      const {
        rows: [r],
      } = await w.tx.query<{ de: string | null; para: string; dataAceite: string }>(
        `WITH antes AS (SELECT aceito_em FROM termo_uso_aceite WHERE cpf = $1 AND versao = $2)
       INSERT INTO termo_uso_aceite (cpf, versao) VALUES ($1, $2) ON CONFLICT (cpf, versao) DO UPDATE SET aceito_em = now()
       RETURNING (SELECT aceito_em::text FROM antes) AS de, aceito_em::text AS para, ${dataHoraSql('aceito_em', true)} AS "dataAceite"`,
        [cpf, versao],
      );
      await w.audit('termoUso', versao, { aceitoEm: { de: r.de, para: r.para } });
      return ok({ cpf, versao, dataAceite: r.dataAceite }, undefined, 'Termo de uso aceito.');
    });
  },

  /** Anonymous: consumes its challenge and answers code 2 for every CPF. */
  'termoUso.ultimoAceitoCaptcha': async ({ db, input }) => {
    if (!(await captchaSolved(db, input.captcha))) return captchaRefusal();
    const a = noResult();
    a.body.mensagem = a.body.mensagemExibicao = MSG_TERMO_SOMENTE_USUARIO;
    return a;
  },

  /** Anonymous: consumes its challenge, records nothing, the same code 4 for every CPF. */
  'termoUso.aceitarCaptcha': async ({ db, input }) => {
    if (!(await captchaSolved(db, input.captcha))) return captchaRefusal();
    return badRequest([{ campo: 'cpf', mensagem: MSG_TERMO_ACEITE_ANONIMO }], MSG_TERMO_ACEITE_ANONIMO);
  },
});
