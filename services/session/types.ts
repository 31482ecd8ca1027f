/** Shapes of the login answer and of the session kept in the browser (ARCHITECTURE.md). */

export interface Recurso {
  codigo: string;
  chaveMenu: string;
  url: string;
}

export interface Papel {
  codigo: string;
  nome?: string;
  descricao?: string;
  recursos: Recurso[];
}

export interface Unidade {
  codigo: string;
  nome: string;
  sigla: string;
}

export interface UnidadePapeis {
  unidade: Unidade;
  papeis: Papel[];
}

/** `usuario` of the login answer (identity-token claims). */
export interface UsuarioLogin {
  cpf: string;
  sub?: string;
  name?: string;
  /** Null when the user has none (the security service's answer). */
  nome_social?: string | null;
  nome?: string;
  email?: string;
  matricula?: string;
  unidade?: string;
  papeis?: string[];
  /** JSON text of UnidadePapeis[]. */
  jsonUnidadePapeis?: string;
}

/** `objeto` of POST /seguranca/v1/login. */
export interface LoginObjeto {
  tokenId: string;
  id_token?: string;
  /** Seconds. */
  expires_in: number;
  usuario: UsuarioLogin;
}

/** Local entry `sessionSsc`. */
export interface SessionSsc {
  tokenId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  usuario: UsuarioLogin;
}
