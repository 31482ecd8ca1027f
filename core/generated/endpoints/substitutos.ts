/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** substitutos.lista: request (query or body, with path parameters). */
export interface SubstitutosListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** substitutos.lista: one record of `objeto` (answer: page). */
export interface SubstitutosListaResponse {
  sequencialSubstituicao: number;
  cargoSubstituido: string;
  nomeSubstituido: string;
  motivo: string;
  dataInicio: string;
  dataFim: string;
}
