/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** contatos.dadosContatosPessoa: request (query or body). */
export interface ContatosDadosContatosPessoaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** contatos.dadosContatosPessoa: one item of `objeto`. */
export interface ContatosDadosContatosPessoaResponse {
  emailPessoal?: string;
  emailInstitucional?: string;
  telefoneResidencial?: string;
  telefoneCelular?: string;
  telefoneComercial?: string;
}
