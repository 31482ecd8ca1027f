/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** carreirasProgressao.carreiras: request (query or body, with path parameters). */
export interface CarreirasProgressaoCarreirasRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  codigoGrupoAtividade?: number;
}

/** carreirasProgressao.carreiras: one record of `objeto` (answer: list). */
export interface CarreirasProgressaoCarreirasResponse {
  codigoCarreira: string;
  nome: string;
}

/** carreirasProgressao.regrasCarreiras: request (query or body, with path parameters). */
export interface CarreirasProgressaoRegrasCarreirasRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  codigoCarreira?: string;
  codigoGrupoAtividade?: number;
  tipo?: 'PROGRESSAO' | 'PROMOCAO';
}

/** carreirasProgressao.regrasCarreiras: one record of `objeto` (answer: page). */
export interface CarreirasProgressaoRegrasCarreirasResponse {
  idRegra: number;
  codigoCarreira: string;
  carreira: string;
  cargo: string;
  codigoGrupoAtividade: number;
  grupoAtividade: string;
  tipo: string;
  tipoDescricao: string;
  intersticioMeses: number;
  notaMinima: number;
  faltasMaximas: number;
  niveis: string;
  graus: string;
  fundamento: string;
  /**
   * DD/MM/AAAA.
   */
  vigenciaInicio: string;
}

/** carreirasProgressao.grupoAtividade: request (query or body, with path parameters). */
export interface CarreirasProgressaoGrupoAtividadeRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** carreirasProgressao.grupoAtividade: one record of `objeto` (answer: list). */
export interface CarreirasProgressaoGrupoAtividadeResponse {
  codigoGrupoAtividade: number;
  nome: string;
}

/** relatorios.solicitaRelatorioConsultaRegrasCarreiras: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioConsultaRegrasCarreirasRequest {
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

/** relatorios.solicitaRelatorioConsultaRegrasCarreiras: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioConsultaRegrasCarreirasResponse {
  idRelatorio: number;
  statusGeracao: string;
}
