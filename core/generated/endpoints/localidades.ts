/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** localidades.enderecoPessoa: request (query or body, with path parameters). */
export interface LocalidadesEnderecoPessoaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** localidades.enderecoPessoa: one record of `objeto` (answer: record). */
export interface LocalidadesEnderecoPessoaResponse {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  municipio: string;
  uf: string;
  codigoIbge: string;
}
