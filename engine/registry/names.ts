/**
 * The names every registry answers to, kept free of React so the schema checker (a Node script)
 * can read them. A unit test beside each registry asserts that its entries are exactly these
 * names, so the checker and the runtime can never disagree about what exists.
 */
export const REGISTRY_NAMES = {
  screenKinds: ['search', 'detail'],
  widgets: ['text', 'cpf', 'digits'],
  cells: ['text', 'actions'],
  formatters: ['cpf', 'date', 'titleCase'],
  actions: ['navigate'],
} as const satisfies Record<string, readonly string[]>;

export type RegistryKind = keyof typeof REGISTRY_NAMES;
