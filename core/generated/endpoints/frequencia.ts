/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** frequencia.lista: request (query or body, with path parameters). */
export interface FrequenciaListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** frequencia.lista: one record of `objeto` (answer: list). */
export interface FrequenciaListaResponse {
  ano: number;
  diasVinculo: number;
  diasExercicio: number;
  diasAusencia: number;
  avos: number;
}

/** frequencia.frequenciaAnualServidor: request (query or body, with path parameters). */
export interface FrequenciaFrequenciaAnualServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** frequencia.frequenciaAnualServidor: one record of `objeto` (answer: record). */
export interface FrequenciaFrequenciaAnualServidorResponse {
  ano: number;
  inicioExercicio: string;
  fimExercicio: string;
  diasAno: number;
  diasVinculo: number;
  diasAfastamento: number;
  diasLicenca: number;
  diasFalta: number;
  diasDescontados: number;
  diasExercicio: number;
  avos: number;
  cargaHorariaSemanal: number;
}

/** frequencia.frequenciaMensalServidor: request (query or body, with path parameters). */
export interface FrequenciaFrequenciaMensalServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** frequencia.frequenciaMensalServidor: one record of `objeto` (answer: list). */
export interface FrequenciaFrequenciaMensalServidorResponse {
  numeroMes: number;
  mes: string;
  diasMes: number;
  diasVinculo: number;
  diasAfastamento: number;
  diasLicenca: number;
  diasFalta: number;
  diasDescontados: number;
  diasExercicio: number;
  avo: string;
}
