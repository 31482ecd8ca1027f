/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** exercicios.lista: request (query or body, with path parameters). */
export interface ExerciciosListaRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** exercicios.lista: one record of `objeto` (answer: page). */
export interface ExerciciosListaResponse {
  sequencialExercicio: number;
  localExercicio: string;
  municipio: string;
  tipoExercicio: string;
  dataInicio: string;
  dataFim: string;
}
