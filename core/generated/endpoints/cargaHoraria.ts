/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** cargaHoraria.lista: request (query or body, with path parameters). */
export interface CargaHorariaListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** cargaHoraria.lista: one record of `objeto` (answer: page). */
export interface CargaHorariaListaResponse {
  sequencialCargaHoraria: number;
  cargaHorariaSemanal: number;
  motivo: string;
  dataInicio: string;
  dataFim: string;
}

/** cargaHoraria.anual: request (query or body, with path parameters). */
export interface CargaHorariaAnualRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** cargaHoraria.anual: one record of `objeto` (answer: list). */
export interface CargaHorariaAnualResponse {
  numeroMes: number;
  mes: string;
  cargaHorariaSemanal: number;
  motivo: string;
  diasUteis: number;
  horasPrevistas: number;
}
