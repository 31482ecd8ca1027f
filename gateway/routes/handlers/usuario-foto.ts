/**
 * `usuario.foto` (catalogue schemas/endpoints/usuario-foto.json): the signed-in user's own photo,
 * a drawn avatar here (gateway/lib/avatar.ts); another user's is 403.
 */
import { onlyDigits } from '../../../schemas/formats.ts';
import { avatarSvg } from '../../lib/avatar.ts';
import { fileAnswer, forbidden } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';

export default defineHandlers({
  'usuario.foto': async ({ auth, input }) => {
    const cpf = onlyDigits(String(input.cpf));
    if (cpf !== auth?.sub) return forbidden();
    return fileAnswer({ body: Buffer.from(avatarSvg(cpf)), filename: 'foto.svg', contentType: 'image/svg+xml' });
  },
});
