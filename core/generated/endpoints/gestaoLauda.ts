/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** gestaoLauda.instituicoes: request (query or body, with path parameters). */
export interface GestaoLaudaInstituicoesRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** gestaoLauda.instituicoes: one record of `objeto` (answer: list). */
export interface GestaoLaudaInstituicoesResponse {
  codigo: string;
  descricao: string;
}

/** gestaoLauda.regional: request (query or body, with path parameters). */
export interface GestaoLaudaRegionalRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Institution code (403 when not the unit's).
   */
  orgaoEntidade?: string;
}

/** gestaoLauda.regional: one record of `objeto` (answer: list). */
export interface GestaoLaudaRegionalResponse {
  regional: string;
}

/** gestaoLauda.nomeModeloLauda: request (query or body, with path parameters). */
export interface GestaoLaudaNomeModeloLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao?: 'PROGRESSAO' | 'PROMOCAO';
}

/** gestaoLauda.nomeModeloLauda: one record of `objeto` (answer: list). */
export interface GestaoLaudaNomeModeloLaudaResponse {
  idModeloLauda: number;
  nomeModeloLauda: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO';
}

/** gestaoLauda.responsavelAssinatura: request (query or body, with path parameters). */
export interface GestaoLaudaResponsavelAssinaturaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Institution code (403 when not the unit's).
   */
  orgaoEntidade?: string;
}

/** gestaoLauda.responsavelAssinatura: one record of `objeto` (answer: list). */
export interface GestaoLaudaResponsavelAssinaturaResponse {
  idDirigenteMaximo: number;
  nome: string;
  cargo: string;
  orgaoEntidade: string;
  /**
   * 'Nome — Cargo (SIGLA)'.
   */
  descricao: string;
}

/** gestaoLauda.legislacao: request (query or body, with path parameters). */
export interface GestaoLaudaLegislacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Institution code (403 when not the unit's).
   */
  orgaoEntidade?: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao?: 'PROGRESSAO' | 'PROMOCAO';
}

/** gestaoLauda.legislacao: one record of `objeto` (answer: list). */
export interface GestaoLaudaLegislacaoResponse {
  idLegislacao: number;
  descricao: string;
  naturezaEvolucao: string;
}

/** gestaoLauda.naturezaEvolucao: request (query or body, with path parameters). */
export interface GestaoLaudaNaturezaEvolucaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** gestaoLauda.naturezaEvolucao: one record of `objeto` (answer: list). */
export interface GestaoLaudaNaturezaEvolucaoResponse {
  /**
   * Nature of evolution.
   */
  codigo: 'PROGRESSAO' | 'PROMOCAO';
  descricao: string;
}

/** gestaoLauda.listaGestaoLauda: request (query or body, with path parameters). */
export interface GestaoLaudaListaGestaoLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Institution code (403 when not the unit's).
   */
  orgaoEntidade?: string;
  /**
   * A regional of unidadesAdministrativas.regionais: the laudas generated for that regional of its institution (403 when not of the unit's institutions).
   */
  numeroUnidadeRegional?: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao?: 'PROGRESSAO' | 'PROMOCAO';
  status?: 'PENDENTE' | 'PROCESSANDO' | 'CONCLUIDA' | 'ERRO';
}

/** gestaoLauda.listaGestaoLauda: one record of `objeto` (answer: page). */
export interface GestaoLaudaListaGestaoLaudaResponse {
  idGestaoLauda: number;
  /**
   * 'Lauda nº {id}/{ano}'.
   */
  numeroLauda: string;
  /**
   * Title of the model as generated.
   */
  titulo: string;
  orgaoEntidade: string;
  /**
   * 'SIGLA - Nome'.
   */
  instituicao: string;
  /**
   * The chosen regional, or 'Todas'.
   */
  regional: string;
  /**
   * Institution acronym and regional ('FJP (todas as regionais)', 'SEPLAG — Administração central').
   */
  abrangencia?: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO';
  naturezaEvolucaoDescricao: string;
  idModeloLauda: number;
  idLegislacao: number;
  /**
   * 'Lei nº 15.961/2005 — ementa'.
   */
  legislacao: string;
  idDirigenteMaximo: number;
  /**
   * Signer (supreme official) as generated.
   */
  responsavel: string;
  cargoResponsavel: string;
  status: 'PENDENTE' | 'PROCESSANDO' | 'CONCLUIDA' | 'ERRO';
  statusDescricao: string;
  total: number;
  processados: number;
  percentual: number;
  /**
   * 'n de total (p%)'.
   */
  progresso: string;
  mensagemErro: string;
  geradaPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  criadoEm: string;
  /**
   * DD/MM/AAAA HH:mm, '' while running.
   */
  concluidoEm: string;
}

