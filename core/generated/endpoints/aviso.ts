/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** aviso.listaInstituicoesAviso: request (query or body, with path parameters). */
export interface AvisoListaInstituicoesAvisoRequest {}

/** aviso.listaInstituicoesAviso: one record of `objeto` (answer: list). */
export interface AvisoListaInstituicoesAvisoResponse {
  codigo: string;
  sigla: string;
  nome: string;
  /**
   * 'SIGLA - Nome', the option label.
   */
  rotulo: string;
}

/** aviso.listaPapeisDisponiveisAviso: request (query or body, with path parameters). */
export interface AvisoListaPapeisDisponiveisAvisoRequest {}

/** aviso.listaPapeisDisponiveisAviso: one record of `objeto` (answer: list). */
export interface AvisoListaPapeisDisponiveisAvisoResponse {
  codigo: string;
  nome: string;
}

/** aviso.listaQuantidadeAvisosAtiva: request (query or body, with path parameters). */
export interface AvisoListaQuantidadeAvisosAtivaRequest {}

/** aviso.listaQuantidadeAvisosAtiva: one record of `objeto` (answer: record). */
export interface AvisoListaQuantidadeAvisosAtivaResponse {
  quantidade: number;
}

/** aviso.listaTodosAvisosCriados: request (query or body, with path parameters). */
export interface AvisoListaTodosAvisosCriadosRequest {
  /**
   * Part of the title (case- and accent-insensitive).
   */
  titulo?: string;
  situacao?: 'ATIVO' | 'INATIVO';
  /**
   * Start of the period (DD/MM/AAAA): notices in force on some day of it.
   */
  dataInicio?: string;
  /**
   * End of the period (DD/MM/AAAA).
   */
  dataFim?: string;
}

/** aviso.listaTodosAvisosCriados: one record of `objeto` (answer: page). */
export interface AvisoListaTodosAvisosCriadosResponse {
  id: number;
  titulo: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA; absent when the notice has no end.
   */
  dataFim?: string;
  situacao: 'ATIVO' | 'INATIVO';
  situacaoDescricao: 'Ativo' | 'Inativo';
  /**
   * Siglas of the institutions addressed, joined by ", ".
   */
  instituicoes: string;
  /**
   * Names of the roles addressed, joined by ", "; "Todos os perfis" when none.
   */
  papeis: string;
  /**
   * Name of the user who created it.
   */
  criadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  criadoEm: string;
  quantidadeCiencias: number;
  versao: number;
}

/** aviso.avisoDetalhe: request (query or body, with path parameters). */
export interface AvisoAvisoDetalheRequest {
  id: number;
}

/** aviso.avisoDetalhe: one record of `objeto` (answer: record). */
export interface AvisoAvisoDetalheResponse {
  id: number;
  titulo: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA; absent when the notice has no end.
   */
  dataFim?: string;
  situacao: 'ATIVO' | 'INATIVO';
  situacaoDescricao: 'Ativo' | 'Inativo';
  /**
   * Siglas of the institutions addressed, joined by ", ".
   */
  instituicoes: string;
  /**
   * Names of the roles addressed, joined by ", "; "Todos os perfis" when none.
   */
  papeis: string;
  /**
   * Name of the user who created it.
   */
  criadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  criadoEm: string;
  quantidadeCiencias: number;
  versao: number;
  /**
   * Sanitised HTML.
   */
  texto: string;
  codigosInstituicoes: string[];
  /**
   * Empty = every role.
   */
  codigosPapeis: string[];
}

/** aviso.listaAvisosUsuarioEspecifico: request (query or body, with path parameters). */
export interface AvisoListaAvisosUsuarioEspecificoRequest {}

/** aviso.listaAvisosUsuarioEspecifico: one record of `objeto` (answer: list). */
export interface AvisoListaAvisosUsuarioEspecificoResponse {
  id: number;
  titulo: string;
  /**
   * Sanitised HTML.
   */
  texto: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA; absent when the notice has no end.
   */
  dataFim?: string;
  ciente: boolean;
  /**
   * DD/MM/AAAA HH:mm (Brasília) of the caller's "Ciente"; absent until then.
   */
  dataCiencia?: string;
}

/** aviso.listaNovosAvisosUsuarioEspecifico: request (query or body, with path parameters). */
export interface AvisoListaNovosAvisosUsuarioEspecificoRequest {}

/** aviso.listaNovosAvisosUsuarioEspecifico: one record of `objeto` (answer: list). */
export interface AvisoListaNovosAvisosUsuarioEspecificoResponse {
  id: number;
  titulo: string;
  /**
   * Sanitised HTML.
   */
  texto: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA; absent when the notice has no end.
   */
  dataFim?: string;
  ciente: boolean;
  /**
   * DD/MM/AAAA HH:mm (Brasília) of the caller's "Ciente"; absent until then.
   */
  dataCiencia?: string;
}

