/**
 * The calls of the logged-out flows and the terms of use:
 * - `captcha.gerar` issues a challenge (image only; see gateway/captcha/captcha.ts);
 * - `papel.unidadesCaptcha` and `papel.listarPorUnidadeCaptcha` list units and the roles that can
 *   be requested in a unit, for an anonymous visitor with a valid captcha token;
 * - `usuario.solicitarAcesso` stores an access request (table `solicitacao_acesso`, approved later
 *   by an administrator, gateway/routes/handlers/solicitacoes.ts) and consumes the captcha; the
 *   password chosen on the form is kept only as its scrypt hash;
 * - `termoUso.*` read the latest accepted terms version and accept one, for the signed-in user
 *   (cpf from the token) or, in the captcha variants, for a cpf given by an anonymous visitor.
 * Every captcha-protected call checks the answer on the server: wrong → code 4 'Captcha inválido
 * ou expirado.'.
 */
import { dataHoraSql } from '../../lib/text.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { isSenhaValida, MSG_SENHA_FRACA } from '../../../schemas/senha.ts';
import { issueCaptcha, MSG_CAPTCHA_INVALIDO, verifyCaptcha } from '../../captcha/captcha.ts';
import type { Db } from '../../db/types.ts';
import { badRequest, noResult, ok, type Answer } from '../../lib/envelope.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Handler } from '../types.ts';

export const MSG_SOLICITACAO_PENDENTE = 'Já existe uma solicitação pendente para este CPF nesta unidade.';
export const MSG_SOLICITACAO_OK = 'Solicitação de cadastro enviada com sucesso. Aguarde a análise do administrador da unidade.';
const MSG_UNIDADE = 'Unidade não encontrada.';
const MSG_PAPEIS = 'Perfil de acesso não disponível para a unidade.';

const captchaInvalido = (): Answer => badRequest([{ campo: 'captcha', mensagem: MSG_CAPTCHA_INVALIDO }], MSG_CAPTCHA_INVALIDO);

async function unidades(db: Db) {
  const { rows } = await db.query<{ codigo: string; sigla: string; nome: string }>('SELECT codigo, sigla, nome FROM unidade ORDER BY sigla');
  return rows;
}

/** Roles that can be requested in a unit (every role of the reference data). */
async function papeisDaUnidade(db: Db, unidade: string) {
  const { rows: u } = await db.query('SELECT 1 FROM unidade WHERE codigo = $1', [unidade]);
  if (!u.length) return null;
  const { rows } = await db.query<{ codigo: string; nome: string }>('SELECT codigo, nome FROM papel ORDER BY nome');
  return rows;
}

const gerar: Handler = async ({ db }) => ok(await issueCaptcha(db), undefined, 'Captcha gerado.');

const unidadesCaptcha: Handler = async ({ db, input }) => {
  if (!(await verifyCaptcha(db, input.captcha))) return captchaInvalido();
  return ok(await unidades(db));
};

const papeisCaptcha: Handler = async ({ db, input }) => {
  if (!(await verifyCaptcha(db, input.captcha))) return captchaInvalido();
  const papeis = await papeisDaUnidade(db, String(input.codigoUnidade));
  return papeis ? ok(papeis) : noResult();
};

const papeisAutenticado: Handler = async ({ db, input }) => {
  const papeis = await papeisDaUnidade(db, String(input.codigoUnidade));
  return papeis ? ok(papeis) : noResult();
};

