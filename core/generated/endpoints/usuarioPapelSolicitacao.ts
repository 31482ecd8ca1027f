/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** usuarioPapelSolicitacao.solicitacaoCadastro: request (query or body, with path parameters). */
export interface UsuarioPapelSolicitacaoSolicitacaoCadastroRequest {
  nome?: string;
  cpf?: string;
  situacao?: 'PENDENTE' | 'APROVADA' | 'REPROVADA';
  /**
   * Requests made from this day on (DD/MM/AAAA, Brasília); with dataFim a start strictly before the end.
   */
  dataInicio?: string;
  /**
   * Requests made up to this day (DD/MM/AAAA, Brasília).
   */
  dataFim?: string;
}

/** usuarioPapelSolicitacao.solicitacaoCadastro: one record of `objeto` (answer: page). */
export interface UsuarioPapelSolicitacaoSolicitacaoCadastroResponse {
  id: number;
  /**
   * Digits only.
   */
  cpf: string;
  nome: string;
  email: string;
  /**
   * The unit the access is asked for (always the token's): the record's role tables name it.
   */
  codigoUnidade: string;
  /**
   * Names of the requested roles, joined with ', ' (by name).
   */
  papeis: string;
  /**
   * Codes of the requested roles.
   */
  codigosPapeis: string[];
  justificativa: string | null;
  situacao: 'PENDENTE' | 'APROVADA' | 'REPROVADA';
  situacaoDescricao: 'Pendente' | 'Aprovada' | 'Reprovada';
  /**
   * dd/mm/yyyy HH:mm, Brasília time.
   */
  dataSolicitacao: string;
  /**
   * Name of the administrator who approved or rejected it (null while pending).
   */
  analisadaPor: string | null;
  /**
   * dd/mm/yyyy HH:mm, Brasília time (null while pending).
   */
  dataAnalise: string | null;
  /**
   * Reason given when it was rejected.
   */
  motivoReprovacao: string | null;
  versao: number;
}

/** usuarioPapelSolicitacao.detalhe: request (query or body, with path parameters). */
export interface UsuarioPapelSolicitacaoDetalheRequest {
  id: number;
}

/** usuarioPapelSolicitacao.detalhe: one record of `objeto` (answer: record). */
export interface UsuarioPapelSolicitacaoDetalheResponse {
  id: number;
  /**
   * Digits only.
   */
  cpf: string;
  nome: string;
  email: string;
  /**
   * The unit the access is asked for (always the token's): the record's role tables name it.
   */
  codigoUnidade: string;
  /**
   * Names of the requested roles, joined with ', ' (by name).
   */
  papeis: string;
  /**
   * Codes of the requested roles.
   */
  codigosPapeis: string[];
  justificativa: string | null;
  situacao: 'PENDENTE' | 'APROVADA' | 'REPROVADA';
  situacaoDescricao: 'Pendente' | 'Aprovada' | 'Reprovada';
  /**
   * dd/mm/yyyy HH:mm, Brasília time.
   */
  dataSolicitacao: string;
  /**
   * Name of the administrator who approved or rejected it (null while pending).
   */
  analisadaPor: string | null;
  /**
   * dd/mm/yyyy HH:mm, Brasília time (null while pending).
   */
  dataAnalise: string | null;
  /**
   * Reason given when it was rejected.
   */
  motivoReprovacao: string | null;
  versao: number;
}

/** usuarioPapelSolicitacao.aprovar: request (query or body, with path parameters). */
export interface UsuarioPapelSolicitacaoAprovarRequest {
  id: number;
}

/** usuarioPapelSolicitacao.aprovar: one record of `objeto` (answer: record). */
export interface UsuarioPapelSolicitacaoAprovarResponse {
  id: number;
  situacao: 'APROVADA';
}

/** usuarioPapelSolicitacao.reprovar: request (query or body, with path parameters). */
export interface UsuarioPapelSolicitacaoReprovarRequest {
  id: number;
  /**
   * Reason of the rejection, shown to whoever reads the request; trimmed by the gateway.
   */
  motivo: string;
}

/** usuarioPapelSolicitacao.reprovar: one record of `objeto` (answer: record). */
export interface UsuarioPapelSolicitacaoReprovarResponse {
  id: number;
  situacao: 'REPROVADA';
}
