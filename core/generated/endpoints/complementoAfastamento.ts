/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** complementoAfastamento.anosGratificacao: request (query or body, with path parameters). */
export interface ComplementoAfastamentoAnosGratificacaoRequest {}

/** complementoAfastamento.anosGratificacao: one record of `objeto` (answer: list). */
export interface ComplementoAfastamentoAnosGratificacaoResponse {
  ano: number;
  rotulo: string;
}

/** complementoAfastamento.gratificacaoNatalina: request (query or body, with path parameters). */
export interface ComplementoAfastamentoGratificacaoNatalinaRequest {
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
  orgaoEntidade?: string;
  cpf?: string;
  nome?: string;
  situacao?: 'APURADA' | 'PAGA' | 'REJEITADA';
}

/** complementoAfastamento.gratificacaoNatalina: one record of `objeto` (answer: page). */
export interface ComplementoAfastamentoGratificacaoNatalinaResponse {
  id: number;
  numeroFuncionario?: string;
  masp?: string;
  cpf?: string;
  nome: string;
  instituicao?: string;
  ano: number;
  avos: number;
  /**
   * reais
   */
  remuneracaoBase?: number;
  valorBruto?: number;
  adiantamento?: number;
  saldo?: number;
  situacao?: 'APURADA' | 'PAGA' | 'REJEITADA';
  situacaoDescricao?: string;
}

/** complementoAfastamento.apuracaoDecimoTerceiro: request (query or body, with path parameters). */
export interface ComplementoAfastamentoApuracaoDecimoTerceiroRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** complementoAfastamento.apuracaoDecimoTerceiro: one record of `objeto` (answer: list). */
export interface ComplementoAfastamentoApuracaoDecimoTerceiroResponse {
  mes: number;
  nomeMes: string;
  diasMes?: number;
  diasVinculo?: number;
  diasDescontados?: number;
  diasExercicio?: number;
  contaAvo: string;
  motivo?: string;
}

/** complementoAfastamento.mesesSemAvoPorServidor: request (query or body, with path parameters). */
export interface ComplementoAfastamentoMesesSemAvoPorServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** complementoAfastamento.mesesSemAvoPorServidor: one record of `objeto` (answer: list). */
export interface ComplementoAfastamentoMesesSemAvoPorServidorResponse {
  mes: number;
  nomeMes: string;
  diasMes?: number;
  diasVinculo?: number;
  diasDescontados?: number;
  diasExercicio?: number;
  contaAvo?: string;
  motivo?: string;
}

/** complementoAfastamento.servidoresSemAvo: request (query or body, with path parameters). */
export interface ComplementoAfastamentoServidoresSemAvoRequest {
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
  orgaoEntidade?: string;
}

/** complementoAfastamento.servidoresSemAvo: one record of `objeto` (answer: page). */
export interface ComplementoAfastamentoServidoresSemAvoResponse {
  id: number;
  numeroFuncionario?: string;
  masp?: string;
  cpf?: string;
  nome: string;
  instituicao?: string;
  ano?: number;
  avos: number;
  /**
   * reais
   */
  remuneracaoBase?: number;
  valorBruto?: number;
  adiantamento?: number;
  saldo?: number;
  situacao?: 'APURADA' | 'PAGA' | 'REJEITADA';
  situacaoDescricao?: string;
  mesesSemAvo?: number;
}
