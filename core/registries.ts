/**
 * Where each registry's names come from, free of React and of Node so that both the runtime and
 * the Node scripts (`schemas:check`, `docs:screens`, `screen:new`) apply the same rule. Widgets,
 * cells and actions are the entry files of their folder (core/registry.ts: `isEntryFile`,
 * `entryName`); screen kinds are the folders of engine/kinds with an `index` file; formatters and
 * status groups are pure tables (core/formatters.ts, statusKeys.ts) that both import. The runtime
 * loads the folders with `import.meta.glob`, the scripts list them (scripts/lib/registry-names.ts),
 * and names.test.ts fails when the two disagree.
 */
export type RegistryKind = 'screenKinds' | 'widgets' | 'cells' | 'formatters' | 'actions' | 'statusKeys';
export type RegistryNames = Record<RegistryKind, readonly string[]>;

/** The folder of each registry made of entry files, relative to the repository. */
export const ENTRY_FOLDERS = {
  widgets: 'engine/registry/widgets',
  cells: 'engine/registry/cells',
  actions: 'engine/registry/actions',
} as const;

/** The folder whose subfolders are the screen kinds. */
export const KINDS_FOLDER = 'engine/kinds';

/** A screen kind's name: the folder of its `index` file ('../kinds/search/index.ts' → 'search'). */
export const kindName = (indexPath: string): string => indexPath.split('/').at(-2) ?? indexPath;

/**
 * The field formats a widget's file declares (`export const formats = ['cpf']`), read from its
 * text — how the scripts learn the defaults without loading React.
 */
export function declaredFormats(text: string): string[] {
  const m = /export\s+const\s+formats\s*(?::[^=]+)?=\s*\[([^\]]*)\]/.exec(text);
  return m ? [...m[1].matchAll(/['"]([^'"]+)['"]/g)].map((f) => f[1]) : [];
}
