/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** unidadesAdministrativas.regionais: request (query or body, with path parameters). */
export interface UnidadesAdministrativasRegionaisRequest {
  /**
   * Institution code (403 when not the unit's).
   */
  orgaoEntidade?: string;
}

/** unidadesAdministrativas.regionais: one record of `objeto` (answer: list). */
export interface UnidadesAdministrativasRegionaisResponse {
  numeroUnidadeRegional: number;
  nome: string;
  municipio: string;
  /**
   * Code of the regional's institution.
   */
  orgaoEntidade: string;
  /**
   * 'SIGLA — nome', as the filter lists it.
   */
  descricao: string;
}
