/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** formasCalculo.vigente: request (query or body, with path parameters). */
export interface FormasCalculoVigenteRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** formasCalculo.vigente: one record of `objeto` (answer: record). */
export interface FormasCalculoVigenteResponse {
  sequencial: number;
  codigoTipoFormaCalculo: number;
  descricao: string;
  codigoBaseCalculo: number;
  baseCalculo: string;
  dataInicio: string;
  dataFim: string;
}

/** formasCalculo.historico: request (query or body, with path parameters). */
export interface FormasCalculoHistoricoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** formasCalculo.historico: one record of `objeto` (answer: page). */
export interface FormasCalculoHistoricoResponse {
  sequencial: number;
  codigoTipoFormaCalculo: number;
  descricao: string;
  codigoBaseCalculo: number;
  baseCalculo: string;
  dataInicio: string;
  dataFim: string;
}

/** formasCalculo.verbasVigente: request (query or body, with path parameters). */
export interface FormasCalculoVerbasVigenteRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** formasCalculo.verbasVigente: one record of `objeto` (answer: page). */
export interface FormasCalculoVerbasVigenteResponse {
  codigoVerba: string;
  descricaoVerba: string;
  tipo: string;
  referencia: string;
}
