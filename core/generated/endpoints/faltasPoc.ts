/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** faltasPoc.tiposComplementacaoFaltas: request (query or body, with path parameters). */
export interface FaltasPocTiposComplementacaoFaltasRequest {}

/** faltasPoc.tiposComplementacaoFaltas: one record of `objeto` (answer: list). */
export interface FaltasPocTiposComplementacaoFaltasResponse {
  codigo: 'DESCONTA_AVO' | 'NAO_DESCONTA' | 'ABONA';
  descricao: string;
}

/** faltasPoc.listarFaltasParametrizacao: request (query or body, with path parameters). */
export interface FaltasPocListarFaltasParametrizacaoRequest {
  tipoComplementacao?: 'DESCONTA_AVO' | 'NAO_DESCONTA' | 'ABONA';
}

/** faltasPoc.listarFaltasParametrizacao: one record of `objeto` (answer: list). */
export interface FaltasPocListarFaltasParametrizacaoResponse {
  codigoTipo: number;
  descricao: string;
  tipoComplementacao: 'DESCONTA_AVO' | 'NAO_DESCONTA' | 'ABONA';
  tipoComplementacaoDescricao: string;
  contaExercicio: boolean;
  contaExercicioDescricao: 'Sim' | 'Não';
  versao: number;
  /**
   * DD/MM/AAAA HH:mm (Brasília) of the last change.
   */
  atualizadoEm: string;
  /**
   * Name of the user who changed it last ('Carga inicial' for the seeded values).
   */
  atualizadoPor: string;
}

/** faltasPoc.parametrizarFaltas: request (query or body, with path parameters). */
export interface FaltasPocParametrizarFaltasRequest {
  codigoTipo: number;
  tipoComplementacao: 'DESCONTA_AVO' | 'NAO_DESCONTA' | 'ABONA';
  /**
   * The version the screen listed.
   */
  versao: number;
}

/** faltasPoc.parametrizarFaltas: one record of `objeto` (answer: record). */
export interface FaltasPocParametrizarFaltasResponse {
  codigoTipo: number;
  tipoComplementacao: 'DESCONTA_AVO' | 'NAO_DESCONTA' | 'ABONA';
  contaExercicio: boolean;
  versao: number;
  /**
   * Open bonuses whose avos changed.
   */
  gratificacoesRecalculadas: number;
}
