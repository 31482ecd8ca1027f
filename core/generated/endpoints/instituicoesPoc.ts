/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** instituicoesPoc.lista: request (query or body, with path parameters). */
export interface InstituicoesPocListaRequest {}

/** instituicoesPoc.lista: one record of `objeto` (answer: list). */
export interface InstituicoesPocListaResponse {
  codigo: string;
  sigla: string;
  descricao: string;
}
