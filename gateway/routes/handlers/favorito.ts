/**
 * Favourites (`/favorito/v1`): the pages a user starred, per cpf and unit. The token's own cpf
 * (`sub`) and unit are the only ones a caller may read or change (403 otherwise); at most 10.
 * Adding and removing one are changes like any other: through `write()`, with an audit row
 * (entidade `favorito`, record = the route) in the same transaction.
 */
import { onlyDigits } from '../../../schemas/formats.ts';
import { forbidden, ok } from '../../lib/envelope.ts';
import { write } from '../../lib/write.ts';
import type { Db } from '../../db/types.ts';
import { defineHandlers, type HandlerContext } from '../../contract/handler.ts';

export const MAX_FAVORITOS = 10;
export const MSG_FAVORITO_OUTRO = 'Favoritos de outro usuário ou unidade não podem ser acessados.';
export const MSG_MAX_FAVORITOS = 'Esse usuário já possui 10 favoritos adicionados.';

/** The cpf and unit of the request, or null when they are not the token's own. */
function owner({ auth, input }: Pick<HandlerContext<{ cpf?: string; codigoUnidadeSsc?: string }>, 'auth' | 'input'>): {
  cpf: string;
  unidade: string;
} | null {
  const cpf = onlyDigits(String(input.cpf ?? ''));
  const unidade = String(input.codigoUnidadeSsc ?? '');
  if (!auth || cpf !== auth.sub || unidade !== auth.unidade) return null;
  return { cpf, unidade };
}

async function lista(ctx: { db: Db }, o: { cpf: string; unidade: string }) {
  const { rows } = await ctx.db.query<{ rota: string }>(
    'SELECT rota FROM favorito WHERE cpf = $1 AND unidade_codigo = $2 ORDER BY criado_em, rota',
    [o.cpf, o.unidade],
  );
  return rows.map((r) => ({ cpf: o.cpf, codigoUnidadeSsc: o.unidade, rota: r.rota }));
}

export default defineHandlers({
  'favorito.listar': async (ctx) => {
    const o = owner(ctx);
    if (!o) return forbidden(MSG_FAVORITO_OUTRO);
    return ok(await lista(ctx, o));
  },
  'favorito.incluir': async (ctx) => {
    const o = owner(ctx);
    if (!o) return forbidden(MSG_FAVORITO_OUTRO);
    const rota = String(ctx.input.rota);
    return write(ctx.db, ctx.auth!, ctx.endpoint, async (w) => {
      const {
        rows: [{ n }],
      } = await w.tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM favorito WHERE cpf = $1 AND unidade_codigo = $2 AND rota <> $3',
        [o.cpf, o.unidade, rota],
      );
      if (n >= MAX_FAVORITOS) w.invalid('rota', MSG_MAX_FAVORITOS);
      const novo = await w.tx.query(
        'INSERT INTO favorito (cpf, unidade_codigo, rota) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING rota',
        [o.cpf, o.unidade, rota],
      );
      // A page starred again changes nothing and is not audited twice.
      if (novo.rows.length) await w.audit('favorito', rota, { favorito: { de: null, para: rota } });
      return ok(await lista({ ...ctx, db: w.tx }, o), undefined, 'Favorito incluído com sucesso.');
    });
  },
  'favorito.remover': async (ctx) => {
    const o = owner(ctx);
    if (!o) return forbidden(MSG_FAVORITO_OUTRO);
    const rota = String(ctx.input.rota);
    return write(ctx.db, ctx.auth!, ctx.endpoint, async (w) => {
      const { rows } = await w.tx.query(
        'DELETE FROM favorito WHERE cpf = $1 AND unidade_codigo = $2 AND rota = $3 RETURNING rota',
        [o.cpf, o.unidade, rota],
      );
      if (rows.length) await w.audit('favorito', rota, { favorito: { de: rota, para: null } });
      return ok(await lista({ ...ctx, db: w.tx }, o), undefined, 'Favorito removido com sucesso.');
    });
  },
});
