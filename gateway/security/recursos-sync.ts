/**
 * Resources (`recurso`) and grants (`papel_recurso`) derived from the screen documents, the
 * endpoint catalogue and `screens/papeis.json`, written to the database at every start of the
 * gateway (createApp, after the seed) and by the seed itself. A new screen is thus one JSON file:
 * its menuKey becomes a resource granted to the roles papeis.json names ('*' = all) at the next
 * start, with no TypeScript and no reseed.
 *
 * Derivation: one resource per screen menuKey (several screens may share one; the url is the
 * route up to its first ':param', ending with '/', of the first screen shown in the menu), plus
 * one per catalogue `resource` that is neither 'public' nor 'authenticated' nor a screen menuKey
 * (url '', e.g. 'dados-servidor', whose endpoints the servant detail calls).
 *
 * The sync runs in one transaction and writes only differences: roles are upserted (never
 * deleted: users and requests refer to them), an existing chave_menu keeps its codigo (tokens and
 * the portal's cookies carry codes), new ones take max+1, resources no longer derived go with
 * their grants, and papel_recurso becomes exactly what papeis.json says. A second run changes
 * nothing.
 */
import { catalogue, loadCatalogue } from '../../schemas/catalogue.ts';
import {
  concede,
  deriveRecursos,
  loadPapeis,
  loadScreens,
  screenDocuments,
  SCREENS_DIR,
  type DerivedRecurso,
  type PapelDef,
} from '../screens.ts';
import type { Db } from '../db/types.ts';

export interface SyncResult {
  recursos: number;
  inseridos: string[];
  removidos: string[];
  atualizados: string[];
  concessoesInseridas: number;
  concessoesRemovidas: number;
  papeisGravados: number;
  ms: number;
}

/** The (papel, chave) grants of papeis.json over the derived resources; an unknown grant is an error. */
function grantsOf(papeis: PapelDef[], recursos: DerivedRecurso[]): [string, string][] {
  const known = new Set(recursos.map((r) => r.chave));
  return papeis.flatMap((p) => {
    if (p.recursos === '*') {
      for (const c of p.exceto ?? [])
        if (!known.has(c))
          throw new Error(
            `screens/papeis.json: o papel ${p.codigo} exceto '${c}', que não é menuKey de tela nem recurso do catálogo.`,
          );
      return recursos.filter((r) => concede(p, r.chave)).map((r): [string, string] => [p.codigo, r.chave]);
    }
    return p.recursos.map((c): [string, string] => {
      if (!known.has(c))
        throw new Error(
          `screens/papeis.json: o papel ${p.codigo} concede '${c}', que não é menuKey de tela nem recurso do catálogo.`,
        );
      return [p.codigo, c];
    });
  });
}

/**
 * Brings papel, recurso and papel_recurso in line with the documents (see the file comment).
 * `screensDir` holds the screen documents and papeis.json; `catalogueDir` the endpoint catalogue.
 */
