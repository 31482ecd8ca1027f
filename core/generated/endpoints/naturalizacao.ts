/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** naturalizacao.tipos: request (query or body, with path parameters). */
export interface NaturalizacaoTiposRequest {}

/** naturalizacao.tipos: one record of `objeto` (answer: list). */
export interface NaturalizacaoTiposResponse {
  codigo: number;
  descricao: string;
}
