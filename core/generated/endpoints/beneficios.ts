/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** beneficios.saldosBeneficioServidores: request (query or body, with path parameters). */
export interface BeneficiosSaldosBeneficioServidoresRequest {
  cpf?: string;
  nome?: string;
  masp?: string;
}

/** beneficios.saldosBeneficioServidores: one record of `objeto` (answer: page). */
export interface BeneficiosSaldosBeneficioServidoresResponse {
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  instituicao: string;
  situacaoServidor: string;
  periodosAdquiridos: number;
  diasDireito: number;
  diasSaldo: number;
}

/** beneficios.saldosEDireitosFeriasPremioServidor: request (query or body, with path parameters). */
export interface BeneficiosSaldosEDireitosFeriasPremioServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** beneficios.saldosEDireitosFeriasPremioServidor: one record of `objeto` (answer: page). */
export interface BeneficiosSaldosEDireitosFeriasPremioServidorResponse {
  numeroPeriodo: number;
  dataInicioPeriodo: string;
  dataFimPeriodo: string;
  diasDireito: number;
  diasUsufruidos: number;
  diasConvertidos: number;
  diasSaldo: number;
  situacao: string;
}

/** beneficios.concessaoUsufrutoFeriasPremioServidor: request (query or body, with path parameters). */
export interface BeneficiosConcessaoUsufrutoFeriasPremioServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** beneficios.concessaoUsufrutoFeriasPremioServidor: one record of `objeto` (answer: page). */
export interface BeneficiosConcessaoUsufrutoFeriasPremioServidorResponse {
  sequencialUsufruto: number;
  numeroPeriodo: number;
  dataInicio: string;
  dataFim: string;
  dias: number;
  situacao: string;
}

/** beneficios.registrosPagamento: request (query or body, with path parameters). */
export interface BeneficiosRegistrosPagamentoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** beneficios.registrosPagamento: one record of `objeto` (answer: page). */
export interface BeneficiosRegistrosPagamentoResponse {
  sequencial: number;
  numeroPeriodo: number;
  anoMesFolha: number;
  competencia: string;
  dias: number;
  valor: number;
}

/** beneficios.registrosAbatimentosSaldoConversaoFeriasPremio: request (query or body, with path parameters). */
export interface BeneficiosRegistrosAbatimentosSaldoConversaoFeriasPremioRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** beneficios.registrosAbatimentosSaldoConversaoFeriasPremio: one record of `objeto` (answer: page). */
export interface BeneficiosRegistrosAbatimentosSaldoConversaoFeriasPremioResponse {
  sequencial: number;
  numeroPeriodo: number;
  dataAbatimento: string;
  diasAbatidos: number;
  motivo: string;
}

/** beneficios.valoresApurados: request (query or body, with path parameters). */
export interface BeneficiosValoresApuradosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** beneficios.valoresApurados: one record of `objeto` (answer: page). */
export interface BeneficiosValoresApuradosResponse {
  sequencial: number;
  numeroPeriodo: number;
  dataApuracao: string;
  remuneracaoBase: number;
  dias: number;
  valorApurado: number;
}

/** beneficios.pagamentos: request (query or body, with path parameters). */
export interface BeneficiosPagamentosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** beneficios.pagamentos: one record of `objeto` (answer: page). */
export interface BeneficiosPagamentosResponse {
  sequencial: number;
  anoMesFolha: number;
  numeroFolhaSuplementar: number;
  competencia: string;
  valor: number;
  situacao: string;
}
