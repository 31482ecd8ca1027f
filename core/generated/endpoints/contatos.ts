/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** contatos.dadosContatosPessoa: request (query or body, with path parameters). */
export interface ContatosDadosContatosPessoaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** contatos.dadosContatosPessoa: one record of `objeto` (answer: record). */
export interface ContatosDadosContatosPessoaResponse {
  emailPessoal: string;
  emailInstitucional: string;
  telefoneResidencial: string;
  telefoneCelular: string;
  telefoneComercial: string;
}
