/**
 * What the administrator analysing an access request (/usuarios/solicitacoes/{id}) needs to know
 * about roles (catalogue schemas/endpoints/unidadePapel.json):
 * - `unidadePapel.recursos`: what a role allows — its grants, each named by the screen it opens;
 * - `unidadePapel.papeisDoUsuario`: the roles a user already holds in the token's unit.
 * Another unit is refused (403), never shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { menuRank } from '../../../core/derive-recursos.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { MSG_UNIDADE_OUTRA } from '../../lib/unit-scope.ts';
import { screenDocuments, SCREENS_DIR } from '../../screens.ts';
import { defineHandlers } from '../../contract/handler.ts';

type Recurso = RecordOf<'unidadePapel.recursos'>;
type NomeRecurso = Pick<Recurso, 'titulo' | 'area'>;

let nomes: Map<string, NomeRecurso> | undefined;

/**
 * chaveMenu → the title and area of the screen the menu shows for it, chosen as the resource's url
 * is (core/derive-recursos.ts), so the name and the url speak of the same screen. Screens change
 * with a deployment, not while the gateway runs: read once.
 */
function nomesDasTelas(): Map<string, NomeRecurso> {
  if (nomes) return nomes;
  const { areas } = JSON.parse(readFileSync(join(SCREENS_DIR, 'areas.json'), 'utf8')) as {
    areas: { key: string; title: string }[];
  };
  const titulosArea = new Map(areas.map((a) => [a.key, a.title]));
  const mapa = new Map<string, NomeRecurso>();
  for (const s of [...screenDocuments()].sort((a, b) => menuRank(a) - menuRank(b)))
    if (!mapa.has(s.menuKey)) mapa.set(s.menuKey, { titulo: s.title, area: titulosArea.get(s.area ?? '') ?? '' });
  nomes = mapa;
  return mapa;
}

/** Screens by area then title; resources that are no screen (no area) last. */
const porAreaETitulo = (a: Recurso, b: Recurso): number =>
  Number(a.area === '') - Number(b.area === '') ||
  a.area.localeCompare(b.area, 'pt-BR') ||
  a.titulo.localeCompare(b.titulo, 'pt-BR');

export default defineHandlers({
  'unidadePapel.recursos': async ({ db, input }) => {
    const { rows } = await db.query<Omit<Recurso, keyof NomeRecurso>>(
      `SELECT r.codigo, r.chave_menu AS "chaveMenu", r.url
       FROM papel_recurso pr JOIN recurso r ON r.codigo = pr.recurso_codigo
      WHERE pr.papel_codigo = $1`,
      [String(input.id)],
    );
    if (!rows.length) return noResult();
    const telas = nomesDasTelas();
    return ok(
      rows
        .map((r) => ({ ...r, ...(telas.get(r.chaveMenu) ?? { titulo: r.chaveMenu, area: '' }) }))
        .sort(porAreaETitulo),
    );
  },
  'unidadePapel.papeisDoUsuario': async ({ db, auth, input }) => {
    if (String(input.codigoUnidade) !== auth!.unidade) return forbidden(MSG_UNIDADE_OUTRA);
    const { rows } = await db.query<RecordOf<'unidadePapel.papeisDoUsuario'>>(
      `SELECT pa.codigo, pa.nome
       FROM usuario_unidade_papel uup JOIN papel pa ON pa.codigo = uup.papel_codigo
      WHERE uup.cpf = $1 AND uup.unidade_codigo = $2
      ORDER BY pa.nome, pa.codigo`,
      [onlyDigits(String(input.cpf)), auth!.unidade],
    );
    return rows.length ? ok(rows) : noResult();
  },
});
