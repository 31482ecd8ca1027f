/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** complementoAfastamento.tiposAfastamento: request (query or body, with path parameters). */
export interface ComplementoAfastamentoTiposAfastamentoRequest {
  grupo?: 'afastamento' | 'licenca';
}

/** complementoAfastamento.tiposAfastamento: one record of `objeto` (answer: list). */
export interface ComplementoAfastamentoTiposAfastamentoResponse {
  codigoTipo: number;
  descricao: string;
  grupo: 'afastamento' | 'licenca';
  grupoDescricao: 'Afastamento' | 'Licença';
  /**
   * '101 - Licença para tratamento de saúde', the option label.
   */
  rotulo: string;
}

/** complementoAfastamento.parametrosAfastamentos: request (query or body, with path parameters). */
export interface ComplementoAfastamentoParametrosAfastamentosRequest {
  grupo?: 'afastamento' | 'licenca';
  codigoTipo?: number;
  contaExercicio?: boolean;
}

/** complementoAfastamento.parametrosAfastamentos: one record of `objeto` (answer: list). */
export interface ComplementoAfastamentoParametrosAfastamentosResponse {
  codigoTipo: number;
  descricao: string;
  grupo: 'afastamento' | 'licenca';
  grupoDescricao: 'Afastamento' | 'Licença';
  /**
   * The days of this type count as service for the avos.
   */
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

/** complementoAfastamento.parametrizaAfastamentos: request (query or body, with path parameters). */
export interface ComplementoAfastamentoParametrizaAfastamentosRequest {
  codigoTipo: number;
  /**
   * true: the days count as service (no avo lost).
   */
  contaExercicio: boolean;
  /**
   * The version the screen listed.
   */
  versao: number;
}

/** complementoAfastamento.parametrizaAfastamentos: one record of `objeto` (answer: record). */
export interface ComplementoAfastamentoParametrizaAfastamentosResponse {
  codigoTipo: number;
  contaExercicio: boolean;
  versao: number;
  /**
   * Open bonuses whose avos changed.
   */
  gratificacoesRecalculadas: number;
}
