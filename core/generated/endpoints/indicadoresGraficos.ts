/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** indicadoresGraficos.situacaoFuncional: request (query or body, with path parameters). */
export interface IndicadoresGraficosSituacaoFuncionalRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
}

/** indicadoresGraficos.situacaoFuncional: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosSituacaoFuncionalResponse {
  /**
   * Code of the situation (the servant search's filter value).
   */
  codigo?: string;
  /**
   * Description of the functional situation.
   */
  situacaoFuncional: string;
  quantidade: number;
}

/** indicadoresGraficos.situacaoServidor: request (query or body, with path parameters). */
export interface IndicadoresGraficosSituacaoServidorRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
}

/** indicadoresGraficos.situacaoServidor: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosSituacaoServidorResponse {
  /**
   * Code of the situation (the servant search's filter value).
   */
  codigo?: string;
  /**
   * Description of the servant situation.
   */
  situacaoServidor: string;
  quantidade: number;
}

/** indicadoresGraficos.servidoresPorInstituicao: request (query or body, with path parameters). */
export interface IndicadoresGraficosServidoresPorInstituicaoRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
}

/** indicadoresGraficos.servidoresPorInstituicao: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosServidoresPorInstituicaoResponse {
  /**
   * Sigla of the institution.
   */
  instituicao: string;
  codigo?: string;
  nome?: string;
  quantidade: number;
}

/** indicadoresGraficos.solicitacoesAcesso: request (query or body, with path parameters). */
export interface IndicadoresGraficosSolicitacoesAcessoRequest {
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.solicitacoesAcesso: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosSolicitacoesAcessoResponse {
  /**
   * Situation in words ('Pendente').
   */
  situacao: string;
  codigoSituacao?: string;
  quantidade: number;
}

/** indicadoresGraficos.topDezSolicitacoes: request (query or body, with path parameters). */
export interface IndicadoresGraficosTopDezSolicitacoesRequest {
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.topDezSolicitacoes: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosTopDezSolicitacoesResponse {
  /**
   * Name of the report.
   */
  relatorio: string;
  quantidade: number;
}

/** indicadoresGraficos.recadastramentosRealizados: request (query or body, with path parameters). */
export interface IndicadoresGraficosRecadastramentosRealizadosRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.recadastramentosRealizados: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosRecadastramentosRealizadosResponse {
  /**
   * MM/AAAA.
   */
  mes: string;
  portal: number;
  sisap: number;
  quantidade: number;
}

/** indicadoresGraficos.topDezOperadores: request (query or body, with path parameters). */
export interface IndicadoresGraficosTopDezOperadoresRequest {
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.topDezOperadores: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosTopDezOperadoresResponse {
  cpf: string;
  /**
   * Name of the user.
   */
  operador: string;
  quantidade: number;
}

/** indicadoresGraficos.processosPorAssunto: request (query or body, with path parameters). */
export interface IndicadoresGraficosProcessosPorAssuntoRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.processosPorAssunto: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosProcessosPorAssuntoResponse {
  codigoAssunto: number;
  assunto: string;
  quantidade: number;
}

/** indicadoresGraficos.processosPorOrgao: request (query or body, with path parameters). */
export interface IndicadoresGraficosProcessosPorOrgaoRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.processosPorOrgao: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosProcessosPorOrgaoResponse {
  codigo: string;
  /**
   * Sigla of the institution.
   */
  instituicao: string;
  nome?: string;
  quantidade: number;
}

/** indicadoresGraficos.servidoresPorFaixaProcessos: request (query or body, with path parameters). */
export interface IndicadoresGraficosServidoresPorFaixaProcessosRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.servidoresPorFaixaProcessos: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosServidoresPorFaixaProcessosResponse {
  faixa: string;
  quantidade: number;
}

/** indicadoresGraficos.itensProcessados: request (query or body, with path parameters). */
export interface IndicadoresGraficosItensProcessadosRequest {
  /**
   * First day of the period (DD/MM/AAAA, Brasília), strictly before dataFinal (spec §5).
   */
  dataInicial?: string;
  /**
   * Last day of the period (DD/MM/AAAA, Brasília).
   */
  dataFinal?: string;
}

/** indicadoresGraficos.itensProcessados: one record of `objeto` (answer: list). */
export interface IndicadoresGraficosItensProcessadosResponse {
  operacao: string;
  quantidade: number;
}
