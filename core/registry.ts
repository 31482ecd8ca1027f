/**
 * A plain registry: a list of named entries, merged defaults → theme → screen (later wins). No
 * magic discovery: each entry is a small file, and `names.ts` lists the names so the schema
 * checker (Node) and the runtime agree. An unknown name is reported, never rendered as a blank.
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
