/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** pessoas.pesquisaFonetica: request (query or body, with path parameters). */
export interface PessoasPesquisaFoneticaRequest {
  nomeAproximado: string;
}

/** pessoas.pesquisaFonetica: one record of `objeto` (answer: page). */
export interface PessoasPesquisaFoneticaResponse {
  id: number;
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  instituicao: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  dataAdmissao: string;
}
