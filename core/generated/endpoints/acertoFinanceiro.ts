/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** acertoFinanceiro.lista: request (query or body, with path parameters). */
export interface AcertoFinanceiroListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano?: number;
}

/** acertoFinanceiro.lista: one record of `objeto` (answer: page). */
export interface AcertoFinanceiroListaResponse {
  idAvosAlteradoDetalhe: number;
  numeroFuncionario?: string;
  cpf?: string;
  nome?: string;
  instituicao?: string;
  ano: number;
  avosPagos?: number;
  avosApurados?: number;
  valorPago?: number;
  valorDevido?: number;
  /**
   * valorDevido − valorPago (reais; negativo: a restituir)
   */
  diferenca?: number;
  tipo: 'A_RECEBER' | 'A_RESTITUIR';
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