export async function syncRecursos(db: Db, screensDir = SCREENS_DIR, catalogueDir?: string): Promise<SyncResult> {
  const t0 = performance.now();
  const papeis = loadPapeis(screensDir);
  // The repository's screens are read once per process and shared with the exports (screens.ts).
  const screens = screensDir === SCREENS_DIR ? screenDocuments() : loadScreens(screensDir);
  const recursos = deriveRecursos(screens, catalogueDir ? loadCatalogue(catalogueDir) : catalogue());
  const grants = grantsOf(papeis, recursos);

  return db.transaction(async (tx) => {
    // Two gateway processes starting together over one PostgreSQL must not both take max+1.
    await tx.exec('LOCK TABLE papel, recurso, papel_recurso IN SHARE ROW EXCLUSIVE MODE');

    const papelRows = (await tx.query<{ codigo: string; nome: string }>('SELECT codigo, nome FROM papel')).rows;
    const nomeAtual = new Map(papelRows.map((r) => [r.codigo, r.nome]));
    const papeisMudados = papeis.filter((p) => nomeAtual.get(p.codigo) !== p.nome);
    if (papeisMudados.length)
      await tx.query(
        `INSERT INTO papel (codigo, nome) SELECT * FROM unnest($1::text[], $2::text[])
         ON CONFLICT (codigo) DO UPDATE SET nome = EXCLUDED.nome`,
        [papeisMudados.map((p) => p.codigo), papeisMudados.map((p) => p.nome)],
      );

    const atuais = (
      await tx.query<{ codigo: number; chave_menu: string; url: string }>('SELECT codigo, chave_menu, url FROM recurso')
    ).rows;
    const porChave = new Map(atuais.map((r) => [r.chave_menu, r]));
    const derivadas = new Set(recursos.map((r) => r.chave));

    const removidos = atuais.filter((r) => !derivadas.has(r.chave_menu));
    let concessoesRemovidas = 0;
    if (removidos.length) {
      const codigos = removidos.map((r) => r.codigo);
      concessoesRemovidas += (
        await tx.query('DELETE FROM papel_recurso WHERE recurso_codigo = ANY($1::int[]) RETURNING 1', [codigos])
      ).rows.length;
      await tx.query('DELETE FROM recurso WHERE codigo = ANY($1::int[])', [codigos]);
    }

    const atualizados = recursos.filter((r) => porChave.has(r.chave) && porChave.get(r.chave)!.url !== r.url);
    for (const r of atualizados) await tx.query('UPDATE recurso SET url = $2 WHERE chave_menu = $1', [r.chave, r.url]);

    let proximo = atuais.reduce((m, r) => Math.max(m, r.codigo), 0) + 1;
    const novos = recursos.filter((r) => !porChave.has(r.chave)).map((r) => ({ ...r, codigo: proximo++ }));
    if (novos.length)
      await tx.query(
        'INSERT INTO recurso (codigo, chave_menu, url) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
        [novos.map((r) => r.codigo), novos.map((r) => r.chave), novos.map((r) => r.url)],
      );

    const codigoDe = new Map<string, number>([
      ...atuais.map((r): [string, number] => [r.chave_menu, r.codigo]),
      ...novos.map((r): [string, number] => [r.chave, r.codigo]),
    ]);
    const desejadas = new Set(grants.map(([p, c]) => `${p}\u0000${codigoDe.get(c)}`));
    const existentes = (
      await tx.query<{ papel_codigo: string; recurso_codigo: number }>(
        'SELECT papel_codigo, recurso_codigo FROM papel_recurso',
      )
    ).rows.map((r) => `${r.papel_codigo}\u0000${r.recurso_codigo}`);
    const tem = new Set(existentes);
    const inserir = [...desejadas].filter((k) => !tem.has(k)).map((k) => k.split('\u0000'));
    const remover = existentes.filter((k) => !desejadas.has(k)).map((k) => k.split('\u0000'));
    if (remover.length)
      await tx.query(
        `DELETE FROM papel_recurso pr USING unnest($1::text[], $2::int[]) AS x(papel, recurso)
          WHERE pr.papel_codigo = x.papel AND pr.recurso_codigo = x.recurso`,
        [remover.map((k) => k[0]), remover.map((k) => Number(k[1]))],
      );
    if (inserir.length)
      await tx.query(
        'INSERT INTO papel_recurso (papel_codigo, recurso_codigo) SELECT * FROM unnest($1::text[], $2::int[])',
        [inserir.map((k) => k[0]), inserir.map((k) => Number(k[1]))],
      );

    return {
      recursos: recursos.length,
      inseridos: novos.map((r) => r.chave),
      removidos: removidos.map((r) => r.chave_menu),
      atualizados: atualizados.map((r) => r.chave),
      concessoesInseridas: inserir.length,
      concessoesRemovidas: concessoesRemovidas + remover.length,
      papeisGravados: papeisMudados.length,
      ms: Math.round(performance.now() - t0),
    };
  });
}
