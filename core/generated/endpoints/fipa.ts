/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** fipa.dadosFipaServidor: request (query or body, with path parameters). */
export interface FipaDadosFipaServidorRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** fipa.dadosFipaServidor: one record of `objeto` (answer: record). */
export interface FipaDadosFipaServidorResponse {
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  nomeSocial?: string;
  /**
   * YYYY-MM-DD
   */
  dataNascimento?: string;
  sexo?: 'F' | 'M';
  estadoCivil?: string;
  nomeMae?: string;
  /**
   * Município/UF
   */
  naturalidade?: string;
  pisPasep?: string;
  /**
   * sigla - nome
   */
  instituicao: string;
  cargo: string;
  carreira?: string;
  nivel?: string;
  grau?: string;
  cargaHorariaSemanal?: number;
  /**
   * YYYY-MM-DD
   */
  dataAdmissao: string;
  /**
   * YYYY-MM-DD
   */
  dataExercicio?: string;
  formaIngresso?: string;
  regimeJuridico?: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  lotacaoAtual: string;
  municipioLotacao?: string;
  localExercicio?: string;
  /**
   * YYYY-MM-DD or '' (in activity)
   */
  dataDesligamento?: string;
  quantidadeLotacoes?: number;
  /**
   * 'N dias (X anos, Y meses e Z dias)' of effective service
   */
  tempoServico: string;
  diasNaoComputados?: number;
}
