/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** acessosDadosPessoais.pesquisar: request (query or body, with path parameters). */
export interface AcessosDadosPessoaisPesquisarRequest {
  /**
   * Accesses to this person's data: the records of the servant or person with this CPF, and searches that typed it.
   */
  cpfTitular?: string;
  /**
   * Part of the name of the servant or person (accent-insensitive); at most 50 persons are matched.
   */
  nomeTitular?: string;
  /**
   * Accesses made by this user.
   */
  cpfUsuario?: string;
  /**
   * Part of the name of the user who accessed (accent-insensitive).
   */
  nomeUsuario?: string;
  /**
   * From this day on (DD/MM/AAAA, Brasília).
   */
  dataInicio?: string;
  /**
   * Up to this day (DD/MM/AAAA, Brasília).
   */
  dataFim?: string;
  /**
   * Accesses whose answer had this kind of data.
   */
  categoria?:
    | 'identificacao'
    | 'contato'
    | 'endereco'
    | 'financeiro'
    | 'bancario'
    | 'saude'
    | 'familiar'
    | 'funcional'
    | 'judicial'
    | 'documento';
  operacao?: 'CONSULTA' | 'PESQUISA' | 'DOWNLOAD' | 'EXPORTACAO';
}

/** acessosDadosPessoais.pesquisar: one record of `objeto` (answer: page). */
export interface AcessosDadosPessoaisPesquisarResponse {
  id: number;
  /**
   * dd/mm/yyyy HH:mm:ss, Brasília time: when the answer was sent (an export: when its file was written).
   */
  dataHora: string;
  /**
   * Who accessed (digits).
   */
  cpfUsuario: string;
  /**
   * Name of who accessed, as it was then (the CPF when unknown).
   */
  usuario: string;
  /**
   * The roles the user held in the unit, by name, joined with ', '.
   */
  papeis: string;
  operacao: 'Consulta' | 'Pesquisa' | 'Download' | 'Exportação';
  /**
   * Title of the portal screen the call came from, when known.
   */
  tela: string | null;
  /**
   * Catalogue name of the endpoint that answered (an export: the search it replayed).
   */
  endpoint: string;
  /**
   * Current name of the person whose record was read (read now from the records; the log keeps only the id). Null for searches and exports.
   */
  titular: string | null;
  /**
   * That person's CPF (digits), read now.
   */
  cpfTitular: string | null;
  /**
   * How the access named the person or record: 'Servidor, nº funcionário 12345'.
   */
  referencia: string | null;
  /**
   * Kinds of personal data in the answer, by name, joined with ', '.
   */
  categorias: string;
  /**
   * A search's or export's filters ('<Título>: <valor>' joined with '; '), or the other parameters of a record read.
   */
  filtros: string | null;
  /**
   * How many records the answer had: the search's total ('mais de 10.000' past the bound), an export's rows.
   */
  registros: string | null;
  /**
   * Client address (IP) as the gateway saw it.
   */
  enderecoIp: string | null;
  /**
   * Id of the export's report ('Meus relatórios').
   */
  relatorio: number | null;
}

/** acessosDadosPessoais.doServidor: request (query or body, with path parameters). */
export interface AcessosDadosPessoaisDoServidorRequest {
  /**
   * The servant's row id (the record's route parameter).
   */
  id: number;
}

/** acessosDadosPessoais.doServidor: one record of `objeto` (answer: page). */
export interface AcessosDadosPessoaisDoServidorResponse {
  id: number;
  /**
   * dd/mm/yyyy HH:mm:ss, Brasília time: when the answer was sent (an export: when its file was written).
   */
  dataHora: string;
  /**
   * Who accessed (digits).
   */
  cpfUsuario: string;
  /**
   * Name of who accessed, as it was then (the CPF when unknown).
   */
  usuario: string;
  /**
   * The roles the user held in the unit, by name, joined with ', '.
   */
  papeis: string;
  operacao: 'Consulta' | 'Pesquisa' | 'Download' | 'Exportação';
  /**
   * Title of the portal screen the call came from, when known.
   */
  tela: string | null;
  /**
   * Catalogue name of the endpoint that answered (an export: the search it replayed).
   */
  endpoint: string;
  /**
   * Current name of the person whose record was read (read now from the records; the log keeps only the id). Null for searches and exports.
   */
  titular: string | null;
  /**
   * That person's CPF (digits), read now.
   */
  cpfTitular: string | null;
  /**
   * How the access named the person or record: 'Servidor, nº funcionário 12345'.
   */
  referencia: string | null;
  /**
   * Kinds of personal data in the answer, by name, joined with ', '.
   */
  categorias: string;
  /**
   * A search's or export's filters ('<Título>: <valor>' joined with '; '), or the other parameters of a record read.
   */
  filtros: string | null;
  /**
   * How many records the answer had: the search's total ('mais de 10.000' past the bound), an export's rows.
   */
  registros: string | null;
  /**
   * Client address (IP) as the gateway saw it.
   */
  enderecoIp: string | null;
  /**
   * Id of the export's report ('Meus relatórios').
   */
  relatorio: number | null;
}

/** relatorios.solicitaRelatorioAcessosDadosPessoais: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioAcessosDadosPessoaisRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports.
   */
  tela: string;
  filtros?: {};
  paginacao?: {
    page?: number;
    size?: number;
    sort?: string;
    order?: string;
  };
}

/** relatorios.solicitaRelatorioAcessosDadosPessoais: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioAcessosDadosPessoaisResponse {
  idRelatorio: number;
  statusGeracao: string;
}
