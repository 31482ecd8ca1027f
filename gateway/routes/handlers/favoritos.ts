/**
 * Favourites (`/favorito/v1`): the pages a user starred, per cpf and unit. The token's own cpf
 * (`sub`) and unit are the only ones a caller may read or change (403 otherwise); at most 10.
 */
import { onlyDigits } from '../../../schemas/formats.ts';
import { badRequest, forbidden, ok } from '../../lib/envelope.ts';
import type { Handler, HandlerContext } from '../types.ts';

export const MAX_FAVORITOS = 10;
export const MSG_FAVORITO_OUTRO = 'Favoritos de outro usuário ou unidade não podem ser acessados.';
export const MSG_MAX_FAVORITOS = 'Esse usuário já possui 10 favoritos adicionados.';

/** The cpf and unit of the request, or null when they are not the token's own. */
function owner({ auth, input }: HandlerContext): { cpf: string; unidade: string } | null {
  const cpf = onlyDigits(String(input.cpf ?? ''));
  const unidade = String(input.codigoUnidadeSsc ?? '');
  if (!auth || cpf !== auth.sub || unidade !== auth.unidade) return null;
  return { cpf, unidade };
}

async function lista(ctx: HandlerContext, o: { cpf: string; unidade: string }) {
  const { rows } = await ctx.db.query<{ rota: string }>('SELECT rota FROM favorito WHERE cpf = $1 AND unidade_codigo = $2 ORDER BY criado_em, rota', [
    o.cpf,
    o.unidade,
  ]);
  return rows.map((r) => ({ cpf: o.cpf, codigoUnidadeSsc: o.unidade, rota: r.rota }));
}

const listar: Handler = async (ctx) => {
  const o = owner(ctx);
  if (!o) return forbidden(MSG_FAVORITO_OUTRO);
  return ok(await lista(ctx, o));
};

const incluir: Handler = async (ctx) => {
  const o = owner(ctx);
  if (!o) return forbidden(MSG_FAVORITO_OUTRO);
  const rota = String(ctx.input.rota);
  return ctx.db.transaction(async (db) => {
    const {
      rows: [{ n }],
    } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM favorito WHERE cpf = $1 AND unidade_codigo = $2 AND rota <> $3', [
      o.cpf,
      o.unidade,
      rota,
    ]);
    if (n >= MAX_FAVORITOS) return badRequest([{ campo: 'rota', mensagem: MSG_MAX_FAVORITOS }], MSG_MAX_FAVORITOS);
    await db.query('INSERT INTO favorito (cpf, unidade_codigo, rota) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [o.cpf, o.unidade, rota]);
    return ok(await lista({ ...ctx, db }, o), undefined, 'Favorito incluído com sucesso.');
  });
};

const remover: Handler = async (ctx) => {
  const o = owner(ctx);
  if (!o) return forbidden(MSG_FAVORITO_OUTRO);
  await ctx.db.query('DELETE FROM favorito WHERE cpf = $1 AND unidade_codigo = $2 AND rota = $3', [o.cpf, o.unidade, String(ctx.input.rota)]);
  return ok(await lista(ctx, o), undefined, 'Favorito removido com sucesso.');
};

export const favoritosHandlers: Record<string, Handler> = {
  'favorito.listar': listar,
  'favorito.incluir': incluir,
  'favorito.remover': remover,
};
