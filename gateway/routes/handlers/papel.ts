/**
 * The roles that can be requested in a unit: for an anonymous visitor filling the access request
 * (`papel.unidadesCaptcha` lists the units, `papel.listarPorUnidadeCaptcha` a unit's roles, each
 * consuming its own solved challenge) and for a signed-in user (`papel.listarPorUnidade`).
 */
import type { Db } from '../../db/types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { papeisDaUnidade } from '../../lib/papeis.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { captchaRefusal, captchaSolved } from '../lib/anonymous-call.ts';

async function unidades(db: Db) {
  const { rows } = await db.query<{ codigo: string; sigla: string; nome: string }>(
    'SELECT codigo, sigla, nome FROM unidade ORDER BY sigla',
  );
  return rows;
}

export default defineHandlers({
  'papel.unidadesCaptcha': async ({ db, input }) => {
    if (!(await captchaSolved(db, input.captcha))) return captchaRefusal();
    return ok(await unidades(db));
  },
  'papel.listarPorUnidadeCaptcha': async ({ db, input }) => {
    if (!(await captchaSolved(db, input.captcha))) return captchaRefusal();
    const papeis = await papeisDaUnidade(db, String(input.codigoUnidade));
    return papeis ? ok(papeis) : noResult();
  },
  'papel.listarPorUnidade': async ({ db, input }) => {
    const papeis = await papeisDaUnidade(db, String(input.codigoUnidade));
    return papeis ? ok(papeis) : noResult();
  },
});
