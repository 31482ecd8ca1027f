/**
 * Rows with nullable columns answered without their null fields: the catalogue declares such a
 * field optional (absent), not nullable, so a form shows an empty field rather than 'null'.
 */

/** A row whose columns may all be NULL (outer joins, optional columns): each field of `T` present, or null. */
export type Anulavel<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };

/** `T` without its null fields: the non-nullable ones as they are, the nullable ones optional and non-null. */
export type SemNulos<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

/**
 * Drops the null fields (an absent dataFim, a notice not yet acknowledged: the catalogue declares
 * them optional, not nullable), keys in their order. The cast is sound: the entries kept are
 * exactly `o`'s whose value is not null, which is what SemNulos<T> says (fromEntries cannot carry
 * the key-by-key types).
 */
export function semNulos<T extends object>(o: T): SemNulos<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as SemNulos<T>;
}
