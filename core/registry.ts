/**
 * A plain registry: a list of named entries, merged defaults → theme → screen (later wins). Each
 * entry is one file of its registry's folder and its name is the file's name, so the runtime (which
 * loads the folder through Vite's `import.meta.glob`) and the Node scripts (which list the folder)
 * read the same names from the one place a new entry is written. An unknown name is reported,
 * never rendered as a blank.
 */
export interface Registry<T> {
  readonly kind: string;
  get(name: string): T | undefined;
  has(name: string): boolean;
  names(): string[];
  /** A copy with more entries (theme or screen overrides). */
  extend(entries: Record<string, T>): Registry<T>;
}

export function createRegistry<T>(kind: string, ...layers: Record<string, T>[]): Registry<T> {
  const map = new Map<string, T>();
  for (const layer of layers) for (const [name, entry] of Object.entries(layer)) map.set(name, entry);
  return {
    kind,
    get: (name) => map.get(name),
    has: (name) => map.has(name),
    names: () => [...map.keys()],
    extend: (entries) => createRegistry(kind, Object.fromEntries(map), entries),
  };
}

/** The message shown (and logged) for an unknown name. */
export const unknownMessage = (kind: string, name: string): string => `Componente desconhecido — ${kind}: '${name}'.`;

/**
 * Whether a path is an entry of a registry folder: a TypeScript file directly in it that is not a
 * test. Helpers the entries share live in the folder's `lib/`, which no entry pattern reaches.
 */
export const isEntryFile = (path: string): boolean =>
  /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !/\.d\.ts$/.test(path);

/** An entry's name: its file's name without the extension ('widgets/multiSelect.tsx' → 'multiSelect'). */
export const entryName = (path: string): string => path.replace(/^.*\//, '').replace(/\.tsx?$/, '');

/** The entries of a folder's modules (as `import.meta.glob` gives them), by file name. */
export function entriesOf<M, T>(modules: Record<string, M>, pick: (module: M, name: string) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, module] of Object.entries(modules))
    if (isEntryFile(path)) out[entryName(path)] = pick(module, entryName(path));
  return out;
}
