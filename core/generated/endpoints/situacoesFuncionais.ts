/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** situacoesFuncionais.lista: request (query or body, with path parameters). */
export interface SituacoesFuncionaisListaRequest {}

/** situacoesFuncionais.lista: one record of `objeto` (answer: list). */
export interface SituacoesFuncionaisListaResponse {
  codigo: number;
  descricao: string;
}
