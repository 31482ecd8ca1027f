/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** formacoesEscolares.lista: request (query or body, with path parameters). */
export interface FormacoesEscolaresListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** formacoesEscolares.lista: one record of `objeto` (answer: page). */
export interface FormacoesEscolaresListaResponse {
  sequencial: number;
  nivel: string;
  curso: string;
  instituicaoEnsino: string;
  anoConclusao: number;
  situacao: string;
}