const solicitarAcesso: Handler = async ({ db, input }) => {
  // Checked first and consumed whatever the outcome below: one image, one submission.
  if (!(await verifyCaptcha(db, input.captcha, { consume: true }))) return captchaInvalido();
  const cpf = onlyDigits(String(input.cpf));
  const unidade = String(input.codigoUnidade);
  const pedidos = [...new Set(input.papeis as string[])];
  // The catalogue only requires a string: the rule lives in schemas/senha.ts so the refusal can
  // name it (the shared pattern message is generic). The value is never logged nor echoed back.
  if (!isSenhaValida(input.senha)) return badRequest([{ campo: 'senha', mensagem: MSG_SENHA_FRACA }], MSG_SENHA_FRACA);
  const disponiveis = await papeisDaUnidade(db, unidade);
  if (!disponiveis) return badRequest([{ campo: 'codigoUnidade', mensagem: MSG_UNIDADE }], MSG_UNIDADE);
  if (pedidos.some((p) => !disponiveis.some((d) => d.codigo === p))) return badRequest([{ campo: 'papeis', mensagem: MSG_PAPEIS }], MSG_PAPEIS);
  const { rows: pend } = await db.query("SELECT 1 FROM solicitacao_acesso WHERE cpf = $1 AND unidade_codigo = $2 AND situacao = 'PENDENTE'", [cpf, unidade]);
  if (pend.length) return badRequest([{ campo: 'cpf', mensagem: MSG_SOLICITACAO_PENDENTE }], MSG_SOLICITACAO_PENDENTE);
  // Only the scrypt hash is stored. Why a password at all: the reference identity provider
  // (gateway/idp) signs users in with CPF and password, so the approval creates the user with the
  // password chosen here. In production the state's central IdP already knows the person and this
  // hash is not needed.
  const senhaHash = await hashPassword(input.senha);
  const {
    rows: [row],
  } = await db.query<{ id: number }>(
    'INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, justificativa, senha_hash) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [
      cpf,
      String(input.nome).trim(),
      String(input.email).trim(),
      unidade,
      pedidos,
      typeof input.justificativa === 'string' ? input.justificativa.trim() || null : null,
      senhaHash,
    ],
  );
  return ok({ id: row.id, situacao: 'PENDENTE' }, undefined, MSG_SOLICITACAO_OK);
};

async function ultimoAceito(db: Db, cpf: string): Promise<Answer> {
  const { rows } = await db.query<{ versao: string; aceito: string }>(
    `SELECT versao, ${dataHoraSql('aceito_em', true)} AS aceito
       FROM termo_uso_aceite WHERE cpf = $1 ORDER BY aceito_em DESC, id DESC LIMIT 1`,
    [cpf],
  );
  const r = rows[0];
  return r ? ok({ cpf, versao: r.versao, dataAceite: r.aceito }) : noResult();
}

async function aceitar(db: Db, cpf: string, versao: string): Promise<Answer> {
  await db.query('INSERT INTO termo_uso_aceite (cpf, versao) VALUES ($1, $2) ON CONFLICT (cpf, versao) DO UPDATE SET aceito_em = now()', [cpf, versao]);
  return ok({ cpf, versao }, undefined, 'Termo de uso aceito.');
}

const ultimoAceitoToken: Handler = async ({ db, auth }) => ultimoAceito(db, auth!.sub);
const aceitarToken: Handler = async ({ db, auth, input }) => aceitar(db, auth!.sub, String(input.versao));

const ultimoAceitoCaptcha: Handler = async ({ db, input }) => {
  if (!(await verifyCaptcha(db, input.captcha))) return captchaInvalido();
  return ultimoAceito(db, onlyDigits(String(input.cpf)));
};

/** Checks but does not consume: the access request that follows it on the same form does. */
const aceitarCaptcha: Handler = async ({ db, input }) => {
  if (!(await verifyCaptcha(db, input.captcha))) return captchaInvalido();
  return aceitar(db, onlyDigits(String(input.cpf)), String(input.versao));
};

export const acessoPublicoHandlers: Record<string, Handler> = {
  'captcha.gerar': gerar,
  'papel.unidadesCaptcha': unidadesCaptcha,
  'papel.listarPorUnidadeCaptcha': papeisCaptcha,
  'papel.listarPorUnidade': papeisAutenticado,
  'usuario.solicitarAcesso': solicitarAcesso,
  'termoUso.ultimoAceito': ultimoAceitoToken,
  'termoUso.aceitar': aceitarToken,
  'termoUso.ultimoAceitoCaptcha': ultimoAceitoCaptcha,
  'termoUso.aceitarCaptcha': aceitarCaptcha,
};
