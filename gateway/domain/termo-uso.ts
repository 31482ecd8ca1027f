/**
 * The terms of use in force. A user accepts these and only these: an acceptance of a version that
 * was never published would be stored, audited, and then answered as the user's latest acceptance.
 * The portal shows and sends the same version (services/auth.ts `TERMO_USO_VERSAO`, spec §9);
 * shell-acesso.test.ts holds the two equal, so publishing new terms changes both.
 */
import { badRequest, type Failure } from '../lib/envelope.ts';

export const TERMO_USO_VIGENTE = '1.00';

export const MSG_TERMO_VERSAO = `Versão do termo de uso inexistente: aceite a versão vigente (${TERMO_USO_VIGENTE}).`;

/** Any version but the one in force, on field `campo`: the schema checks its shape, this rule that it exists. */
export const versaoInexistente = (campo: string): Failure =>
  badRequest([{ campo, mensagem: MSG_TERMO_VERSAO }], MSG_TERMO_VERSAO);
