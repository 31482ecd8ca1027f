/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** relatorios.solicitaRelatorioDirigentesMaximos: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioDirigentesMaximosRequest {
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

/** relatorios.solicitaRelatorioDirigentesMaximos: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioDirigentesMaximosResponse {
  idRelatorio: number;
  statusGeracao: string;
}
