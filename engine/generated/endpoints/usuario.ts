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

/** usuario.relatorio: request (query or body). */
export interface UsuarioRelatorioRequest {
  nome?: string;
  cpf?: string;
  papel?: string;
}

/** usuario.relatorio: one item of `objeto`. */
export interface UsuarioRelatorioResponse {
  cpf?: string;
  nome?: string;
  nomeSocial?: string;
  email?: string;
  matricula?: string;
  unidade?: string;
  papeis?: string;
  codigosPapeis?: string[];
}

/** usuario.exportar: request (query or body). */
export interface UsuarioExportarRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * The report's filters (checked against usuario.relatorio) plus exportarTudo; anything but an object is refused by the handler with "O parametro 'filtros' é obrigatório!".
   */
  filtros?: {
    [k: string]: unknown;
  };
  paginacao?: {
    page?: number;
    size?: number;
    sort?: string;
    order?: string;
  };
}

/** usuario.exportar: one item of `objeto`. */
export interface UsuarioExportarResponse {
  idRelatorio?: number;
  statusGeracao?: string;
}