/** gestaoLauda.listaModeloLauda: request (query or body, with path parameters). */
export interface GestaoLaudaListaModeloLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao?: 'PROGRESSAO' | 'PROMOCAO';
}

/** gestaoLauda.listaModeloLauda: one record of `objeto` (answer: list). */
export interface GestaoLaudaListaModeloLaudaResponse {
  idModeloLauda: number;
  nomeModeloLauda: string;
  naturezaEvolucao: string;
  naturezaEvolucaoDescricao: string;
  situacao: string;
  atualizadoEm: string;
  laudasGeradas: number;
}

/** gestaoLauda.detalheModeloLauda: request (query or body, with path parameters). */
export interface GestaoLaudaDetalheModeloLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  idModeloLauda: number;
}

/** gestaoLauda.detalheModeloLauda: one record of `objeto` (answer: record). */
export interface GestaoLaudaDetalheModeloLaudaResponse {
  idModeloLauda: number;
  nomeModeloLauda: string;
  naturezaEvolucao: string;
  naturezaEvolucaoDescricao: string;
  situacao: string;
  texto: string;
  marcadores: string;
  atualizadoEm: string;
}

/** gestaoLauda.detalheLaudaGerada: request (query or body, with path parameters). */
export interface GestaoLaudaDetalheLaudaGeradaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the generated lauda.
   */
  idGestaoLauda: number;
}

/** gestaoLauda.detalheLaudaGerada: one record of `objeto` (answer: record). */
export interface GestaoLaudaDetalheLaudaGeradaResponse {
  idGestaoLauda: number;
  /**
   * 'Lauda nº {id}/{ano}'.
   */
  numeroLauda: string;
  /**
   * Title of the model as generated.
   */
  titulo: string;
  orgaoEntidade: string;
  /**
   * 'SIGLA - Nome'.
   */
  instituicao: string;
  /**
   * The chosen regional, or 'Todas'.
   */
  regional: string;
  /**
   * Institution acronym and regional ('FJP (todas as regionais)', 'SEPLAG — Administração central').
   */
  abrangencia?: string;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO';
  naturezaEvolucaoDescricao: string;
  idModeloLauda: number;
  idLegislacao: number;
  /**
   * 'Lei nº 15.961/2005 — ementa'.
   */
  legislacao: string;
  idDirigenteMaximo: number;
  /**
   * Signer (supreme official) as generated.
   */
  responsavel: string;
  cargoResponsavel: string;
  status: 'PENDENTE' | 'PROCESSANDO' | 'CONCLUIDA' | 'ERRO';
  statusDescricao: string;
  total: number;
  processados: number;
  percentual: number;
  /**
   * 'n de total (p%)'.
   */
  progresso: string;
  mensagemErro: string;
  geradaPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  criadoEm: string;
  /**
   * DD/MM/AAAA HH:mm, '' while running.
   */
  concluidoEm: string;
  textoModelo: string;
  /**
   * HTML: the first servant's act.
   */
  exemplo: string;
}

/** gestaoLauda.listaServidoresLaudaGerada: request (query or body, with path parameters). */
export interface GestaoLaudaListaServidoresLaudaGeradaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the generated lauda.
   */
  idGestaoLauda: number;
}

/** gestaoLauda.listaServidoresLaudaGerada: one record of `objeto` (answer: page). */
export interface GestaoLaudaListaServidoresLaudaGeradaResponse {
  idGtProgressao: string;
  nome: string;
  masp: string;
  cpf: string;
  cargo: string;
  carreira: string;
  regional: string;
  /**
   * 'I-A → I-B'.
   */
  movimento: string;
  /**
   * DD/MM/AAAA.
   */
  dataVigencia: string;
  numeroAto: string;
}

/** gestaoLauda.pdfLaudaGerada: request (query or body, with path parameters). */
export interface GestaoLaudaPdfLaudaGeradaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the generated lauda.
   */
  idGestaoLauda: number;
}

/** gestaoLauda.pdfLaudaGerada: one record of `objeto` (answer: file). */
export interface GestaoLaudaPdfLaudaGeradaResponse {}

/** gestaoLauda.gerarGestaoLauda: request (query or body, with path parameters). */
export interface GestaoLaudaGerarGestaoLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Institution code (403 when not the unit's).
   */
  orgaoEntidade: string;
  /**
   * Empty: every regional.
   */
  regional?: string;
  idModeloLauda: number;
  idDirigenteMaximo: number;
  idLegislacao: number;
  /**
   * Nature of evolution.
   */
  naturezaEvolucao: 'PROGRESSAO' | 'PROMOCAO';
}

/** gestaoLauda.gerarGestaoLauda: one record of `objeto` (answer: record). */
export interface GestaoLaudaGerarGestaoLaudaResponse {
  idGestaoLauda: number;
  total: number;
}
