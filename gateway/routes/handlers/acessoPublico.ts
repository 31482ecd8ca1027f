/**
 * The calls of the logged-out flows and the terms of use:
 * - `captcha.gerar` issues an ALTCHA proof-of-work challenge (gateway/captcha/altcha.ts);
 * - `papel.unidadesCaptcha` and `papel.listarPorUnidadeCaptcha` list units and the roles that can
 *   be requested in a unit, for an anonymous visitor, and `instituicao.daUnidadeCaptcha` the
 *   institutions a unit covers (the State's public structure, asked by unit and never by CPF);
 * - `usuario.solicitarAcesso` stores an access request (table `solicitacao_acesso`, approved later
 *   by an administrator, gateway/routes/handlers/solicitacoes.ts) with the terms-of-use version the
 *   visitor accepted on the form; the password chosen there is kept only as its scrypt hash;
 * - `termoUso.*` read the latest accepted terms version and accept one for the signed-in user (cpf
 *   from the token).
 * Every anonymous call consumes its own solved challenge (a token is accepted once): invalid,
 * expired or used → code 4 'Captcha inválido ou expirado.'.
 *
 * No anonymous answer tells anything about a CPF: the anonymous terms variants answer
 * the same for every CPF and record nothing — terms are accepted only by the person signed in, or
 * with their own access request (the acceptance is kept on the request and counts once that
 * person signs in with the password chosen on it). The one exception: a second request
 * for a CPF and unit already pending is refused with code 4 saying so — no protocol, name or roles —
 * and stores nothing.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { isSenhaValida, MSG_SENHA_FRACA } from '../../../schemas/senha.ts';
import { altchaDe, MSG_CAPTCHA_INVALIDO } from '../../captcha/altcha.ts';
import type { Db } from '../../db/types.ts';
import { MSG_TERMO_VERSAO, TERMO_USO_VIGENTE } from '../../domain/termo-uso.ts';
import { badRequest, noResult, ok, type Failure } from '../../lib/envelope.ts';
import { todosOsPapeis } from '../../lib/papeis.ts';
import { hashPassword } from '../../lib/password.ts';
import { write } from '../../lib/write.ts';
import type { AnswerOf, Handler, Handlers } from '../../contract/handler.ts';

export const MSG_SOLICITACAO_PENDENTE =
  'Já existe uma solicitação de cadastro pendente para este CPF nesta unidade. Aguarde a análise do administrador da unidade.';
export const MSG_SOLICITACAO_OK =
  'Solicitação de cadastro enviada com sucesso. Aguarde a análise do administrador da unidade.';
const MSG_UNIDADE = 'Unidade não encontrada.';
const MSG_PAPEIS = 'Perfil de acesso não disponível para a unidade.';

/** The anonymous terms variants: the same answers for every CPF. */
export const MSG_TERMO_SOMENTE_USUARIO =
  'O aceite do termo de uso só é informado ao próprio usuário, após entrar no portal.';
export const MSG_TERMO_ACEITE_ANONIMO =
  'O termo de uso é aceito após entrar no portal ou junto com a solicitação de acesso; nenhum aceite foi registrado.';

const captchaInvalido = (): Failure =>
  badRequest([{ campo: 'captcha', mensagem: MSG_CAPTCHA_INVALIDO }], MSG_CAPTCHA_INVALIDO);
/** Any version but the one in force: the schema checks its shape, this rule that it exists. */
const versaoInexistente = (campo: string): Failure =>
  badRequest([{ campo, mensagem: MSG_TERMO_VERSAO }], MSG_TERMO_VERSAO);
/** Consumes the call's own challenge: true once per solved, unexpired token. */
const desafioOk = (db: Db, token: unknown): Promise<boolean> => altchaDe(db).consumir(db, token);

async function unidades(db: Db) {
  const { rows } = await db.query<{ codigo: string; sigla: string; nome: string }>(
    'SELECT codigo, sigla, nome FROM unidade ORDER BY sigla',
  );
  return rows;
}

