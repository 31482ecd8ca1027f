/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** cargoAdmissaoPoc.lista: request (query or body). */
export interface CargoAdmissaoPocListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** cargoAdmissaoPoc.lista: one item of `objeto`. */
export interface CargoAdmissaoPocListaResponse {
  sequencialCargoAdmissao?: number;
  numeroFuncionario?: string;
  cargo?: string;
  carreira?: string;
  tipoCargo?: string;
  formaIngresso?: string;
  dataAdmissao?: string;
  dataDesligamento?: string;
  situacao?: string;
}
