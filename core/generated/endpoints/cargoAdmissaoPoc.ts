/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** cargoAdmissaoPoc.lista: request (query or body, with path parameters). */
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

/** cargoAdmissaoPoc.lista: one record of `objeto` (answer: page). */
export interface CargoAdmissaoPocListaResponse {
  sequencialCargoAdmissao: number;
  numeroFuncionario: string;
  cargo: string;
  carreira: string;
  tipoCargo: string;
  formaIngresso: string;
  dataAdmissao: string;
  dataDesligamento: string;
  situacao: string;
}
