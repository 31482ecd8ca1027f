/**
 * The anonymous calls (resource 'public': the sign-up and terms screens, logged out): each one
 * consumes its own solved ALTCHA challenge (gateway/captcha/altcha.ts) — a token is accepted once —
 * and an invalid, expired or used one is code 4 'Captcha inválido ou expirado.'.
 */
import { altchaDe, MSG_CAPTCHA_INVALIDO } from '../../captcha/altcha.ts';
import type { Db } from '../../db/types.ts';
import { badRequest, type Failure } from '../../lib/envelope.ts';

export const captchaRefusal = (): Failure =>
  badRequest([{ campo: 'captcha', mensagem: MSG_CAPTCHA_INVALIDO }], MSG_CAPTCHA_INVALIDO);

/** Consumes the call's own challenge: true once per solved, unexpired token. */
export const captchaSolved = (db: Db, token: unknown): Promise<boolean> => altchaDe(db).consumir(db, token);
