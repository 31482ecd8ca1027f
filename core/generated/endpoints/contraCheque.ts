/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** contraCheque.verbasGratificacaoNatalina: request (query or body, with path parameters). */
export interface ContraChequeVerbasGratificacaoNatalinaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** contraCheque.verbasGratificacaoNatalina: one record of `objeto` (answer: list). */
export interface ContraChequeVerbasGratificacaoNatalinaResponse {
  parcela: string;
  competencia: string;
  anoMesFolha: number;
  codigoVerba: string;
  descricaoVerba: string;
  tipo: string;
  referencia: string;
  valor: number;
  situacao: string;
}

/** contraCheque.cargos: request (query or body, with path parameters). */
export interface ContraChequeCargosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** contraCheque.cargos: one record of `objeto` (answer: list). */
export interface ContraChequeCargosResponse {
  sequencialCargoAdmissao: number;
  cargo: string;
  carreira: string;
  nivel: string;
  grau: string;
  cargaHorariaSemanal: number;
  vencimento: number;
}

/** contraCheque.informacoesFinanceiras: request (query or body, with path parameters). */
export interface ContraChequeInformacoesFinanceirasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** contraCheque.informacoesFinanceiras: one record of `objeto` (answer: record). */
export interface ContraChequeInformacoesFinanceirasResponse {
  ano: number;
  situacao: string;
  situacaoDescricao: string;
  remuneracaoBase: number;
  avos: number;
  valorBruto: number;
  adiantamento: number;
  parcelaFinal: number;
  totalVantagens: number;
  totalDescontos: number;
  valorLiquido: number;
  liquidoParcelaFinal: number;
  baseCalculoPrevidencia: number;
  baseCalculoIrrf: number;
  dependentesIrrf: number;
  dataPagamento: string;
}

/** contraCheque.ocorrencias: request (query or body, with path parameters). */
export interface ContraChequeOcorrenciasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** contraCheque.ocorrencias: one record of `objeto` (answer: list). */
export interface ContraChequeOcorrenciasResponse {
  sequencial: number;
  tipoOcorrencia: string;
  descricao: string;
  data: string;
}

/** contraCheque.vantagensEDescontosContraCheque: request (query or body, with path parameters). */
export interface ContraChequeVantagensEDescontosContraChequeRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Ano da gratificação natalina.
   */
  ano: number;
}

/** contraCheque.vantagensEDescontosContraCheque: one record of `objeto` (answer: list). */
export interface ContraChequeVantagensEDescontosContraChequeResponse {
  codigoVerba: string;
  descricaoVerba: string;
  tipo: string;
  referencia: string;
  valor: number;
}
