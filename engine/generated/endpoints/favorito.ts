/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** favorito.listar: request (query or body). */
export interface FavoritoListarRequest {
  cpf: string;
  codigoUnidadeSsc: string;
}

/** favorito.listar: one item of `objeto`. */
export interface FavoritoListarResponse {
  cpf?: string;
  codigoUnidadeSsc?: string;
  rota?: string;
}

/** favorito.incluir: request (query or body). */
export interface FavoritoIncluirRequest {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}

/** favorito.incluir: one item of `objeto`. */
export interface FavoritoIncluirResponse {
  cpf?: string;
  codigoUnidadeSsc?: string;
  rota?: string;
}

/** favorito.remover: request (query or body). */
export interface FavoritoRemoverRequest {
  cpf: string;
  codigoUnidadeSsc: string;
  rota: string;
}

/** favorito.remover: one item of `objeto`. */
export interface FavoritoRemoverResponse {
  cpf?: string;
  codigoUnidadeSsc?: string;
  rota?: string;
}