/** Roles that can be requested in a unit (every role of the reference data). */
async function papeisDaUnidade(db: Db, unidade: string) {
  const { rows: u } = await db.query('SELECT 1 FROM unidade WHERE codigo = $1', [unidade]);
  if (!u.length) return null;
  return todosOsPapeis(db);
}

const gerar: Handler<'captcha.gerar'> = async ({ db }) => ok(await altchaDe(db).emitir(), undefined, 'Desafio gerado.');

const unidadesCaptcha: Handler<'papel.unidadesCaptcha'> = async ({ db, input }) => {
  if (!(await desafioOk(db, input.captcha))) return captchaInvalido();
  return ok(await unidades(db));
};

const papeisCaptcha: Handler<'papel.listarPorUnidadeCaptcha'> = async ({ db, input }) => {
  if (!(await desafioOk(db, input.captcha))) return captchaInvalido();
  const papeis = await papeisDaUnidade(db, String(input.codigoUnidade));
  return papeis ? ok(papeis) : noResult();
};

/** The unit's own institution first, then the others by acronym. */
const instituicoesCaptcha: Handler<'instituicao.daUnidadeCaptcha'> = async ({ db, input }) => {
  if (!(await desafioOk(db, input.captcha))) return captchaInvalido();
  const { rows } = await db.query<RecordOf<'instituicao.daUnidadeCaptcha'>>(
    'SELECT codigo, sigla, nome FROM instituicao WHERE unidade_codigo = $1 ORDER BY codigo <> $1, sigla',
    [String(input.codigoUnidade)],
  );
  return rows.length ? ok(rows) : noResult();
};

const papeisAutenticado: Handler<'papel.listarPorUnidade'> = async ({ db, input }) => {
  const papeis = await papeisDaUnidade(db, String(input.codigoUnidade));
  return papeis ? ok(papeis) : noResult();
};

