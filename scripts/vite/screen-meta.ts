/**
 * `screens/**\/*.screen.json?meta`: only the keys the first page reads of every screen
 * (SCREEN_META_KEYS: route, menu entry, title), as a JavaScript module; the whole document is
 * imported lazily when the screen opens (engine/screens/catalogue.ts). Build, dev server and the
 * unit tests (vitest.config.ts) all use it, so they behave alike.
 */
import type { Plugin } from 'vite';
import { SCREEN_META_KEYS } from '../../engine/screens/types.ts';

export function screenMeta(text: string): string {
  const doc = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(SCREEN_META_KEYS.filter((k) => k in doc).map((k) => [k, doc[k]])));
}

export function screenMetaBuild(): Plugin {
  return {
    name: 'portal-rh-screen-meta',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]screens[\\/].+\.screen\.json\?meta$/.test(id)) return null;
      return { code: `export default ${screenMeta(code)};`, map: null, moduleType: 'js' };
    },
  };
}
