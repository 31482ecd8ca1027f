/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** observacoes.lista: request (query or body, with path parameters). */
export interface ObservacoesListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** observacoes.lista: one record of `objeto` (answer: page). */
export interface ObservacoesListaResponse {
  sequencialObservacao: number;
  dataObservacao: string;
  observacao: string;
  usuarioResponsavel: string;
}
