/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** servidoresRejeitados.avoServidoresRejeitados: request (query or body, with path parameters). */
export interface ServidoresRejeitadosAvoServidoresRejeitadosRequest {
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
  /**
   * Código da instituição (órgão/entidade) da unidade do usuário; outra unidade → 403.
   */
  codigoInstituicao?: string;
}

/** servidoresRejeitados.avoServidoresRejeitados: one record of `objeto` (answer: page). */
export interface ServidoresRejeitadosAvoServidoresRejeitadosResponse {
  /**
   * Id of the bonus row (gratificacao_natalina): the route parameter of dados-gratificacao-natalina.
   */
  id: number;
  numeroFuncionario: string;
  nome: string;
  cpf: string;
  masp: string;
  instituicao: string;
  ano: number;
  avos: number;
  remuneracaoBase: number;
  valorBruto: number;
  motivoRejeicao: string;
  dataApuracao: string;
}
