/**
 * Every screen document and the menu areas. Adding a screen is adding a JSON file: the glob picks
 * it up, the router gives it a route and the sidebar an entry. The first page bundles only each
 * screen's meta (`?meta`: route, menu entry, title — scripts/vite/screen-meta.ts keeps just
 * SCREEN_META_KEYS in the build); the whole document is a chunk of its own, loaded when the screen
 * opens, so sixty screens do not weigh on the login page.
 */
import { useEffect, useState } from 'react';
import areasFile from '../../screens/areas.json';
import { publishedDoc } from './published.ts';
import type { AreaDef, ScreenDoc, ScreenMeta } from './types.ts';

const metas = import.meta.glob<ScreenMeta>('../../screens/**/*.screen.json', {
  eager: true,
  import: 'default',
  query: '?meta',
});
const loaders = import.meta.glob<ScreenDoc>('../../screens/**/*.screen.json', { import: 'default' });

const pathOf = new Map(Object.entries(metas).map(([path, m]) => [m.id, path.replace(/\?meta$/, '')]));

export const SCREENS: ScreenMeta[] = Object.values(metas).sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));

export const AREAS: AreaDef[] = (areasFile as { areas: AreaDef[] }).areas;

const loaded = new Map<string, Promise<ScreenDoc>>();
/** Documents that have arrived, for a synchronous first render (no 'Carregando…' frame). */
const arrived = new Map<string, ScreenDoc>();

/**
 * The whole document of a screen — the published one in force (published.ts), else the shipped
 * file (one promise per screen); rejects for an unknown id.
 */
export function loadScreen(id: string): Promise<ScreenDoc> {
  const published = publishedDoc(id);
  if (published) return Promise.resolve(published);
  let p = loaded.get(id);
  if (!p) {
    const path = pathOf.get(id);
    const load = path ? loaders[path] : undefined;
    p = load
      ? load().then((doc) => (arrived.set(id, doc), doc))
      : Promise.reject(new Error(`Tela desconhecida: ${id}`));
    loaded.set(id, p);
  }
  return p;
}

/**
 * Every shipped screen document — the files, not the published versions — in path order, as
 * `screen:new --from` reads them: the house style the editor's search from an endpoint copies
 * (engine/kinds/editor/fromEndpoint.tsx), over the chunks the screens open with.
 */
export const loadShippedScreens = (): Promise<ScreenDoc[]> =>
  Promise.all(
    Object.keys(loaders)
      .sort()
      .map((path) => loaders[path]()),
  );

/**
 * The whole document of a screen once loaded (undefined while loading; a failed load — an unknown
 * id or a chunk the network lost — rethrows into the route's error page). A state hook rather
 * than Suspense: the document is a plain module import, and its kind keeps its own Suspense. A
 * document already loaded (preloaded on intent) is there on the first render.
 */
export function useScreenDoc(id: string): ScreenDoc | undefined {
  const [state, setState] = useState<{ id: string; doc?: ScreenDoc; error?: unknown }>({ id });
  useEffect(() => {
    // No early return when the document is already there: it may have arrived after this render
    // read `arrived` and before this effect ran, and only this state change renders it then.
    let vivo = true;
    loadScreen(id).then(
      (doc) => vivo && setState({ id, doc }),
      (error: unknown) => vivo && setState({ id, error }),
    );
    return () => {
      vivo = false;
    };
  }, [id]);
  if (state.id === id && state.error) throw state.error;
  return publishedDoc(id) ?? arrived.get(id) ?? (state.id === id ? state.doc : undefined);
}

/** Route keys the guard accepts for a screen: its menuKey and its route. */
export const routeKeys = (screen: Pick<ScreenDoc, 'menuKey' | 'route'>): string[] => [screen.menuKey, screen.route];
