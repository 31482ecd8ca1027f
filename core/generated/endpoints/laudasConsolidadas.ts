/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** laudasConsolidadas.obtemLaudaConsolidada: request (query or body, with path parameters). */
export interface LaudasConsolidadasObtemLaudaConsolidadaRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the generated lauda.
   */
  idGestaoLauda: number;
}

/** laudasConsolidadas.obtemLaudaConsolidada: one record of `objeto` (answer: record). */
export interface LaudasConsolidadasObtemLaudaConsolidadaResponse {
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
  quantidadeServidores: number;
  /**
   * HTML of the consolidated act.
   */
  texto: string;
}
