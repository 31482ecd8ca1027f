/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** legislacao.listaLegislacao: request (query or body, with path parameters). */
export interface LegislacaoListaLegislacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  tipo?: 'LEI' | 'LEI_COMPLEMENTAR' | 'DECRETO' | 'RESOLUCAO' | 'DELIBERACAO';
  /**
   * Number of the act as published ('15.961', '71').
   */
  numero?: string;
  ano?: number;
  carreira?: string;
  instituicao?: string;
  naturezaEvolucao?: 'PROGRESSAO' | 'PROMOCAO' | 'PROGRESSAO_PROMOCAO';
  situacao?: 'VIGENTE' | 'REVOGADA';
  /**
   * Part of the ementa.
   */
  ementa?: string;
}

/** legislacao.listaLegislacao: one record of `objeto` (answer: page). */
export interface LegislacaoListaLegislacaoResponse {
  id: number;
  tipo: 'LEI' | 'LEI_COMPLEMENTAR' | 'DECRETO' | 'RESOLUCAO' | 'DELIBERACAO';
  tipoDescricao?: string;
  numero: string;
  ano: number;
  /**
   * 'Lei nº 15.961/2005'.
   */
  identificacao: string;
  /**
   * DD/MM/AAAA.
   */
  dataPublicacao: string;
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO' | 'PROGRESSAO_PROMOCAO';
  naturezaEvolucaoDescricao?: string;
  ementa?: string;
  situacao: 'VIGENTE' | 'REVOGADA';
  situacaoDescricao?: string;
  /**
   * DD/MM/AAAA, when revoked; '' otherwise.
   */
  dataRevogacao?: string;
  /**
   * Names of its careers, ', '-joined.
   */
  carreirasDescricao?: string;
  /**
   * Siglas of its institutions, ', '-joined.
   */
  instituicoesDescricao?: string;
  versao: number;
}

/** legislacao.instituicoes: request (query or body, with path parameters). */
export interface LegislacaoInstituicoesRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** legislacao.instituicoes: one record of `objeto` (answer: list). */
export interface LegislacaoInstituicoesResponse {
  codigo: string;
  sigla: string;
  nome: string;
  rotulo: string;
}

/** legislacao.carreiras: request (query or body, with path parameters). */
export interface LegislacaoCarreirasRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** legislacao.carreiras: one record of `objeto` (answer: list). */
export interface LegislacaoCarreirasResponse {
  codigo: string;
  nome: string;
  grupoAtividade?: string;
}

/** legislacao.detalheLegislacao: request (query or body, with path parameters). */
export interface LegislacaoDetalheLegislacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  id: number;
}

/** legislacao.detalheLegislacao: one record of `objeto` (answer: record). */
export interface LegislacaoDetalheLegislacaoResponse {
  id: number;
  tipo: 'LEI' | 'LEI_COMPLEMENTAR' | 'DECRETO' | 'RESOLUCAO' | 'DELIBERACAO';
  tipoDescricao?: string;
  numero: string;
  ano: number;
  /**
   * 'Lei nº 15.961/2005'.
   */
  identificacao: string;
  /**
   * DD/MM/AAAA.
   */
  dataPublicacao: string;
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO' | 'PROGRESSAO_PROMOCAO';
  naturezaEvolucaoDescricao?: string;
  ementa?: string;
  situacao: 'VIGENTE' | 'REVOGADA';
  situacaoDescricao?: string;
  /**
   * DD/MM/AAAA, when revoked; '' otherwise.
   */
  dataRevogacao?: string;
  /**
   * Names of its careers, ', '-joined.
   */
  carreirasDescricao?: string;
  /**
   * Siglas of its institutions, ', '-joined.
   */
  instituicoesDescricao?: string;
  versao: number;
  /**
   * Codes of its careers (the form's value).
   */
  carreiras?: string[];
  /**
   * Codes of its institutions (the form's value).
   */
  instituicoes?: string[];
  criadoPor?: string;
  /**
   * DD/MM/AAAA HH:MM.
   */
  criadoEm?: string;
  atualizadoPor?: string;
  /**
   * DD/MM/AAAA HH:MM.
   */
  atualizadoEm?: string;
}

/** legislacao.incluirLegislacao: request (query or body, with path parameters). */
export interface LegislacaoIncluirLegislacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  tipo: 'LEI' | 'LEI_COMPLEMENTAR' | 'DECRETO' | 'RESOLUCAO' | 'DELIBERACAO';
  /**
   * Number of the act as published ('15.961', '71').
   */
  numero: string;
  ano?: number;
  /**
   * ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00, not in the future; its year is the act's year.
   */
  dataPublicacao: string;
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO' | 'PROGRESSAO_PROMOCAO';
  ementa: string;
  /**
   * Codes of the careers it governs (legislacao.carreiras).
   *
   * @minItems 1
   * @maxItems 200
   */
  carreiras: [string, ...string[]];
  /**
   * Institutions of the unit it applies to (legislacao.instituicoes).
   *
   * @minItems 1
   * @maxItems 100
   */
  instituicoes: [string, ...string[]];
}

/** legislacao.incluirLegislacao: one record of `objeto` (answer: record). */
export interface LegislacaoIncluirLegislacaoResponse {
  id: number;
}

/** legislacao.editarLegislacao: request (query or body, with path parameters). */
export interface LegislacaoEditarLegislacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  id: number;
  versao: number;
  tipo: 'LEI' | 'LEI_COMPLEMENTAR' | 'DECRETO' | 'RESOLUCAO' | 'DELIBERACAO';
  /**
   * Number of the act as published ('15.961', '71').
   */
  numero: string;
  ano?: number;
  /**
   * ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00, not in the future; its year is the act's year.
   */
  dataPublicacao: string;
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO' | 'PROGRESSAO_PROMOCAO';
  ementa: string;
  /**
   * Codes of the careers it governs (legislacao.carreiras).
   *
   * @minItems 1
   * @maxItems 200
   */
  carreiras: [string, ...string[]];
  /**
   * Institutions of the unit it applies to (legislacao.instituicoes).
   *
   * @minItems 1
   * @maxItems 100
   */
  instituicoes: [string, ...string[]];
  situacao: 'VIGENTE' | 'REVOGADA';
  /**
   * ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00; required with situacao REVOGADA, not before the publication.
   */
  dataRevogacao?: string;
}

/** legislacao.editarLegislacao: one record of `objeto` (answer: record). */
export interface LegislacaoEditarLegislacaoResponse {
  id: number;
  versao: number;
  situacao?: string;
}

/** relatorios.solicitaRelatorioLegislacao: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioLegislacaoRequest {
  formato: 'XLSX' | 'CSV' | 'PDF';
  /**
   * Id of the screen that exports.
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

/** relatorios.solicitaRelatorioLegislacao: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioLegislacaoResponse {
  idRelatorio: number;
  statusGeracao: string;
}
