/**
 * The names every registry answers to, kept free of React so the schema checker (a Node script)
 * can read them. A unit test beside each registry asserts that its entries are exactly these
 * names, so the checker and the runtime can never disagree about what exists.
 */
export const REGISTRY_NAMES = {
  screenKinds: ['search', 'detail', 'form', 'dashboard', 'tabs', 'editor'],
  widgets: [
    'text',
    'cpf',
    'digits',
    'select',
    'multiSelect',
    'date',
    'cnpj',
    'telefone',
    'cep',
    'competencia',
    'ano',
    'periodo',
    'file',
    'checkbox',
    'textarea',
    'checkboxes',
    'richText',
  ],
  cells: ['text', 'actions', 'status'],
  formatters: [
    'cpf',
    'date',
    'titleCase',
    'uppercase',
    'cnpj',
    'processo',
    'telefone',
    'telefoneInternacional',
    'moeda',
    'percentual',
    'decimal',
    'zeros2',
    'underscore',
    'quebraLinha',
    'corte10',
    'professor',
    'especie',
    'cep',
    'competencia',
  ],
  actions: ['navigate', 'export', 'download', 'delete', 'refresh', 'command', 'openPdf'],
  /** Colour-key groups of status cells (spec section 4). */
  statusKeys: ['meus-relatorios', 'historico-avos', 'gestao-alteracao', 'pagamentos-retidos', 'solicitacoes', 'avisos', 'legislacao', 'generic'],
} as const satisfies Record<string, readonly string[]>;

export type RegistryKind = keyof typeof REGISTRY_NAMES;
