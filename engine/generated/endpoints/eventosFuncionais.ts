/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** eventosFuncionais.tiposAfastamento: request (query or body). */
export interface EventosFuncionaisTiposAfastamentoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** eventosFuncionais.tiposAfastamento: one item of `objeto`. */
export interface EventosFuncionaisTiposAfastamentoResponse {
  codigo?: number;
  descricao?: string;
  quantidade?: number;
}

/** eventosFuncionais.afastamentos: request (query or body). */
export interface EventosFuncionaisAfastamentosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  codigoTipoAfastamento?: number;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.afastamentos: one item of `objeto`. */
export interface EventosFuncionaisAfastamentosResponse {
  sequencialAfastamento?: number;
  codigoTipoAfastamento?: number;
  descricaoTipoAfastamento?: string;
  dataInicio?: string;
  dataFim?: string;
  dias?: number;
}

/** eventosFuncionais.licencas: request (query or body). */
export interface EventosFuncionaisLicencasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.licencas: one item of `objeto`. */
export interface EventosFuncionaisLicencasResponse {
  sequencialAfastamento?: number;
  codigoTipoAfastamento?: number;
  descricaoTipoAfastamento?: string;
  dataInicio?: string;
  dataFim?: string;
  dias?: number;
}

/** eventosFuncionais.inspecaoMedica: request (query or body). */
export interface EventosFuncionaisInspecaoMedicaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.inspecaoMedica: one item of `objeto`. */
export interface EventosFuncionaisInspecaoMedicaResponse {
  sequencialInspecao?: number;
  sequencialAfastamento?: number;
  dataInspecao?: string;
  resultado?: string;
  diasConcedidos?: number;
  cid?: string;
  perito?: string;
}

/** eventosFuncionais.feriasRegulamentares: request (query or body). */
export interface EventosFuncionaisFeriasRegulamentaresRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.feriasRegulamentares: one item of `objeto`. */
export interface EventosFuncionaisFeriasRegulamentaresResponse {
  sequencialFeriasRegulamentares?: number;
  anoAquisitivo?: number;
  dataInicio?: string;
  dataFim?: string;
  dias?: number;
  situacao?: string;
}

/** eventosFuncionais.feriasPremio: request (query or body). */
export interface EventosFuncionaisFeriasPremioRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.feriasPremio: one item of `objeto`. */
export interface EventosFuncionaisFeriasPremioResponse {
  sequencialUsufruto?: number;
  numeroPeriodo?: number;
  dataInicio?: string;
  dataFim?: string;
  dias?: number;
}

/** eventosFuncionais.ausenciasConsolidadas: request (query or body). */
export interface EventosFuncionaisAusenciasConsolidadasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.ausenciasConsolidadas: one item of `objeto`. */
export interface EventosFuncionaisAusenciasConsolidadasResponse {
  ano?: number;
  diasFalta?: number;
  diasAfastamento?: number;
  diasLicenca?: number;
  diasFerias?: number;
  diasFeriasPremio?: number;
  totalDias?: number;
}

/** eventosFuncionais.historicoFuncional: request (query or body). */
export interface EventosFuncionaisHistoricoFuncionalRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.historicoFuncional: one item of `objeto`. */
export interface EventosFuncionaisHistoricoFuncionalResponse {
  sequencial?: number;
  dataEvento?: string;
  tipoEvento?: string;
  descricao?: string;
  numeroPublicacao?: number;
}

/** eventosFuncionais.publicacoesComplementares: request (query or body). */
export interface EventosFuncionaisPublicacoesComplementaresRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.publicacoesComplementares: one item of `objeto`. */
export interface EventosFuncionaisPublicacoesComplementaresResponse {
  numeroPublicacao?: number;
  dataPublicacao?: string;
  tipoAto?: string;
  ementa?: string;
}

/** eventosFuncionais.movimentacoes: request (query or body). */
export interface EventosFuncionaisMovimentacoesRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** eventosFuncionais.movimentacoes: one item of `objeto`. */
export interface EventosFuncionaisMovimentacoesResponse {
  sequencialMovimentacao?: number;
  dataMovimentacao?: string;
  tipoMovimentacao?: string;
  origem?: string;
  destino?: string;
}

/** eventosFuncionais.detalhePublicacao: request (query or body). */
export interface EventosFuncionaisDetalhePublicacaoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  numeroPublicacao: number;
}

/** eventosFuncionais.detalhePublicacao: one item of `objeto`. */
export interface EventosFuncionaisDetalhePublicacaoResponse {
  numeroPublicacao?: number;
  dataPublicacao?: string;
  tipoAto?: string;
  ementa?: string;
  texto?: string;
}
