/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** relatoriosFipa.listaRelatoriosFipa: request (query or body, with path parameters). */
export interface RelatoriosFipaListaRelatoriosFipaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** relatoriosFipa.listaRelatoriosFipa: one record of `objeto` (answer: list). */
export interface RelatoriosFipaListaRelatoriosFipaResponse {
  /**
   * Relatório: FICHA_FUNCIONAL (Ficha funcional), HISTORICO_LOTACOES (Histórico de lotações), CERTIDAO_TEMPO_SERVICO (Certidão de tempo de serviço).
   */
  codigoRelatorio: 'FICHA_FUNCIONAL' | 'HISTORICO_LOTACOES' | 'CERTIDAO_TEMPO_SERVICO';
  nomeRelatorio: string;
  descricao: string;
  numeroFuncionario: string;
  quantidadeEmissoes: number;
  /**
   * DD/MM/AAAA HH:mm (Brasília) or ''
   */
  ultimaEmissao: string;
}

/** relatoriosFipa.visualizarRelatoriosFipa: request (query or body, with path parameters). */
export interface RelatoriosFipaVisualizarRelatoriosFipaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Relatório: FICHA_FUNCIONAL (Ficha funcional), HISTORICO_LOTACOES (Histórico de lotações), CERTIDAO_TEMPO_SERVICO (Certidão de tempo de serviço).
   */
  codigoRelatorio: 'FICHA_FUNCIONAL' | 'HISTORICO_LOTACOES' | 'CERTIDAO_TEMPO_SERVICO';
}

/** relatoriosFipa.visualizarRelatoriosFipa: one record of `objeto` (answer: record). */
export interface RelatoriosFipaVisualizarRelatoriosFipaResponse {
  /**
   * base64 of the PDF
   */
  pdf: string;
  nomeArquivo: string;
}

/** relatoriosFipa.emitirRelatoriosFipa: request (query or body, with path parameters). */
export interface RelatoriosFipaEmitirRelatoriosFipaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Relatório: FICHA_FUNCIONAL (Ficha funcional), HISTORICO_LOTACOES (Histórico de lotações), CERTIDAO_TEMPO_SERVICO (Certidão de tempo de serviço).
   */
  codigoRelatorio: 'FICHA_FUNCIONAL' | 'HISTORICO_LOTACOES' | 'CERTIDAO_TEMPO_SERVICO';
}

/** relatoriosFipa.emitirRelatoriosFipa: one record of `objeto` (answer: record). */
export interface RelatoriosFipaEmitirRelatoriosFipaResponse {
  /**
   * base64 of the PDF
   */
  pdf: string;
  nomeArquivo: string;
  numeroEmissao: string;
  /**
   * 16 hex characters (printed as XXXX-XXXX-XXXX-XXXX)
   */
  codigoAutenticacao: string;
}

/** relatoriosFipa.listaEmissoesFipa: request (query or body, with path parameters). */
export interface RelatoriosFipaListaEmissoesFipaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** relatoriosFipa.listaEmissoesFipa: one record of `objeto` (answer: page). */
export interface RelatoriosFipaListaEmissoesFipaResponse {
  numeroEmissao: string;
  codigoAutenticacao: string;
  /**
   * Relatório: FICHA_FUNCIONAL (Ficha funcional), HISTORICO_LOTACOES (Histórico de lotações), CERTIDAO_TEMPO_SERVICO (Certidão de tempo de serviço).
   */
  relatorio: 'FICHA_FUNCIONAL' | 'HISTORICO_LOTACOES' | 'CERTIDAO_TEMPO_SERVICO';
  nomeRelatorio: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília)
   */
  emitidoEm: string;
  /**
   * name of who emitted it
   */
  emitidoPor: string;
  /**
   * sigla of the unit
   */
  unidade: string;
}
