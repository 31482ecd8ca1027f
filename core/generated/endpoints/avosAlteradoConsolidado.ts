/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina: request (query or body, with path parameters). */
export interface AvosAlteradoConsolidadoGestaoAvosPagamentoGratificacaoNatalinaRequest {
  /**
   * Unidade do usuário logado (preenchida pela sessão).
   */
  codigoUnidade: string;
  /**
   * Ano da gratificação natalina.
   */
  ano?: number;
  situacao?: 'PENDENTE' | 'RETIFICAR_ACERTO' | 'FINALIZADO';
  cpf?: string;
  nome?: string;
}

/** avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina: one record of `objeto` (answer: page). */
export interface AvosAlteradoConsolidadoGestaoAvosPagamentoGratificacaoNatalinaResponse {
  idAvosAlteradoDetalhe: number;
  numeroFuncionario?: string;
  cpf?: string;
  nome: string;
  instituicao?: string;
  ano?: number;
  avosPagos?: number;
  avosApurados?: number;
  valorPago?: number;
  valorDevido?: number;
  /**
   * valorDevido − valorPago (reais; negativo: a restituir)
   */
  diferenca?: number;
  tipo?: 'A_RECEBER' | 'A_RESTITUIR';
  tipoDescricao?: string;
  situacao: 'PENDENTE' | 'RETIFICAR_ACERTO' | 'FINALIZADO';
  situacaoDescricao?: string;
  motivo?: string;
  indicacao?: string;
  competenciaAcerto?: string;
  retificacao?: string;
  criadoEm?: string;
  atualizadoEm?: string;
  versao?: number;
}

/** avosAlteradoConsolidado.detalheAvosAposPagamento: request (query or body, with path parameters). */
export interface AvosAlteradoConsolidadoDetalheAvosAposPagamentoRequest {
  /**
   * Unidade do usuário logado (preenchida pela sessão).
   */
  codigoUnidade: string;
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** avosAlteradoConsolidado.detalheAvosAposPagamento: one record of `objeto` (answer: record). */
export interface AvosAlteradoConsolidadoDetalheAvosAposPagamentoResponse {
  idAvosAlteradoDetalhe: number;
  numeroFuncionario?: string;
  cpf?: string;
  nome?: string;
  instituicao?: string;
  ano?: number;
  avosPagos?: number;
  avosApurados?: number;
  valorPago?: number;
  valorDevido?: number;
  /**
   * valorDevido − valorPago (reais; negativo: a restituir)
   */
  diferenca?: number;
  tipo?: 'A_RECEBER' | 'A_RESTITUIR';
  tipoDescricao?: string;
  situacao: 'PENDENTE' | 'RETIFICAR_ACERTO' | 'FINALIZADO';
  situacaoDescricao?: string;
  motivo?: string;
  indicacao?: string;
  competenciaAcerto?: string;
  retificacao?: string;
  criadoEm?: string;
  atualizadoEm?: string;
  versao: number;
}

/** avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro: request (query or body, with path parameters). */
export interface AvosAlteradoConsolidadoHistoricoIndicacaoAcertoFinanceiroRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  idAvosAlteradoDetalhe: number;
}

/** avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro: one record of `objeto` (answer: list). */
export interface AvosAlteradoConsolidadoHistoricoIndicacaoAcertoFinanceiroResponse {
  dataHora: string;
  usuario?: string;
  evento: string;
  descricao?: string;
}

/** avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento: request (query or body, with path parameters). */
export interface AvosAlteradoConsolidadoSalvarIndicacaoFinanceiraAvosAposPagamentoRequest {
  idAvosAlteradoDetalhe: number;
  competenciaAcerto: string;
  indicacao: string;
  versao: number;
}

/** avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento: one record of `objeto` (answer: record). */
export interface AvosAlteradoConsolidadoSalvarIndicacaoFinanceiraAvosAposPagamentoResponse {
  idAvosAlteradoDetalhe: number;
  situacao: string;
}

/** avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento: request (query or body, with path parameters). */
export interface AvosAlteradoConsolidadoSalvarRetificacaoAcertoAvosAposPagamentoRequest {
  idAvosAlteradoDetalhe: number;
  retificacao: string;
  versao: number;
}

/** avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento: one record of `objeto` (answer: record). */
export interface AvosAlteradoConsolidadoSalvarRetificacaoAcertoAvosAposPagamentoResponse {
  idAvosAlteradoDetalhe: number;
  situacao: string;
}
