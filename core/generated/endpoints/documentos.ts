/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** documentos.lista: request (query or body, with path parameters). */
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

/** documentos.lista: one record of `objeto` (answer: page). */
export interface DocumentosListaResponse {
  sequencial: number;
  tipoDocumento: string;
  numero: string;
  orgaoEmissor: string;
  uf: string;
  dataEmissao: string;
}