const solicitarAcesso: Handler<'usuario.solicitarAcesso'> = async ({ db, input }) => {
  // Checked first and consumed whatever the outcome below: one challenge, one submission.
  if (!(await desafioOk(db, input.captcha))) return captchaInvalido();
  const cpf = onlyDigits(String(input.cpf));
  const unidade = String(input.codigoUnidade);
  const pedidos: string[] = [...new Set<string>(input.papeis)];
  // The catalogue only requires a string: the rule lives in schemas/senha.ts so the refusal can
  // name it (the shared pattern message is generic). The value is never logged nor echoed back.
  if (!isSenhaValida(input.senha)) return badRequest([{ campo: 'senha', mensagem: MSG_SENHA_FRACA }], MSG_SENHA_FRACA);
  if (String(input.versaoTermo) !== TERMO_USO_VIGENTE) return versaoInexistente('versaoTermo');
  const disponiveis = await papeisDaUnidade(db, unidade);
  if (!disponiveis) return badRequest([{ campo: 'codigoUnidade', mensagem: MSG_UNIDADE }], MSG_UNIDADE);
  if (pedidos.some((p) => !disponiveis.some((d) => d.codigo === p)))
    return badRequest([{ campo: 'papeis', mensagem: MSG_PAPEIS }], MSG_PAPEIS);
  // A request already pending for this CPF and unit: refused, nothing stored or replaced, so the person
  // knows to wait for the analysis. The refusal names no protocol, role or date, and each try costs a
  // proof of work, like any anonymous call.
  const { rows: pend } = await db.query(
    'SELECT 1 FROM solicitacao_acesso WHERE cpf = $1 AND unidade_codigo = $2 AND situacao = $3 LIMIT 1',
    [cpf, unidade, 'PENDENTE'],
  );
  if (pend.length) return badRequest([{ campo: 'cpf', mensagem: MSG_SOLICITACAO_PENDENTE }], MSG_SOLICITACAO_PENDENTE);
  // Only the scrypt hash is stored. Why a password at all: the reference identity provider
  // (gateway/idp) signs users in with CPF and password, so the approval creates the user with the
  // password chosen here. In production the state's central IdP already knows the person and this
  // hash is not needed.
  const senhaHash = await hashPassword(input.senha);
  const {
    rows: [row],
  } = await db.query<{ id: number }>(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, justificativa, senha_hash, termo_versao, termo_aceito_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING id`,
    [
      cpf,
      String(input.nome).trim(),
      String(input.email).trim(),
      unidade,
      pedidos,
      typeof input.justificativa === 'string' ? input.justificativa.trim() || null : null,
      senhaHash,
      String(input.versaoTermo),
    ],
  );
  return ok({ id: row.id, situacao: 'PENDENTE' }, undefined, MSG_SOLICITACAO_OK);
};

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

const ultimoAceitoToken: Handler<'termoUso.ultimoAceito'> = async ({ db, auth }) => ultimoAceito(db, auth!.sub);

/**
 * The signed-in user accepts the version in force (domain/termo-uso.ts; any other is code 4 and
 * records nothing): one row per cpf and version (accepting it again moves its
 * date), written through `write()` with its audit row — entidade `termoUso`, record = the version,
 * `aceitoEm` old → new — so who accepted which terms and when is in the audit trail.
 */
const aceitarToken: Handler<'termoUso.aceitar'> = async ({ db, auth, endpoint, input }) => {
  if (String(input.versao) !== TERMO_USO_VIGENTE) return versaoInexistente('versao');
  return write(db, auth!, endpoint, async (w) => {
    const cpf = auth!.sub;
    const versao = String(input.versao);
    // The CTE reads the row as it was before the upsert (one snapshot for the whole statement).
    const {
      rows: [r],
    } = await w.tx.query<{ de: string | null; para: string }>(
      `WITH antes AS (SELECT aceito_em FROM termo_uso_aceite WHERE cpf = $1 AND versao = $2)
       INSERT INTO termo_uso_aceite (cpf, versao) VALUES ($1, $2) ON CONFLICT (cpf, versao) DO UPDATE SET aceito_em = now()
       RETURNING (SELECT aceito_em::text FROM antes) AS de, aceito_em::text AS para`,
      [cpf, versao],
    );
    await w.audit('termoUso', versao, { aceitoEm: { de: r.de, para: r.para } });
    return ok({ cpf, versao }, undefined, 'Termo de uso aceito.');
  });
};

/** Anonymous: consumes its challenge and answers code 2 for every CPF (see the header). */
const ultimoAceitoCaptcha: Handler<'termoUso.ultimoAceitoCaptcha'> = async ({ db, input }) => {
  if (!(await desafioOk(db, input.captcha))) return captchaInvalido();
  const a = noResult();
  a.body.mensagem = a.body.mensagemExibicao = MSG_TERMO_SOMENTE_USUARIO;
  return a;
};

/** Anonymous: consumes its challenge, records nothing, the same code 4 for every CPF. */
const aceitarCaptcha: Handler<'termoUso.aceitarCaptcha'> = async ({ db, input }) => {
  if (!(await desafioOk(db, input.captcha))) return captchaInvalido();
  return badRequest([{ campo: 'cpf', mensagem: MSG_TERMO_ACEITE_ANONIMO }], MSG_TERMO_ACEITE_ANONIMO);
};

export const acessoPublicoHandlers = {
  'captcha.gerar': gerar,
  'papel.unidadesCaptcha': unidadesCaptcha,
  'papel.listarPorUnidadeCaptcha': papeisCaptcha,
  'instituicao.daUnidadeCaptcha': instituicoesCaptcha,
  'papel.listarPorUnidade': papeisAutenticado,
  'usuario.solicitarAcesso': solicitarAcesso,
  'termoUso.ultimoAceito': ultimoAceitoToken,
  'termoUso.aceitar': aceitarToken,
  'termoUso.ultimoAceitoCaptcha': ultimoAceitoCaptcha,
  'termoUso.aceitarCaptcha': aceitarCaptcha,
} satisfies Handlers<
  | 'captcha.gerar'
  | 'papel.unidadesCaptcha'
  | 'papel.listarPorUnidadeCaptcha'
  | 'instituicao.daUnidadeCaptcha'
  | 'papel.listarPorUnidade'
  | 'usuario.solicitarAcesso'
  | 'termoUso.ultimoAceito'
  | 'termoUso.aceitar'
  | 'termoUso.ultimoAceitoCaptcha'
  | 'termoUso.aceitarCaptcha'
>;
