/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** admissoes.listaServidores: request (query or body, with path parameters). */
export interface AdmissoesListaServidoresRequest {
  cpf?: string;
  nome?: string;
  masp?: string;
  numeroFuncionario?: string;
  orgaoEntidade?: string;
  nomeAproximado?: string;
  codigoSituacaoFuncional?: string;
  codigoSituacaoServidor?: string;
}

/** admissoes.listaServidores: one record of `objeto` (answer: page). */
export interface AdmissoesListaServidoresResponse {
  id: number;
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  instituicao: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  dataAdmissao: string;
}

/** admissoes.dadosPessoais: request (query or body, with path parameters). */
export interface AdmissoesDadosPessoaisRequest {
  id: string;
}

/** admissoes.dadosPessoais: one record of `objeto` (answer: record). */
export interface AdmissoesDadosPessoaisResponse {
  id: number;
  nome: string;
  nomeSocial?: string;
  cpf: string;
  masp: string;
  numeroFuncionario: string;
  dataNascimento: string;
  sexo: string;
  instituicao: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  dataAdmissao: string;
}

/** admissoes.dadosIdentificadores: request (query or body, with path parameters). */
export interface AdmissoesDadosIdentificadoresRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
}

/** admissoes.dadosIdentificadores: one record of `objeto` (answer: record). */
export interface AdmissoesDadosIdentificadoresResponse {
  numeroFuncionario: string;
  numeroPessoaFisicaJuridica: string;
  masp: string;
  cpf: string;
  nome: string;
  nomeSocial: string;
  dataNascimento: string;
  sexo: string;
  estadoCivil: string;
  nomeMae: string;
  nomePai: string;
  nacionalidade: string;
  naturalidade: string;
  ufNaturalidade: string;
  /**
   * Kind of naturalisation of a naturalised servant (a code of naturalizacao.tipos); null for a born Brazilian.
   */
  codigoTipoNaturalizacao: number | null;
  racaCor: string;
  pisPasep: string;
  instituicao: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  dataAdmissao: string;
}

/** admissoes.dadosAdmissoesServidores: request (query or body, with path parameters). */
export interface AdmissoesDadosAdmissoesServidoresRequest {
  /**
   * Número funcionário do servidor.
   */
  numeroFuncionario: string;
  /**
   * Detail tables default to 5 rows (spec §9).
   */
  size?: number;
}

/** admissoes.dadosAdmissoesServidores: one record of `objeto` (answer: page). */
export interface AdmissoesDadosAdmissoesServidoresResponse {
  sequencialAdmissao: number;
  numeroFuncionario: string;
  dataAdmissao: string;
  dataExercicio: string;
  formaIngresso: string;
  regimeJuridico: string;
  situacaoFuncional: string;
  cargo: string;
  dataDesligamento: string;
  motivoDesligamento: string;
}
