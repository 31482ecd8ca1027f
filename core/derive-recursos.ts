/**
 * The resources the screens and the catalogue imply (gateway/security/recursos-sync.ts grants them as
 * screens/papeis.json says). No Node API: the schema checker runs it in Node and in the browser
 * (the screen editor); gateway/screens.ts re-exports it.
 */
/**
 * The resource url of a route: up to its first ':param' segment, ending with '/'
 * ('/recursos-humanos/dados-servidor/:id' → '/recursos-humanos/dados-servidor/').
 */
export function resourceUrl(route: string): string {
  const i = route.search(/\/:/);
  const base = i >= 0 ? route.slice(0, i) : route;
  return base.endsWith('/') ? base : `${base}/`;
}

/** A role of screens/papeis.json. */
export interface PapelDef {
  codigo: string;
  nome: string;
  /** chaveMenu of the resources the role grants, or '*' for every resource. */
  recursos: string[] | '*';
  /** With '*': resources it does NOT grant (the data officer's). */
  exceto?: string[];
}

/** Whether a role of screens/papeis.json grants the resource: '*' grants every resource but its `exceto`. */
export const concede = (p: { recursos: string[] | '*'; exceto?: string[] }, chave: string): boolean =>
  p.recursos === '*' ? !(p.exceto ?? []).includes(chave) : p.recursos.includes(chave);

/**
 * Catalogue resources that are not grants: anonymous calls, any signed-in user, and the security
 * service's own calls (login, session, token issuer), which prove who calls by the authorisation
 * code or the session token id instead of an access token.
 */
export const OPEN_RESOURCES = ['public', 'authenticated', 'seguranca'];

/** Whether a call of this resource goes without an access token (Bearer). */
export const semTokenDeAcesso = (resource: string | undefined): boolean =>
  resource === 'public' || resource === 'seguranca';

/**
 * Where a call sends the session token id (`tokenSSCId`): the catalogue entry's option (spec §7: a
 * query parameter or a header of that name, or left out), by default the query parameter for a
 * call with an access token and nothing for one without. The gateways accept it in either place.
 */
export function tokenIdIn(ep: {
  resource?: string;
  tokenSSCId?: 'query' | 'header' | 'none';
}): 'query' | 'header' | 'none' {
  return ep.tokenSSCId ?? (semTokenDeAcesso(ep.resource) ? 'none' : 'query');
}

/**
 * Which screen of a menuKey stands for its resource: the one named like the key (pesquisa-fonetica,
 * made by `screen:new --from`, shares pesquisa-servidor's key and must not take its url), then a
 * menu entry over a hidden screen (dados-servidor shares pesquisa-servidor's key). Lower first.
 */
export const menuRank = (x: { id?: string; menuKey: string; hidden?: boolean }): number =>
  x.id === x.menuKey ? 0 : x.hidden ? 2 : 1;

export interface DerivedRecurso {
  chave: string;
  url: string;
}

/** The resources the screens and the catalogue imply, in a stable order (screens by file, then catalogue). */
export function deriveRecursos(
  screens: { id?: string; menuKey: string; route: string; hidden?: boolean }[],
  catalogue: { resource?: string }[],
): DerivedRecurso[] {
  const byKey = new Map<string, DerivedRecurso>();
  for (const s of [...screens].sort((a, b) => menuRank(a) - menuRank(b))) {
    if (!byKey.has(s.menuKey)) byKey.set(s.menuKey, { chave: s.menuKey, url: resourceUrl(s.route) });
  }
  const fromScreens = screens.map((s) => byKey.get(s.menuKey)!).filter((r, i, all) => all.indexOf(r) === i);
  const fromCatalogue = [...new Set(catalogue.map((e) => e.resource))]
    .filter((r): r is string => r !== undefined && r !== '' && !OPEN_RESOURCES.includes(r) && !byKey.has(r))
    .sort()
    .map((chave) => ({ chave, url: '' }));
  return [...fromScreens, ...fromCatalogue];
}
