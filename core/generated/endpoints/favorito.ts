/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** favorito.listar: request (query or body, with path parameters). */
export interface FavoritoListarRequest {
  cpf: string;
  codigoUnidadeSsc: string;
}

/** favorito.listar: one record of `objeto` (answer: list). */
export interface FavoritoListarResponse {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}

/** favorito.incluir: request (query or body, with path parameters). */
export interface FavoritoIncluirRequest {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}

/** favorito.incluir: one record of `objeto` (answer: list). */
export interface FavoritoIncluirResponse {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}

/** favorito.remover: request (query or body, with path parameters). */
export interface FavoritoRemoverRequest {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}

/** favorito.remover: one record of `objeto` (answer: list). */
export interface FavoritoRemoverResponse {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}
