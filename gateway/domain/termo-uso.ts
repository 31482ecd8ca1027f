/**
 * The terms of use in force. A user accepts these and only these: an acceptance of a version that
 * was never published would be stored, audited, and then answered as the user's latest acceptance.
 * The portal shows and sends the same version (services/auth.ts `TERMO_USO_VERSAO`, spec §9);
 * shell-acesso.test.ts holds the two equal, so publishing new terms changes both.
 */
export const TERMO_USO_VIGENTE = '1.00';

export const MSG_TERMO_VERSAO = `Versão do termo de uso inexistente: aceite a versão vigente (${TERMO_USO_VIGENTE}).`;
