/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** cargosCarreiras.lista: request (query or body). */
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

/** cargosCarreiras.lista: one item of `objeto`. */
export interface CargosCarreirasListaResponse {
  sequencialCargoAdmissao?: number;
  cargo?: string;
  carreira?: string;
  tipoCargo?: string;
  dataInicio?: string;
  dataFim?: string;
}

/** cargosCarreiras.detalhes: request (query or body). */
export interface CargosCarreirasDetalhesRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  sequencialCargoAdmissao: number;
}

/** cargosCarreiras.detalhes: one item of `objeto`. */
export interface CargosCarreirasDetalhesResponse {
  sequencialCargoAdmissao?: number;
  cargo?: string;
  carreira?: string;
  tipoCargo?: string;
  dataInicio?: string;
  dataFim?: string;
  nivel?: string;
  grau?: string;
  cargaHorariaSemanal?: number;
  formaProvimento?: string;
  dataPosse?: string;
  vencimento?: number;
  atoNomeacao?: string;
}

/** cargosCarreiras.evolucao: request (query or body). */
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

/** cargosCarreiras.evolucao: one item of `objeto`. */
export interface CargosCarreirasEvolucaoResponse {
  sequencialCargoFuncionario?: number;
  cargo?: string;
  nivel?: string;
  grau?: string;
  tipoEvolucao?: string;
  vencimento?: number;
  dataInicio?: string;
  dataFim?: string;
}
