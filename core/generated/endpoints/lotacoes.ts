/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** lotacoes.lista: request (query or body, with path parameters). */
export interface LotacoesListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** lotacoes.lista: one record of `objeto` (answer: page). */
export interface LotacoesListaResponse {
  sequencialLotacao: number;
  unidadeAdministrativa: string;
  instituicao: string;
  municipio: string;
  dataInicio: string;
  dataFim: string;
}
