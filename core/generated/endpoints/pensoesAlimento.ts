/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** pensoesAlimento.lista: request (query or body, with path parameters). */
export interface PensoesAlimentoListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** pensoesAlimento.lista: one record of `objeto` (answer: page). */
export interface PensoesAlimentoListaResponse {
  numeroPensao: number;
  nomeBeneficiario: string;
  parentesco: string;
  percentual: number;
  baseCalculo: string;
  banco: string;
  agencia: string;
  conta: string;
  dataInicio: string;
  dataFim: string;
}
