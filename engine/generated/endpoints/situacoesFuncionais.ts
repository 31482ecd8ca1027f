/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** situacoesFuncionais.lista: request (query or body). */
export interface SituacoesFuncionaisListaRequest {}

/** situacoesFuncionais.lista: one item of `objeto`. */
export interface SituacoesFuncionaisListaResponse {
  codigo?: number;
  descricao?: string;
}
