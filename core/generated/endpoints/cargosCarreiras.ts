/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** cargosCarreiras.lista: request (query or body, with path parameters). */
export interface CargosCarreirasListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** cargosCarreiras.lista: one record of `objeto` (answer: page). */
export interface CargosCarreirasListaResponse {
  sequencialCargoAdmissao: number;
  cargo: string;
  carreira: string;
  tipoCargo: string;
  dataInicio: string;
  dataFim: string;
}

/** cargosCarreiras.detalhes: request (query or body, with path parameters). */
export interface CargosCarreirasDetalhesRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  sequencialCargoAdmissao: number;
}

/** cargosCarreiras.detalhes: one record of `objeto` (answer: record). */
export interface CargosCarreirasDetalhesResponse {
  sequencialCargoAdmissao: number;
  cargo: string;
  carreira: string;
  tipoCargo: string;
  dataInicio: string;
  dataFim: string;
  nivel: string;
  grau: string;
  cargaHorariaSemanal: number;
  formaProvimento: string;
  dataPosse: string;
  vencimento: number;
  atoNomeacao: string;
}

/** cargosCarreiras.evolucao: request (query or body, with path parameters). */
export interface CargosCarreirasEvolucaoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** cargosCarreiras.evolucao: one record of `objeto` (answer: page). */
export interface CargosCarreirasEvolucaoResponse {
  sequencialCargoFuncionario: number;
  cargo: string;
  nivel: string;
  grau: string;
  tipoEvolucao: string;
  vencimento: number;
  dataInicio: string;
  dataFim: string;
}
