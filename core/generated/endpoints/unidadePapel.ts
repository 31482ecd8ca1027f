/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** unidadePapel.recursos: request (query or body, with path parameters). */
export interface UnidadePapelRecursosRequest {
  /**
   * Role code (papel.codigo, e.g. RH_CONSULTA).
   */
  id: string;
}

/** unidadePapel.recursos: one record of `objeto` (answer: list). */
export interface UnidadePapelRecursosResponse {
  codigo: number;
  chaveMenu: string;
  /**
   * The screen's route up to its first parameter; '' for a resource that is no screen.
   */
  url: string;
  /**
   * Title of the screen shown in the menu for the resource, else the resource's key.
   */
  titulo: string;
  /**
   * Title of the screen's menu area (screens/areas.json); '' for a resource that is no screen.
   */
  area: string;
}

/** unidadePapel.papeisDoUsuario: request (query or body, with path parameters). */
export interface UnidadePapelPapeisDoUsuarioRequest {
  cpf: string;
  codigoUnidade: string;
}

/** unidadePapel.papeisDoUsuario: one record of `objeto` (answer: list). */
export interface UnidadePapelPapeisDoUsuarioResponse {
  codigo: string;
  nome: string;
}
