/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** localidades.enderecoPessoa: request (query or body). */
export interface LocalidadesEnderecoPessoaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** localidades.enderecoPessoa: one item of `objeto`. */
export interface LocalidadesEnderecoPessoaResponse {
  cep?: string;
  logradouro?: string;
  numero?: string;
  complemento?: string;
  bairro?: string;
  municipio?: string;
  uf?: string;
  codigoIbge?: string;
}
