/**
 * Blueprint's `IconNames` is built from the enum of every icon name (blueprint-icons-16.js), which
 * Blueprint's own components pull into the first page: about 11 KB gzip of names the portal never
 * lists. This plugin replaces that module with one that derives a name from its key
 * (`IconNames.SMALL_CROSS` and `IconNames.SmallCross` are 'small-cross', as Blueprint's are) and
 * accepts any well-formed name as valid; an icon that does not exist then fails in the loader
 * (engine/shell/icons.ts) instead of in the name check. scripts/vite/slim-icon-names.test.ts
 * checks the derivation against every name of the installed Blueprint.
 */
import type { Plugin } from 'vite';

/** The module that replaces `@blueprintjs/icons/lib/esm/iconNames.js`. */
export const SLIM_ICON_NAMES = `
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function nameOf(key) {
  if (typeof key !== 'string') return undefined;
  // Legacy keys: SMALL_CROSS, ADD_COLUMN_LEFT, H1.
  if (/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/.test(key)) return key.toLowerCase().replace(/_/g, '-');
  // Pascal keys: SmallCross, LayoutGrid_2 (a number is set apart with '_'), H1.
  if (/^[A-Z][A-Za-z0-9_]*$/.test(key)) return key.replace(/_/g, '-').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return undefined;
}
export const IconNames = new Proxy({}, { get: (_t, key) => nameOf(key) });
export const IconNamesSet = { has: (name) => typeof name === 'string' && NAME.test(name) };
`;

const TARGET = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

export function slimIconNames(): Plugin {
  return {
    name: 'portal-rh-slim-icon-names',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return TARGET.test(id.split('?')[0]) ? SLIM_ICON_NAMES : null;
    },
  };
}
