/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** usuario.solicitarAcesso: request (query or body, with path parameters). */
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
  /**
   * Password for the reference identity provider: 8 to 72 characters with at least one letter and one digit (schemas/senha.ts). Checked by the handler, whose code 4 says 'A senha deve ter ao menos 8 caracteres, com letras e números.'; only its scrypt hash is stored, it is never echoed.
   */
  senha: string;
  /**
   * The terms-of-use version accepted with the request ('Li e aceito o termo de uso').
   */
  versaoTermo: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** usuario.solicitarAcesso: one record of `objeto` (answer: record). */
export interface UsuarioSolicitarAcessoResponse {
  id: number;
  situacao: string;
}

/** usuario.listaUsuarioEspecificoComPapeis: request (query or body, with path parameters). */
export interface UsuarioListaUsuarioEspecificoComPapeisRequest {
  cpf: string;
}

/** usuario.listaUsuarioEspecificoComPapeis: one record of `objeto` (answer: record). */
export interface UsuarioListaUsuarioEspecificoComPapeisResponse {
  /**
   * Digits only.
   */
  cpf: string;
  nome: string;
  /**
   * Última palavra do nome (calculada a partir de nome, não armazenada).
   */
  ultimoNome: string;
  email: string;
  /**
   * E-mail secundário; null quando não informado.
   */
  emailSecundario: string | null;
  /**
   * Telefone fixo, só dígitos (DDD e número); null quando não informado.
   */
  telefone: string | null;
  /**
   * Celular, só dígitos (DDD e número); null quando não informado.
   */
  celular: string | null;
  /**
   * Vínculo do usuário com o Estado; null quando não informado.
   */
  vinculo: 'Efetivo' | 'Comissionado' | 'Contratado' | 'Designado' | null;
  matricula: string;
  /**
   * MASP do usuário: o mesmo valor de matricula (um só dado, dois nomes).
   */
  masp: string;
  /**
   * The token's unit, whose roles are listed.
   */
  codigoUnidade: string;
  /**
   * 'SIGLA - Nome' of the unit.
   */
  unidade: string;
  /**
   * Codes of the roles held in the unit.
   */
  papeis: string[];
  /**
   * Names of those roles joined with ', ' ('' when none).
   */
  nomesPapeis: string;
  /**
   * Pares unidade e perfis do usuário: só o da unidade do token (os perfis em outra unidade são informação daquela unidade); [] quando não tem perfil nela.
   */
  unidadePapelDTOList: {
    unidade: {
      codigo: string;
      sigla: string;
      nome: string;
    };
    /**
     * Perfis do usuário na unidade, por nome.
     */
    papeis: {
      codigo: string;
      nome: string;
    }[];
  }[];
  /**
   * Send it back with enviaUsuarioComPapeisNovos.
   */
  versao: number;
}

/** usuario.enviaUsuarioComPapeisNovos: request (query or body, with path parameters). */
export interface UsuarioEnviaUsuarioComPapeisNovosRequest {
  cpf: string;
  codigoUnidade: string;
  /**
   * Every role the user keeps or gets in the unit; [] removes all.
   *
   * @maxItems 20
   */
  papeis:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ];
  /**
   * The version loaded by listaUsuarioEspecificoComPapeis.
   */
  versao: number;
}

/** usuario.enviaUsuarioComPapeisNovos: one record of `objeto` (answer: record). */
export interface UsuarioEnviaUsuarioComPapeisNovosResponse {
  cpf: string;
  papeis: string[];
  versao: number;
}

/** usuario.listarUsuarioUnidade: request (query or body, with path parameters). */
export interface UsuarioListarUsuarioUnidadeRequest {
  /**
   * Unit code.
   */
  id: string;
}

/** usuario.listarUsuarioUnidade: one record of `objeto` (answer: list). */
export interface UsuarioListarUsuarioUnidadeResponse {
  cpf: string;
  nome: string;
  email: string;
  /**
   * Role names joined with ', '.
   */
  papeis: string;
}

/** usuario.listaPapeis: request (query or body, with path parameters). */
export interface UsuarioListaPapeisRequest {}

/** usuario.listaPapeis: one record of `objeto` (answer: list). */
export interface UsuarioListaPapeisResponse {
  codigo: string;
  nome: string;
}

/** usuario.relatorio: request (query or body, with path parameters). */
export interface UsuarioRelatorioRequest {
  nome?: string;
  cpf?: string;
  papel?: string;
}

/** usuario.relatorio: one record of `objeto` (answer: page). */
export interface UsuarioRelatorioResponse {
  cpf: string;
  nome: string;
  nomeSocial?: string;
  email: string;
  matricula: string;
  unidade: string;
  /**
   * The token's unit code (the row links to /usuarios/editPermissao/{codigoUnidade}/{cpf}).
   */
  codigoUnidade: string;
  papeis: string;
  codigosPapeis: string[];
}

/** usuario.exportar: request (query or body, with path parameters). */
export interface UsuarioExportarRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports: its toolbar's export action names this endpoint, and its source, columns and report name make the file.
   */
  tela: string;
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

/** usuario.exportar: one record of `objeto` (answer: record). */
export interface UsuarioExportarResponse {
  idRelatorio: number;
  statusGeracao: string;
}
