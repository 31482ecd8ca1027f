/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** endereco.cep: request (query or body, with path parameters). */
export interface EnderecoCepRequest {
  cep: string;
}

/** endereco.cep: one record of `objeto` (answer: record). */
export interface EnderecoCepResponse {
  cep: string;
  logradouro: string;
  bairro: string;
  municipio: string;
  uf: string;
  codigoIbge: string;
}
