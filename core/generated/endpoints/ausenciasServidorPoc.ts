/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** ausenciasServidorPoc.lista: request (query or body, with path parameters). */
export interface AusenciasServidorPocListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano?: number;
}

/** ausenciasServidorPoc.lista: one record of `objeto` (answer: page). */
export interface AusenciasServidorPocListaResponse {
  id: number;
  sequencialAfastamento?: number;
  codigoTipo?: number;
  tipo: string;
  grupo?: string;
  dataInicio: string;
  dataFim: string;
  dias?: number;
  contaExercicio?: string;
  origem?: string;
  registradaEm?: string;
  registradaPor?: string;
  observacao?: string;
}

/** ausenciasServidorPoc.registrar: request (query or body, with path parameters). */
export interface AusenciasServidorPocRegistrarRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  codigoTipo: number;
  /**
   * ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00.
   */
  dataInicio: string;
  /**
   * ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00.
   */
  dataFim: string;
  observacao?: string;
}

/** ausenciasServidorPoc.registrar: one record of `objeto` (answer: record). */
export interface AusenciasServidorPocRegistrarResponse {
  id: number;
  anos: string;
}

/** ausenciasServidorPoc.tipos: request (query or body, with path parameters). */
export interface AusenciasServidorPocTiposRequest {}

/** ausenciasServidorPoc.tipos: one record of `objeto` (answer: list). */
export interface AusenciasServidorPocTiposResponse {
  codigo: number;
  descricao?: string;
  rotulo: string;
}
