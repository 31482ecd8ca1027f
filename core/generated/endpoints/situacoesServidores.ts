/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** situacoesServidores.lista: request (query or body, with path parameters). */
export interface SituacoesServidoresListaRequest {}

/** situacoesServidores.lista: one record of `objeto` (answer: list). */
export interface SituacoesServidoresListaResponse {
  codigo: number;
  descricao: string;
}
