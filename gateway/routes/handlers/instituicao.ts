/**
 * `instituicao.daUnidadeCaptcha`: the institutions a unit covers, for an anonymous visitor (the
 * State's public structure, asked by unit and never by CPF), consuming its own solved challenge.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { captchaRefusal, captchaSolved } from '../lib/anonymous-call.ts';

export default defineHandlers({
  /** The unit's own institution first, then the others by acronym. */
  'instituicao.daUnidadeCaptcha': async ({ db, input }) => {
    if (!(await captchaSolved(db, input.captcha))) return captchaRefusal();
    const { rows } = await db.query<RecordOf<'instituicao.daUnidadeCaptcha'>>(
      'SELECT codigo, sigla, nome FROM instituicao WHERE unidade_codigo = $1 ORDER BY codigo <> $1, sigla',
      [String(input.codigoUnidade)],
    );
    return rows.length ? ok(rows) : noResult();
  },
});
