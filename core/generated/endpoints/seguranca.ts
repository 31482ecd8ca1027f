/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** seguranca.login: request (query or body, with path parameters). */
export interface SegurancaLoginRequest {
  /**
   * Código de autorização do provedor de identidade.
   */
  code: string;
  redirectUri: string;
  /**
   * Verificador PKCE (RFC 7636): 43 a 128 caracteres.
   */
  codeVerifier: string;
  nonce: string;
}

/** seguranca.login: one record of `objeto` (answer: record). */
export interface SegurancaLoginResponse {
  /**
   * Id da sessão (tokenSSCId).
   */
  tokenId: string;
  /**
   * O token de identidade do provedor (JWT).
   */
  id_token: string;
  /**
   * Segundos até a sessão expirar.
   */
  expires_in: number;
  usuario: {
    cpf: string;
    name: string;
    nome_social?: string | null;
    email: string;
    matricula: string;
    /**
     * Unidade de lotação do usuário.
     */
    unidade: string;
    /**
     * Papéis do usuário em todas as unidades.
     */
    papeis: string[];
    /**
     * JSON das unidades do usuário, cada uma com seus papéis e os recursos de cada papel.
     */
    jsonUnidadePapeis: string;
  };
}

/** seguranca.sessao: request (query or body, with path parameters). */
export interface SegurancaSessaoRequest {
  tokenSSCId: string;
}

/** seguranca.sessao: one record of `objeto` (answer: record). */
export interface SegurancaSessaoResponse {
  /**
   * Id da sessão (tokenSSCId).
   */
  tokenId: string;
  /**
   * Segundos até a sessão expirar.
   */
  expires_in: number;
  usuario: {
    cpf: string;
    name: string;
    nome_social?: string | null;
    email: string;
    matricula: string;
    /**
     * Unidade de lotação do usuário.
     */
    unidade: string;
    /**
     * Papéis do usuário em todas as unidades.
     */
    papeis: string[];
    /**
     * JSON das unidades do usuário, cada uma com seus papéis e os recursos de cada papel.
     */
    jsonUnidadePapeis: string;
  };
}

/** seguranca.getWso2Token: request (query or body, with path parameters). */
export interface SegurancaGetWso2TokenRequest {
  /**
   * Unidade escolhida.
   */
  codigoUnidadeSsc?: string;
  /**
   * A mesma unidade, na grafia de outros serviços.
   */
  codigoUnidadeSSC?: string;
}

/** seguranca.getWso2Token: one record of `objeto` (answer: bare). */
export interface SegurancaGetWso2TokenResponse {
  data: {
    access_token: string;
    token_type: 'Bearer';
    /**
     * Segundos.
     */
    expires_in: number;
  };
  mensagem: string;
}
