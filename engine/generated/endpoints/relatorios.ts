/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** relatorios.solicitaRelatorioServidores: request (query or body). */
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

/** relatorios.solicitaRelatorioServidores: one item of `objeto`. */
export interface RelatoriosSolicitaRelatorioServidoresResponse {
  idRelatorio?: number;
  statusGeracao?: string;
}

/** relatorios.listaRelatorios: request (query or body). */
export interface RelatoriosListaRelatoriosRequest {}

/** relatorios.listaRelatorios: one item of `objeto`. */
export interface RelatoriosListaRelatoriosResponse {
  nome?: string;
}

/** relatorios.listaFormatos: request (query or body). */
export interface RelatoriosListaFormatosRequest {}

/** relatorios.listaFormatos: one item of `objeto`. */
export interface RelatoriosListaFormatosResponse {
  nome?: string;
  formato?: string;
}

/** relatorios.listaOrgaos: request (query or body). */
export interface RelatoriosListaOrgaosRequest {}

/** relatorios.listaOrgaos: one item of `objeto`. */
export interface RelatoriosListaOrgaosResponse {
  nome?: string;
}

/** relatorios.relatoriosServidor: request (query or body). */
export interface RelatoriosRelatoriosServidorRequest {
  nomeRelatorio?: string[] | string;
  formatoSolicitado?: 'XLSX' | 'CSV' | 'PDF';
  dataInicialDoPeriodo?: string;
  dataFinalDoPeriodo?: string;
  orgaoMomentoAgendamento?: string[] | string;
}

/** relatorios.relatoriosServidor: one item of `objeto`. */
export interface RelatoriosRelatoriosServidorResponse {
  idRelatorio?: number;
  nomeRelatorioSolicitado?: string;
  formatoSolicitado?: string;
  dataDoPedido?: string;
  orgaoMomentoAgendado?: string;
  statusGeracao?: string;
  mensagemErro?: string;
}

/** relatorios.download: request (query or body). */
export interface RelatoriosDownloadRequest {
  idRelatorio: string;
}

/** relatorios.download: one item of `objeto`. */
export interface RelatoriosDownloadResponse {}

/** relatorios.excluiRelatorioSolicitadoServidor: request (query or body). */
export interface RelatoriosExcluiRelatorioSolicitadoServidorRequest {
  idRelatorio: number;
}

/** relatorios.excluiRelatorioSolicitadoServidor: one item of `objeto`. */
export interface RelatoriosExcluiRelatorioSolicitadoServidorResponse {}
