/** `captcha.gerar`: an ALTCHA proof-of-work challenge (gateway/captcha/altcha.ts) for an anonymous call. */
import { altchaDe } from '../../captcha/altcha.ts';
import { ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';

export default defineHandlers({
  'captcha.gerar': async ({ db }) => ok(await altchaDe(db).emitir(), undefined, 'Desafio gerado.'),
});
