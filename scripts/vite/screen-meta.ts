/**
 * `screens/**\/*.screen.json?meta`: only the keys the first page reads of every screen
 * (SCREEN_META_KEYS: route, menu entry, title), as a JavaScript module; the whole document is
 * imported lazily when the screen opens (engine/screens/catalogue.ts). Build, dev server and the
 * unit tests (vitest.config.ts) all use it, so they behave alike.
 */
import type { Plugin } from 'vite';
import { SCREEN_META_KEYS } from '../../engine/screens/types.ts';

type Doc = Record<string, unknown> & { kind?: string };

/**
 * Whether the page itself has a required field (its filters or form): the note '*Campos de
 * preenchimento obrigatório' speaks of them, and on a page without any it only puzzles. A 'tabs'
 * page shows other screens, which may have some.
 */
export const asksRequired = (doc: Doc): boolean =>
  doc.kind === 'tabs' ||
  ['filters', 'form'].some(
    (k) => ((doc[k] as { schema?: { required?: unknown[] } } | undefined)?.schema?.required ?? []).length > 0,
  );

export function screenMeta(text: string): string {
  const doc = JSON.parse(text) as Doc;
  const meta: Record<string, unknown> = Object.fromEntries(
    SCREEN_META_KEYS.filter((k) => k in doc).map((k) => [k, doc[k]]),
  );
  if (!asksRequired(doc)) meta.subtitle = false;
  return JSON.stringify(meta);
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
