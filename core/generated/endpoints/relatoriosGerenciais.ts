/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** relatorios.solicitaRelatorioSolicitacoesAcesso: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioSolicitacoesAcessoRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports.
   */
  tela: string;
  filtros?: {};
  paginacao?: {
    page?: number;
    size?: number;
    sort?: string;
    order?: string;
  };
}

/** relatorios.solicitaRelatorioSolicitacoesAcesso: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioSolicitacoesAcessoResponse {
  idRelatorio: number;
  statusGeracao: string;
}

/** relatoriosGerenciais.recadastramento: request (query or body, with path parameters). */
export interface RelatoriosGerenciaisRecadastramentoRequest {
  tipo?: 'INATIVO' | 'PENSAO_ESPECIAL';
}

/** relatoriosGerenciais.recadastramento: one record of `objeto` (answer: page). */
export interface RelatoriosGerenciaisRecadastramentoResponse {
  codigoInstituicao: string;
  /**
   * 'SIGLA - Nome'.
   */
  instituicao: string;
  total: number;
  emDia: number;
  pendentes: number;
  /**
   * Percent of total in the current cycle, 2 decimals.
   */
  percentualEmDia: number;
  /**
   * Pensioners with a payment suspension still open.
   */
  suspensos: number;
}

/** relatorios.solicitaRelatorioRecadastramentoGerencial: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioRecadastramentoGerencialRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports.
   */
  tela: string;
  filtros?: {};
  paginacao?: {
    page?: number;
    size?: number;
    sort?: string;
    order?: string;
  };
}

/** relatorios.solicitaRelatorioRecadastramentoGerencial: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioRecadastramentoGerencialResponse {
  idRelatorio: number;
  statusGeracao: string;
}

/** relatoriosGerenciais.processosJudiciais: request (query or body, with path parameters). */
export interface RelatoriosGerenciaisProcessosJudiciaisRequest {
  /**
   * Filed from this day on.
   */
  dataInicio?: string;
  /**
   * Filed up to this day.
   */
  dataFim?: string;
}

/** relatoriosGerenciais.processosJudiciais: one record of `objeto` (answer: page). */
export interface RelatoriosGerenciaisProcessosJudiciaisResponse {
  codigoAssunto: number;
  assunto: string;
  total: number;
  aguardandoAnalise: number;
  analisados: number;
  arquivados: number;
  /**
   * Sum of the claims' values, reais.
   */
  valorCausas: number;
}

/** relatorios.solicitaRelatorioProcessosJudiciaisGerencial: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioProcessosJudiciaisGerencialRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports.
   */
  tela: string;
  filtros?: {};
  paginacao?: {
    page?: number;
    size?: number;
    sort?: string;
    order?: string;
  };
}

/** relatorios.solicitaRelatorioProcessosJudiciaisGerencial: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioProcessosJudiciaisGerencialResponse {
  idRelatorio: number;
  statusGeracao: string;
}
