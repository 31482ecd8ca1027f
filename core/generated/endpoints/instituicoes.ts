/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** instituicoes.lista: request (query or body, with path parameters). */
export interface InstituicoesListaRequest {}

/** instituicoes.lista: one record of `objeto` (answer: list). */
export interface InstituicoesListaResponse {
  codigo: string;
  sigla: string;
  descricao: string;
}
