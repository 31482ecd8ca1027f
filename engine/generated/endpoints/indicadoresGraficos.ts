/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** indicadoresGraficos.situacaoFuncional: request (query or body). */
export interface IndicadoresGraficosSituacaoFuncionalRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
}

/** indicadoresGraficos.situacaoFuncional: one item of `objeto`. */
export interface IndicadoresGraficosSituacaoFuncionalResponse {
  /**
   * Description of the functional situation.
   */
  situacaoFuncional: string;
  quantidade: number;
}

/** indicadoresGraficos.situacaoServidor: request (query or body). */
export interface IndicadoresGraficosSituacaoServidorRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
}

/** indicadoresGraficos.situacaoServidor: one item of `objeto`. */
export interface IndicadoresGraficosSituacaoServidorResponse {
  /**
   * Description of the servant situation.
   */
  situacaoServidor: string;
  quantidade: number;
}

/** indicadoresGraficos.servidoresPorInstituicao: request (query or body). */
export interface IndicadoresGraficosServidoresPorInstituicaoRequest {
  /**
   * Limits the figures to one institution of the token's unit (another unit's → 403).
   */
  orgaoEntidade?: string;
}

/** indicadoresGraficos.servidoresPorInstituicao: one item of `objeto`. */
export interface IndicadoresGraficosServidoresPorInstituicaoResponse {
  /**
   * Sigla of the institution.
   */
  instituicao: string;
  codigo?: string;
  nome?: string;
  quantidade: number;
}

/** indicadoresGraficos.solicitacoesAcesso: request (query or body). */
export interface IndicadoresGraficosSolicitacoesAcessoRequest {}

/** indicadoresGraficos.solicitacoesAcesso: one item of `objeto`. */
export interface IndicadoresGraficosSolicitacoesAcessoResponse {
  /**
   * Situation in words ('Pendente').
   */
  situacao: string;
  codigoSituacao?: string;
  quantidade: number;
}
