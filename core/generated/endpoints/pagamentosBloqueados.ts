/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** pagamentosBloqueados.listar: request (query or body, with path parameters). */
export interface PagamentosBloqueadosListarRequest {
  cpf?: string;
  /**
   * CNJ number, NNNNNNN-DD.AAAA.J.TR.OOOO or its 20 digits; check digits verified (ISO 7064 mod 97-10).
   */
  numeroProcesso?: string;
  situacao?: 'PAGAMENTO_BLOQUEADO' | 'AGUARDANDO_APROVACAO_DESBLOQUEIO' | 'DESBLOQUEIO_APROVADO';
  /**
   * Institution code; one of another unit → 403.
   */
  orgaoEntidade?: string;
  idProcesso?: number;
}

/** pagamentosBloqueados.listar: one record of `objeto` (answer: page). */
export interface PagamentosBloqueadosListarResponse {
  idPagamento: number;
  idProcesso: number;
  numeroProcesso: string;
  nome: string;
  cpf: string;
  instituicao: string;
  /**
   * YYYYMM.
   */
  competencia: number;
  /**
   * Reais.
   */
  valor: number;
  motivo: string;
  situacao: 'PAGAMENTO_BLOQUEADO' | 'AGUARDANDO_APROVACAO_DESBLOQUEIO' | 'DESBLOQUEIO_APROVADO';
  situacaoDescricao: string;
  /**
   * DD/MM/AAAA.
   */
  bloqueadoEm: string;
  /**
   * Of the open or last request.
   */
  justificativa: string | null;
  solicitadoPor: string | null;
  versao: number;
  /**
   * MM/AAAA (for texts).
   */
  competenciaFormatada: string;
  /**
   * Whether the caller may approve or refuse the open unlock request: one is awaiting approval and someone else asked for it (whoever requests never analyses).
   */
  podeAnalisar: boolean;
}

/** solicitacoesDesbloqueio.detalheSolicitacao: request (query or body, with path parameters). */
export interface SolicitacoesDesbloqueioDetalheSolicitacaoRequest {
  idPagamento: number;
}

/** solicitacoesDesbloqueio.detalheSolicitacao: one record of `objeto` (answer: list). */
export interface SolicitacoesDesbloqueioDetalheSolicitacaoResponse {
  idSolicitacao: number;
  idPagamento: number;
  justificativa: string;
  solicitadoPor: string;
  solicitadoEm: string;
  situacao: string;
  situacaoDescricao: string;
  analisadoPor: string | null;
  analisadoEm: string | null;
  motivoRecusa: string | null;
}

/** solicitacoesDesbloqueio.desbloqueioPagamento: request (query or body, with path parameters). */
export interface SolicitacoesDesbloqueioDesbloqueioPagamentoRequest {
  idPagamento: number;
  versao: number;
  justificativa: string;
}

/** solicitacoesDesbloqueio.desbloqueioPagamento: one record of `objeto` (answer: record). */
export interface SolicitacoesDesbloqueioDesbloqueioPagamentoResponse {
  idPagamento: number;
  idSolicitacao: number;
  situacao: string;
  versao: number;
}

/** solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento: request (query or body, with path parameters). */
export interface SolicitacoesDesbloqueioAnalisarSolicitacaoDesbloqueioPagamentoRequest {
  idPagamento: number;
  versao: number;
  decisao: 'APROVAR' | 'RECUSAR';
  /**
   * Required (10–500 characters once trimmed) when decisao is RECUSAR.
   */
  motivo?: string;
}

/** solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento: one record of `objeto` (answer: record). */
export interface SolicitacoesDesbloqueioAnalisarSolicitacaoDesbloqueioPagamentoResponse {
  idPagamento: number;
  idSolicitacao: number;
  situacao: string;
  versao: number;
}
