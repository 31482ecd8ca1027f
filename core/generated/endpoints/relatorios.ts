/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** relatorios.solicitaRelatorioServidores: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioServidoresRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports: its toolbar's export action names this endpoint, and its source, columns and report name make the file.
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

/** relatorios.solicitaRelatorioServidores: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioServidoresResponse {
  idRelatorio: number;
  statusGeracao: string;
}

/** relatorios.listaRelatorios: request (query or body, with path parameters). */
export interface RelatoriosListaRelatoriosRequest {}

/** relatorios.listaRelatorios: one record of `objeto` (answer: list). */
export interface RelatoriosListaRelatoriosResponse {
  nome: string;
}

/** relatorios.listaFormatos: request (query or body, with path parameters). */
export interface RelatoriosListaFormatosRequest {}

/** relatorios.listaFormatos: one record of `objeto` (answer: list). */
export interface RelatoriosListaFormatosResponse {
  nome: string;
  formato: string;
}

/** relatorios.listaOrgaos: request (query or body, with path parameters). */
export interface RelatoriosListaOrgaosRequest {}

/** relatorios.listaOrgaos: one record of `objeto` (answer: list). */
export interface RelatoriosListaOrgaosResponse {
  nome: string;
}

/** relatorios.relatoriosServidor: request (query or body, with path parameters). */
export interface RelatoriosRelatoriosServidorRequest {
  nomeRelatorio?: string[] | string;
  formatoSolicitado?: 'XLSX' | 'CSV' | 'PDF';
  dataInicialDoPeriodo?: string;
  dataFinalDoPeriodo?: string;
  orgaoMomentoAgendamento?: string[] | string;
}

/** relatorios.relatoriosServidor: one record of `objeto` (answer: page). */
export interface RelatoriosRelatoriosServidorResponse {
  idRelatorio: number;
  nomeRelatorioSolicitado: string;
  formatoSolicitado: string;
  dataDoPedido: string;
  orgaoMomentoAgendado: string;
  statusGeracao: string;
  mensagemErro?: string;
}

/** relatorios.download: request (query or body, with path parameters). */
export interface RelatoriosDownloadRequest {
  idRelatorio: string;
}

/** relatorios.download: one record of `objeto` (answer: file). */
export interface RelatoriosDownloadResponse {}

/** relatorios.excluiRelatorioSolicitadoServidor: request (query or body, with path parameters). */
export interface RelatoriosExcluiRelatorioSolicitadoServidorRequest {
  idRelatorio: number;
}

/** relatorios.excluiRelatorioSolicitadoServidor: one record of `objeto` (answer: none). */
/**
 * Nada: a exclusão não devolve registro (objeto null).
 */
export type RelatoriosExcluiRelatorioSolicitadoServidorResponse = null;
