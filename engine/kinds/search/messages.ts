/** Texts of the search kind (spec sections 5 and 8), copied exactly. */
export const MSG = {
  invalidTitle: 'Atenção!',
  invalidText: 'Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.',
  noResult: 'Sua busca não possui resultado. Tente novamente.',
  /** An empty table or section inside a record (not a search: there is nothing to try again). */
  noRecord: 'Nenhum registro.',
  searchError: 'Houve um erro ao realizar a pesquisa.',
} as const;
