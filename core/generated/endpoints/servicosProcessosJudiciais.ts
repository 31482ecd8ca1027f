/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** processosJudiciais.listarProcesso: request (query or body, with path parameters). */
export interface ProcessosJudiciaisListarProcessoRequest {
  /**
   * CNJ number, NNNNNNN-DD.AAAA.J.TR.OOOO or its 20 digits; check digits verified (ISO 7064 mod 97-10).
   */
  numeroProcesso?: string;
  cpf?: string;
  /**
   * Institution code; one of another unit → 403.
   */
  orgaoEntidade?: string;
  codigoAssunto?: number;
  codigoComplemento?: number;
  situacao?: 'AGUARDANDO_ANALISE' | 'ANALISADO' | 'ARQUIVADO';
  /**
   * Filing date from (DD/MM/AAAA); must be before dataFim.
   */
  dataInicio?: string;
  /**
   * Filing date up to (DD/MM/AAAA).
   */
  dataFim?: string;
}

/** processosJudiciais.listarProcesso: one record of `objeto` (answer: page). */
export interface ProcessosJudiciaisListarProcessoResponse {
  idProcesso: number;
  /**
   * 20 digits (format processo shows the CNJ mask).
   */
  numeroProcesso: string;
  nome: string;
  cpf: string;
  masp: string;
  numeroFuncionario: string;
  /**
   * Sigla of the institution.
   */
  instituicao: string;
  codigoAssunto: number;
  assunto: string;
  complemento: string | null;
  tribunal: string;
  orgaoJulgador: string;
  /**
   * DD/MM/AAAA.
   */
  dataAjuizamento: string;
  fase: string;
  situacao: 'AGUARDANDO_ANALISE' | 'ANALISADO' | 'ARQUIVADO';
  situacaoDescricao: string;
  versao: number;
}

/** processosJudiciais.dadosProcesso: request (query or body, with path parameters). */
export interface ProcessosJudiciaisDadosProcessoRequest {
  /**
   * Id of the process (processo_judicial.id).
   */
  idProcesso: number;
}

/** processosJudiciais.dadosProcesso: one record of `objeto` (answer: record). */
export interface ProcessosJudiciaisDadosProcessoResponse {
  idProcesso: number;
  /**
   * 20 digits (format processo shows the CNJ mask).
   */
  numeroProcesso: string;
  nome: string;
  cpf: string;
  masp: string;
  numeroFuncionario: string;
  /**
   * Sigla of the institution.
   */
  instituicao: string;
  codigoAssunto: number;
  assunto: string;
  complemento: string | null;
  tribunal: string;
  orgaoJulgador: string;
  /**
   * DD/MM/AAAA.
   */
  dataAjuizamento: string;
  fase: string;
  situacao: 'AGUARDANDO_ANALISE' | 'ANALISADO' | 'ARQUIVADO';
  situacaoDescricao: string;
  versao: number;
  /**
   * Reais.
   */
  valorCausa: number;
  polo: string;
  poloDescricao: string;
  cumprimento: 'IMPLANTAR' | 'SUSPENDER_DESCONTO' | 'RETER_PAGAMENTO' | 'SEM_IMPACTO' | null;
  cumprimentoDescricao: string | null;
  indicativoSuspensao: string | null;
  /**
   * DD/MM/AAAA.
   */
  dataDecisao: string | null;
  parecer: string | null;
  analisadoPor: string | null;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  analisadoEm: string | null;
  /**
   * NNNNNNN-DD.AAAA.J.TR.OOOO (for texts).
   */
  numeroProcessoFormatado: string;
}

/** processosJudiciais.assuntoProcesso: request (query or body, with path parameters). */
export interface ProcessosJudiciaisAssuntoProcessoRequest {}

/** processosJudiciais.assuntoProcesso: one record of `objeto` (answer: list). */
export interface ProcessosJudiciaisAssuntoProcessoResponse {
  codigo: number;
  descricao: string;
}

/** processosJudiciais.listaComplementacaoPorAssuntoRH: request (query or body, with path parameters). */
export interface ProcessosJudiciaisListaComplementacaoPorAssuntoRHRequest {
  codigoAssunto?: number;
}

/** processosJudiciais.listaComplementacaoPorAssuntoRH: one record of `objeto` (answer: list). */
export interface ProcessosJudiciaisListaComplementacaoPorAssuntoRHResponse {
  codigo: number;
  descricao: string;
  codigoAssunto: number;
}

/** processosJudiciais.dadosParaEsocial: request (query or body, with path parameters). */
export interface ProcessosJudiciaisDadosParaEsocialRequest {
  /**
   * Id of the process (processo_judicial.id).
   */
  idProcesso: number;
}

/** processosJudiciais.dadosParaEsocial: one record of `objeto` (answer: record). */
export interface ProcessosJudiciaisDadosParaEsocialResponse {
  idProcesso: number;
  numeroProcesso: string;
  tipoProcesso: number;
  tipoProcessoDescricao: string;
  ufVara: string;
  codigoMunicipio: string;
  orgaoJulgador: string;
  cpfTrabalhador: string;
  matricula: string;
  indicativoSuspensao: string | null;
  indicativoSuspensaoDescricao: string;
  dataDecisao: string | null;
  depositoMontanteIntegral: string;
}

/** processosJudiciais.outrosProcessosVinculados: request (query or body, with path parameters). */
export interface ProcessosJudiciaisOutrosProcessosVinculadosRequest {
  /**
   * Id of the process (processo_judicial.id).
   */
  idProcesso: number;
}

/** processosJudiciais.outrosProcessosVinculados: one record of `objeto` (answer: page). */
export interface ProcessosJudiciaisOutrosProcessosVinculadosResponse {
  idProcesso: number;
  numeroProcesso: string;
  assunto: string;
  tribunal: string;
  dataAjuizamento: string;
  situacao: string;
  situacaoDescricao: string;
}

/** processosJudiciais.salvarProcesso: request (query or body, with path parameters). */
export interface ProcessosJudiciaisSalvarProcessoRequest {
  /**
   * Id of the process (processo_judicial.id).
   */
  idProcesso: number;
  versao: number;
  /**
   * What HR must do.
   */
  cumprimento: 'IMPLANTAR' | 'SUSPENDER_DESCONTO' | 'RETER_PAGAMENTO' | 'SEM_IMPACTO';
  /**
   * eSocial indicativo de suspensão da exigibilidade.
   */
  indicativoSuspensao: '01' | '02' | '03' | '04' | '05' | '08' | '09' | '10' | '11' | '12' | '13' | '90' | '92';
  /**
   * ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00, not in the future.
   */
  dataDecisao?: string;
  parecer: string;
}

/** processosJudiciais.salvarProcesso: one record of `objeto` (answer: record). */
export interface ProcessosJudiciaisSalvarProcessoResponse {
  idProcesso: number;
  situacao: string;
  versao: number;
}

/** processosJudiciais.solicitaRelatorioProcessos: request (query or body, with path parameters). */
export interface ProcessosJudiciaisSolicitaRelatorioProcessosRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports ('consulta-de-processos').
   */
  tela: string;
  filtros?: {};
  paginacao?: {
    page?: number;
    size?: number;
    sort?: string;
    order?: string;
  };
}

/** processosJudiciais.solicitaRelatorioProcessos: one record of `objeto` (answer: record). */
export interface ProcessosJudiciaisSolicitaRelatorioProcessosResponse {
  idRelatorio: number;
  statusGeracao: string;
}
