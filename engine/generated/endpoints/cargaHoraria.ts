/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** cargaHoraria.lista: request (query or body). */
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

/** cargaHoraria.lista: one item of `objeto`. */
export interface CargaHorariaListaResponse {
  sequencialCargaHoraria?: number;
  cargaHorariaSemanal?: number;
  motivo?: string;
  dataInicio?: string;
  dataFim?: string;
}

/** cargaHoraria.anual: request (query or body). */
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

/** cargaHoraria.anual: one item of `objeto`. */
export interface CargaHorariaAnualResponse {
  numeroMes?: number;
  mes?: string;
  cargaHorariaSemanal?: number;
  motivo?: string;
  diasUteis?: number;
  horasPrevistas?: number;
}
