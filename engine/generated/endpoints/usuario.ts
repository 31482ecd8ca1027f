/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** usuario.solicitarAcesso: request (query or body). */
export interface UsuarioSolicitarAcessoRequest {
  cpf: string;
  nome: string;
  email: string;
  codigoUnidade: string;
  /**
   * @minItems 1
   * @maxItems 10
   */
  papeis:
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string];
  justificativa?: string;
  captcha: string;
}

/** usuario.solicitarAcesso: one item of `objeto`. */
export interface UsuarioSolicitarAcessoResponse {
  id?: number;
  situacao?: string;
}
