/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** funcionaisProgramaticas.lista: request (query or body, with path parameters). */
export interface FuncionaisProgramaticasListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** funcionaisProgramaticas.lista: one record of `objeto` (answer: page). */
export interface FuncionaisProgramaticasListaResponse {
  sequencial: number;
  codigoFuncionalProgramatica: string;
  descricao: string;
  dataInicio: string;
  dataFim: string;
}
