/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** dadosFinanceiros.dadosBancariosPessoa: request (query or body, with path parameters). */
export interface DadosFinanceirosDadosBancariosPessoaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** dadosFinanceiros.dadosBancariosPessoa: one record of `objeto` (answer: record). */
export interface DadosFinanceirosDadosBancariosPessoaResponse {
  codigoBanco: string;
  nomeBanco: string;
  agencia: string;
  conta: string;
  tipoConta: string;
  dataInicio: string;
}

/** dadosFinanceiros.opcaoRecebimentoPessoa: request (query or body, with path parameters). */
export interface DadosFinanceirosOpcaoRecebimentoPessoaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** dadosFinanceiros.opcaoRecebimentoPessoa: one record of `objeto` (answer: record). */
export interface DadosFinanceirosOpcaoRecebimentoPessoaResponse {
  codigoOpcao: number;
  descricaoOpcao: string;
  banco: string;
  agencia: string;
  conta: string;
  dataOpcao: string;
}

/** dadosFinanceiros.pagamentoSuspenso: request (query or body, with path parameters). */
export interface DadosFinanceirosPagamentoSuspensoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** dadosFinanceiros.pagamentoSuspenso: one record of `objeto` (answer: page). */
export interface DadosFinanceirosPagamentoSuspensoResponse {
  anoMesSuspensao: number;
  motivo: string;
  dataSuspensao: string;
  dataLiberacao: string;
  situacao: string;
}

/** dadosFinanceiros.detalhePagamentoSuspenso: request (query or body, with path parameters). */
export interface DadosFinanceirosDetalhePagamentoSuspensoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  anoMesSuspensao: number;
}

/** dadosFinanceiros.detalhePagamentoSuspenso: one record of `objeto` (answer: record). */
export interface DadosFinanceirosDetalhePagamentoSuspensoResponse {
  anoMesSuspensao: number;
  motivo: string;
  dataSuspensao: string;
  dataLiberacao: string;
  situacao: string;
  numeroProcesso: string;
}

/** dadosFinanceiros.contracheques: request (query or body, with path parameters). */
export interface DadosFinanceirosContrachequesRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** dadosFinanceiros.contracheques: one record of `objeto` (answer: page). */
export interface DadosFinanceirosContrachequesResponse {
  anoMesFolha: number;
  numeroFolhaSuplementar: number;
  competencia: string;
  descricaoFolha: string;
  totalVantagens: number;
  totalDescontos: number;
  valorLiquido: number;
  dataPagamento: string;
}

/** dadosFinanceiros.vantagensEDescontos: request (query or body, with path parameters). */
export interface DadosFinanceirosVantagensEDescontosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.vantagensEDescontos: one record of `objeto` (answer: list). */
export interface DadosFinanceirosVantagensEDescontosResponse {
  codigoVerba: string;
  descricaoVerba: string;
  tipo: string;
  referencia: string;
  valor: number;
}

/** dadosFinanceiros.informacoesFinanceiras: request (query or body, with path parameters). */
export interface DadosFinanceirosInformacoesFinanceirasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.informacoesFinanceiras: one record of `objeto` (answer: record). */
export interface DadosFinanceirosInformacoesFinanceirasResponse {
  anoMesFolha: number;
  numeroFolhaSuplementar: number;
  competencia: string;
  descricaoFolha: string;
  totalVantagens: number;
  totalDescontos: number;
  valorLiquido: number;
  baseCalculoPrevidencia: number;
  baseCalculoIrrf: number;
  dependentesIrrf: number;
  banco: string;
  agencia: string;
  conta: string;
}

/** dadosFinanceiros.cargos: request (query or body, with path parameters). */
export interface DadosFinanceirosCargosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.cargos: one record of `objeto` (answer: list). */
export interface DadosFinanceirosCargosResponse {
  sequencialCargoAdmissao: number;
  cargo: string;
  carreira: string;
  nivel: string;
  grau: string;
  cargaHorariaSemanal: number;
  vencimento: number;
}

/** dadosFinanceiros.totaisPorAdmissao: request (query or body, with path parameters). */
export interface DadosFinanceirosTotaisPorAdmissaoRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.totaisPorAdmissao: one record of `objeto` (answer: list). */
export interface DadosFinanceirosTotaisPorAdmissaoResponse {
  sequencialAdmissao: number;
  numeroFuncionario: string;
  cargo: string;
  totalVantagens: number;
  totalDescontos: number;
  valorLiquido: number;
}

/** dadosFinanceiros.verbasPatronaisServidor: request (query or body, with path parameters). */
export interface DadosFinanceirosVerbasPatronaisServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.verbasPatronaisServidor: one record of `objeto` (answer: list). */
export interface DadosFinanceirosVerbasPatronaisServidorResponse {
  codigoVerba: string;
  descricaoVerba: string;
  tipo: string;
  referencia: string;
  valor: number;
}

/** dadosFinanceiros.descontosNaoEfetuados: request (query or body, with path parameters). */
export interface DadosFinanceirosDescontosNaoEfetuadosRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.descontosNaoEfetuados: one record of `objeto` (answer: list). */
export interface DadosFinanceirosDescontosNaoEfetuadosResponse {
  codigoVerba: string;
  descricaoVerba: string;
  tipo: string;
  referencia: string;
  valor: number;
  motivo: string;
}

/** dadosFinanceiros.pensoesAlimenticias: request (query or body, with path parameters). */
export interface DadosFinanceirosPensoesAlimenticiasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.pensoesAlimenticias: one record of `objeto` (answer: list). */
export interface DadosFinanceirosPensoesAlimenticiasResponse {
  numeroPensao: number;
  nomeBeneficiario: string;
  percentual: number;
  valor: number;
  banco: string;
  agencia: string;
  conta: string;
}

/** dadosFinanceiros.ocorrencias: request (query or body, with path parameters). */
export interface DadosFinanceirosOcorrenciasRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.ocorrencias: one record of `objeto` (answer: list). */
export interface DadosFinanceirosOcorrenciasResponse {
  codigoOcorrencia: number;
  descricaoOcorrencia: string;
  dataInicio: string;
  dataFim: string;
  dias: number;
}

/** dadosFinanceiros.downloadContraCheque: request (query or body, with path parameters). */
export interface DadosFinanceirosDownloadContraChequeRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Competência da folha (AAAAMM).
   */
  anoMesFolha: number;
  /**
   * 0 = folha mensal; 1 = suplementar (13º).
   */
  numeroFolhaSuplementar?: number;
}

/** dadosFinanceiros.downloadContraCheque: one record of `objeto` (answer: file). */
/**
 * application/pdf (binary)
 */
export interface DadosFinanceirosDownloadContraChequeResponse {}
