/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** eventosFuncionais.tiposAfastamento: request (query or body, with path parameters). */
export interface EventosFuncionaisTiposAfastamentoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** eventosFuncionais.tiposAfastamento: one record of `objeto` (answer: list). */
export interface EventosFuncionaisTiposAfastamentoResponse {
  codigo: number;
  descricao: string;
  quantidade: number;
}

/** eventosFuncionais.afastamentos: request (query or body, with path parameters). */
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

/** eventosFuncionais.afastamentos: one record of `objeto` (answer: page). */
export interface EventosFuncionaisAfastamentosResponse {
  sequencialAfastamento: number;
  codigoTipoAfastamento: number;
  descricaoTipoAfastamento: string;
  dataInicio: string;
  dataFim: string;
  dias: number;
}

/** eventosFuncionais.licencas: request (query or body, with path parameters). */
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

/** eventosFuncionais.licencas: one record of `objeto` (answer: page). */
export interface EventosFuncionaisLicencasResponse {
  sequencialAfastamento: number;
  codigoTipoAfastamento: number;
  descricaoTipoAfastamento: string;
  dataInicio: string;
  dataFim: string;
  dias: number;
}

/** eventosFuncionais.inspecaoMedica: request (query or body, with path parameters). */
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

/** eventosFuncionais.inspecaoMedica: one record of `objeto` (answer: page). */
export interface EventosFuncionaisInspecaoMedicaResponse {
  sequencialInspecao: number;
  sequencialAfastamento: number;
  dataInspecao: string;
  resultado: string;
  diasConcedidos: number;
  cid: string;
  perito: string;
}

/** eventosFuncionais.feriasRegulamentares: request (query or body, with path parameters). */
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

/** eventosFuncionais.feriasRegulamentares: one record of `objeto` (answer: page). */
export interface EventosFuncionaisFeriasRegulamentaresResponse {
  sequencialFeriasRegulamentares: number;
  anoAquisitivo: number;
  dataInicio: string;
  dataFim: string;
  dias: number;
  situacao: string;
}

/** eventosFuncionais.feriasPremio: request (query or body, with path parameters). */
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

/** eventosFuncionais.feriasPremio: one record of `objeto` (answer: page). */
export interface EventosFuncionaisFeriasPremioResponse {
  sequencialUsufruto: number;
  numeroPeriodo: number;
  dataInicio: string;
  dataFim: string;
  dias: number;
}

/** eventosFuncionais.ausenciasConsolidadas: request (query or body, with path parameters). */
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

/** eventosFuncionais.ausenciasConsolidadas: one record of `objeto` (answer: page). */
export interface EventosFuncionaisAusenciasConsolidadasResponse {
  ano: number;
  diasFalta: number;
  diasAfastamento: number;
  diasLicenca: number;
  diasFerias: number;
  diasFeriasPremio: number;
  totalDias: number;
}

/** eventosFuncionais.historicoFuncional: request (query or body, with path parameters). */
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

/** eventosFuncionais.historicoFuncional: one record of `objeto` (answer: page). */
export interface EventosFuncionaisHistoricoFuncionalResponse {
  sequencial: number;
  dataEvento: string;
  tipoEvento: string;
  descricao: string;
  numeroPublicacao: number;
}

/** eventosFuncionais.publicacoesComplementares: request (query or body, with path parameters). */
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

/** eventosFuncionais.publicacoesComplementares: one record of `objeto` (answer: page). */
export interface EventosFuncionaisPublicacoesComplementaresResponse {
  numeroPublicacao: number;
  dataPublicacao: string;
  tipoAto: string;
  ementa: string;
}

/** eventosFuncionais.movimentacoes: request (query or body, with path parameters). */
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

/** eventosFuncionais.movimentacoes: one record of `objeto` (answer: page). */
export interface EventosFuncionaisMovimentacoesResponse {
  sequencialMovimentacao: number;
  dataMovimentacao: string;
  tipoMovimentacao: string;
  origem: string;
  destino: string;
}

/** eventosFuncionais.detalhePublicacao: request (query or body, with path parameters). */
export interface EventosFuncionaisDetalhePublicacaoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  numeroPublicacao: number;
}

/** eventosFuncionais.detalhePublicacao: one record of `objeto` (answer: record). */
export interface EventosFuncionaisDetalhePublicacaoResponse {
  numeroPublicacao: number;
  dataPublicacao: string;
  tipoAto: string;
  ementa: string;
  texto: string;
}
