/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** instituicoes.lista: request (query or body). */
export interface InstituicoesListaRequest {}

/** instituicoes.lista: one item of `objeto`. */
export interface InstituicoesListaResponse {
  codigo?: string;
  sigla?: string;
  descricao?: string;
}