/** aviso.consultaPendencia: request (query or body, with path parameters). */
export interface AvisoConsultaPendenciaRequest {}

/** aviso.consultaPendencia: one record of `objeto` (answer: record). */
export interface AvisoConsultaPendenciaResponse {
  possuiPendencia: boolean;
  quantidade: number;
  /**
   * Counts of the token's unit, each present only with the resource named.
   */
  pendencias?: {
    /**
     * Access requests PENDENTE (resource solicitacoes).
     */
    solicitacoesAcesso?: number;
    /**
     * Withheld payments AGUARDANDO_APROVACAO_DESBLOQUEIO: unlocks to analyse (resource pagamentos-retidos).
     */
    desbloqueiosPagamento?: number;
    /**
     * Judicial processes AGUARDANDO_ANALISE (resource consulta-de-processos).
     */
    processosAguardandoAnalise?: number;
    /**
     * Bonus adjustments PENDENTE: financial indication to make (resource gestao-alteracao-avos).
     */
    acertosAvosPendentes?: number;
    /**
     * Bonus adjustments RETIFICAR_ACERTO: rectification to make (resource gestao-alteracao-avos).
     */
    acertosAvosRetificar?: number;
    /**
     * The caller's report jobs CONCLUIDO, not deleted (resource pesquisar-relatorios).
     */
    relatoriosProntos?: number;
  };
}

/** aviso.fechamentoTaxacao: request (query or body, with path parameters). */
export interface AvisoFechamentoTaxacaoRequest {
  /**
   * Competência da folha (AAAAMM); a month outside 01..12 is code 4.
   */
  anoMesTaxacao: number;
}

/** aviso.fechamentoTaxacao: one record of `objeto` (answer: record). */
export interface AvisoFechamentoTaxacaoResponse {
  anoMesTaxacao: number;
  /**
   * DD/MM/AAAA.
   */
  dataFechamento: string;
  fechada: boolean;
  /**
   * 'A folha de MM/AAAA fecha em DD/MM/AAAA.' or 'A folha de MM/AAAA foi fechada em DD/MM/AAAA.'
   */
  mensagem: string;
}

/** aviso.ativarAviso: request (query or body, with path parameters). */
export interface AvisoAtivarAvisoRequest {
  id: number;
}

/** aviso.ativarAviso: one record of `objeto` (answer: record). */
export interface AvisoAtivarAvisoResponse {
  id: number;
  situacao: 'ATIVO' | 'INATIVO';
}

/** aviso.inativarAviso: request (query or body, with path parameters). */
export interface AvisoInativarAvisoRequest {
  id: number;
}

/** aviso.inativarAviso: one record of `objeto` (answer: record). */
export interface AvisoInativarAvisoResponse {
  id: number;
  situacao: 'ATIVO' | 'INATIVO';
}

/** aviso.cadastrarNovoAviso: request (query or body, with path parameters). */
export interface AvisoCadastrarNovoAvisoRequest {
  /**
   * The selected unit (filled from the session).
   */
  codigoUnidadeSSCLogado: string;
  titulo: string;
  /**
   * Rich text (HTML); sanitised by the gateway before it is stored.
   */
  texto: string;
  /**
   * Start of the vigência (ISO, midnight in Brasília: AAAA-MM-DDT00:00:00-03:00).
   */
  dataInicio: string;
  /**
   * End of the vigência (ISO, midnight in Brasília: AAAA-MM-DDT00:00:00-03:00); absent = until deactivated.
   */
  dataFim?: string;
  /**
   * Codes of the institutions addressed (listaInstituicoesAviso).
   *
   * @minItems 1
   * @maxItems 500
   */
  instituicoes: [string, ...string[]];
  /**
   * Codes of the roles addressed (listaPapeisDisponiveisAviso); empty or absent = every role.
   *
   * @maxItems 100
   */
  papeis?: string[];
}

/** aviso.cadastrarNovoAviso: one record of `objeto` (answer: record). */
export interface AvisoCadastrarNovoAvisoResponse {
  id: number;
}

/** aviso.cadastrarControleAvisoUsuario: request (query or body, with path parameters). */
export interface AvisoCadastrarControleAvisoUsuarioRequest {
  idAviso: number;
}

/** aviso.cadastrarControleAvisoUsuario: one record of `objeto` (answer: record). */
export interface AvisoCadastrarControleAvisoUsuarioResponse {
  idAviso: number;
  /**
   * DD/MM/AAAA HH:mm (Brasília) of the first 'Ciente'.
   */
  dataCiencia: string;
}
