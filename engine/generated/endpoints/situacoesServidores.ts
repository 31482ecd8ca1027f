/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** situacoesServidores.lista: request (query or body). */
export interface SituacoesServidoresListaRequest {}

/** situacoesServidores.lista: one item of `objeto`. */
export interface SituacoesServidoresListaResponse {
  codigo?: number;
  descricao?: string;
}
