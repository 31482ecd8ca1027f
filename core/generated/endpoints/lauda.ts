/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** lauda.tipoPersonalizacao: request (query or body, with path parameters). */
export interface LaudaTipoPersonalizacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** lauda.tipoPersonalizacao: one record of `objeto` (answer: list). */
export interface LaudaTipoPersonalizacaoResponse {
  codigo:
    | 'PROGRESSAO'
    | 'PROMOCAO'
    | 'AVERBACAO_TEMPO'
    | 'CERTIDAO_TEMPO_SERVICO'
    | 'ADICIONAL_TEMPO_SERVICO'
    | 'FERIAS_PREMIO'
    | 'APOSENTADORIA';
  descricao: string;
}

/** lauda.listaLaudas: request (query or body, with path parameters). */
export interface LaudaListaLaudasRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Part of the title (case- and accent-insensitive).
   */
  titulo?: string;
  tipoPersonalizacao?:
    | 'PROGRESSAO'
    | 'PROMOCAO'
    | 'AVERBACAO_TEMPO'
    | 'CERTIDAO_TEMPO_SERVICO'
    | 'ADICIONAL_TEMPO_SERVICO'
    | 'FERIAS_PREMIO'
    | 'APOSENTADORIA';
  situacao?: 'ATIVA' | 'INATIVA';
}

/** lauda.listaLaudas: one record of `objeto` (answer: page). */
export interface LaudaListaLaudasResponse {
  idLauda: number;
  titulo: string;
  tipoPersonalizacao: string;
  tipoPersonalizacaoDescricao: string;
  situacao: 'ATIVA' | 'INATIVA';
  situacaoDescricao: 'Ativa' | 'Inativa';
  /**
   * Sigla of the unit that owns it.
   */
  unidade: string;
  /**
   * Name of the user who included it.
   */
  criadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  criadoEm: string;
  /**
   * Name of the user who changed it last (inclusion, edition or inactivation).
   */
  atualizadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  atualizadoEm: string;
  versao: number;
}

/** lauda.detalheLauda: request (query or body, with path parameters). */
export interface LaudaDetalheLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  idLauda: number;
}

/** lauda.detalheLauda: one record of `objeto` (answer: record). */
export interface LaudaDetalheLaudaResponse {
  idLauda: number;
  titulo: string;
  tipoPersonalizacao: string;
  tipoPersonalizacaoDescricao: string;
  situacao: 'ATIVA' | 'INATIVA';
  situacaoDescricao: 'Ativa' | 'Inativa';
  /**
   * Sigla of the unit that owns it.
   */
  unidade: string;
  criadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  criadoEm: string;
  atualizadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília).
   */
  atualizadoEm: string;
  versao: number;
  /**
   * Sanitised HTML with placeholders such as {nome}.
   */
  texto: string;
  /**
   * The placeholders the text uses, joined by ', ' ('Nenhum' when none).
   */
  marcadores: string;
}

/** lauda.incluirLauda: request (query or body, with path parameters). */
export interface LaudaIncluirLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  titulo: string;
  tipoPersonalizacao:
    | 'PROGRESSAO'
    | 'PROMOCAO'
    | 'AVERBACAO_TEMPO'
    | 'CERTIDAO_TEMPO_SERVICO'
    | 'ADICIONAL_TEMPO_SERVICO'
    | 'FERIAS_PREMIO'
    | 'APOSENTADORIA';
  /**
   * Rich text (HTML) with placeholders; sanitised by the gateway before it is stored.
   */
  texto: string;
}

/** lauda.incluirLauda: one record of `objeto` (answer: record). */
export interface LaudaIncluirLaudaResponse {
  idLauda: number;
}

/** lauda.editarLauda: request (query or body, with path parameters). */
export interface LaudaEditarLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  idLauda: number;
  titulo: string;
  tipoPersonalizacao:
    | 'PROGRESSAO'
    | 'PROMOCAO'
    | 'AVERBACAO_TEMPO'
    | 'CERTIDAO_TEMPO_SERVICO'
    | 'ADICIONAL_TEMPO_SERVICO'
    | 'FERIAS_PREMIO'
    | 'APOSENTADORIA';
  /**
   * Rich text (HTML) with placeholders; sanitised by the gateway before it is stored.
   */
  texto: string;
  /**
   * The version the form loaded.
   */
  versao: number;
}

/** lauda.editarLauda: one record of `objeto` (answer: record). */
export interface LaudaEditarLaudaResponse {
  idLauda: number;
  versao: number;
}

/** lauda.inativarLauda: request (query or body, with path parameters). */
export interface LaudaInativarLaudaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  idLauda: number;
}

/** lauda.inativarLauda: one record of `objeto` (answer: record). */
export interface LaudaInativarLaudaResponse {
  idLauda: number;
  situacao: 'ATIVA' | 'INATIVA';
}
