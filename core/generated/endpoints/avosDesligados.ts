/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** avosDesligados.lista: request (query or body, with path parameters). */
export interface AvosDesligadosListaRequest {
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
  /**
   * Código da instituição (órgão/entidade) da unidade do usuário; outra unidade → 403.
   */
  codigoInstituicao?: string;
  cpf?: string;
  nome?: string;
}

/** avosDesligados.lista: one record of `objeto` (answer: page). */
export interface AvosDesligadosListaResponse {
  /**
   * Id of the bonus row (gratificacao_natalina): the route parameter of dados-gratificacao-natalina.
   */
  id: number;
  numeroFuncionario: string;
  nome: string;
  cpf: string;
  masp: string;
  instituicao: string;
  inicioExercicio: string;
  dataDesligamento: string;
  avos: number;
  remuneracaoBase: number;
  valorBruto: number;
  adiantamento: number;
  saldo: number;
  situacao: string;
}
