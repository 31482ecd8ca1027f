/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** documentos.lista: request (query or body). */
export interface DocumentosListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** documentos.lista: one item of `objeto`. */
export interface DocumentosListaResponse {
  sequencial?: number;
  tipoDocumento?: string;
  numero?: string;
  orgaoEmissor?: string;
  uf?: string;
  dataEmissao?: string;
}
