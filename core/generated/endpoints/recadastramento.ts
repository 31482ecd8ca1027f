/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** admissao.recadastramento: request (query or body, with path parameters). */
export interface AdmissaoRecadastramentoRequest {
  /**
   * CPF (com ou sem máscara).
   */
  cpf?: string;
  /**
   * Nome ou parte do nome (sem distinção de maiúsculas e acentos).
   */
  nome?: string;
  /**
   * INATIVO (servidor aposentado) ou PENSAO_ESPECIAL (beneficiário).
   */
  tipo?: 'INATIVO' | 'PENSAO_ESPECIAL';
  /**
   * Situação no ciclo atual.
   */
  situacaoRecadastramento?: 'EM_DIA' | 'PENDENTE';
  /**
   * Mês de aniversário (1 a 12).
   */
  mesAniversario?: number;
  /**
   * Código da instituição (da unidade).
   */
  orgaoEntidade?: string;
}

/** admissao.recadastramento: one record of `objeto` (answer: page). */
export interface AdmissaoRecadastramentoResponse {
  id: number;
  numeroPessoa: string;
  nome: string;
  cpf: string;
  dataNascimento: string;
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
  tipoDescricao: string;
  instituicao: string;
  mesAniversario: number;
  ultimoRecadastramento: string | null;
  situacaoRecadastramento: 'EM_DIA' | 'PENDENTE';
  situacaoRecadastramentoDescricao: string;
  celular: string | null;
  numeroPensaoEspecial: number | null;
  situacaoPagamento: string;
  situacaoCuratela: string;
  situacaoCuratelaDescricao: string;
}

/** recadastramento.situacaoBeneficiario: request (query or body, with path parameters). */
export interface RecadastramentoSituacaoBeneficiarioRequest {
  /**
   * CPF (com ou sem máscara).
   */
  cpf?: string;
  /**
   * Nome ou parte do nome (sem distinção de maiúsculas e acentos).
   */
  nome?: string;
  /**
   * INATIVO (servidor aposentado) ou PENSAO_ESPECIAL (beneficiário).
   */
  tipo?: 'INATIVO' | 'PENSAO_ESPECIAL';
  /**
   * Situação no ciclo atual.
   */
  situacaoRecadastramento?: 'EM_DIA' | 'PENDENTE';
  /**
   * Mês de aniversário (1 a 12).
   */
  mesAniversario?: number;
  /**
   * Código da instituição (da unidade).
   */
  orgaoEntidade?: string;
}

/** recadastramento.situacaoBeneficiario: one record of `objeto` (answer: page). */
export interface RecadastramentoSituacaoBeneficiarioResponse {
  id: number;
  numeroPessoa: string;
  nome: string;
  cpf: string;
  dataNascimento: string;
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
  tipoDescricao: string;
  instituicao: string;
  mesAniversario: number;
  ultimoRecadastramento: string | null;
  situacaoRecadastramento: 'EM_DIA' | 'PENDENTE';
  situacaoRecadastramentoDescricao: string;
  celular: string | null;
  numeroPensaoEspecial: number | null;
  situacaoPagamento: string;
  situacaoCuratela: string;
  situacaoCuratelaDescricao: string;
}

/** pessoaFisica.recadastramento: request (query or body, with path parameters). */
export interface PessoaFisicaRecadastramentoRequest {
  /**
   * Id do pensionista (pessoa do recadastramento).
   */
  id: number;
}

/** pessoaFisica.recadastramento: one record of `objeto` (answer: record). */
export interface PessoaFisicaRecadastramentoResponse {
  id: number;
  numeroPessoa: string;
  nome: string;
  cpf: string;
  dataNascimento: string;
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
  tipoDescricao: string;
  instituicao: string;
  mesAniversario?: number;
  ultimoRecadastramento?: string | null;
  situacaoRecadastramento: 'EM_DIA' | 'PENDENTE';
  situacaoRecadastramentoDescricao: string;
  celular?: string | null;
  numeroPensaoEspecial?: number | null;
  situacaoPagamento?: string;
  situacaoCuratela: string;
  situacaoCuratelaDescricao: string;
  sexo: string;
  telefone?: string;
  email?: string;
  cep?: string;
  logradouro?: string;
  numeroEndereco?: string;
  complemento?: string;
  bairro?: string;
  municipio?: string;
  uf?: string;
  especie?: string;
  instituidor?: string;
  parentesco?: string;
  cota?: number;
  inicioCiclo: string;
  dataRecadastramento: string;
  versao: number;
}

/** pensaoEspecial.dadosPensao: request (query or body, with path parameters). */
export interface PensaoEspecialDadosPensaoRequest {
  numeroPensaoEspecial: number;
}

/** pensaoEspecial.dadosPensao: one record of `objeto` (answer: record). */
export interface PensaoEspecialDadosPensaoResponse {
  numeroPensaoEspecial: number;
  especie: string;
  fundamentoLegal: string;
  dataConcessao: string;
  valor: number;
  situacao: string;
  instituidor: string;
  masp: string;
  instituicao: string;
  quantidadeBeneficiarios: number;
}

/** pensaoEspecial.beneficiarios: request (query or body, with path parameters). */
export interface PensaoEspecialBeneficiariosRequest {
  numeroPensaoEspecial: number;
}

/** pensaoEspecial.beneficiarios: one record of `objeto` (answer: page). */
export interface PensaoEspecialBeneficiariosResponse {
  id: number;
  nome: string;
  cpf: string;
  dataNascimento: string;
  parentesco: string;
  cota: number;
  ultimoRecadastramento: string | null;
  situacaoRecadastramento: string;
  situacaoRecadastramentoDescricao: string;
  /**
   * Código do tipo de beneficiário.
   */
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
  tipoDescricao: string;
  situacaoCuratela: 'SEM_CURADOR' | 'INICIADA' | 'FINALIZADA';
  situacaoCuratelaDescricao: string;
}

/** recadastramento.recadastrar: request (query or body, with path parameters). */
export interface RecadastramentoRecadastrarRequest {
  /**
   * Unidade do usuário logado.
   */
  codigoUnidadeSSC: string;
  /**
   * Id do pensionista (pessoa do recadastramento).
   */
  id: number;
  /**
   * Versão do registro carregado (uma versão antiga é recusada).
   */
  versao: number;
  /**
   * Data do recadastramento (ISO, midnight in Brasília: AAAA-MM-DDT00:00:00-03:00).
   */
  dataRecadastramento: string;
  /**
   * O documento: PDF, PNG ou JPEG de até 4 MB (4194304 bytes).
   */
  file: unknown;
  celular?: string;
  telefone?: string;
  email?: string;
  /**
   * CEP; o logradouro, o bairro, o município e a UF vêm da tabela de CEP.
   */
  cep: string;
  /**
   * Número do endereço.
   */
  numeroEndereco: string;
  complemento?: string;
}

/** recadastramento.recadastrar: one record of `objeto` (answer: record). */
export interface RecadastramentoRecadastrarResponse {
  idRecadastramento: number;
  idDocumento: number;
  id: number;
  dataRecadastramento: string;
  pagamentosLiberados: number;
  versao: number;
}

/** admissao.tutoria: request (query or body, with path parameters). */
export interface AdmissaoTutoriaRequest {
  /**
   * CPF (com ou sem máscara).
   */
  cpf?: string;
  /**
   * Nome ou parte do nome (sem distinção de maiúsculas e acentos).
   */
  nome?: string;
  situacaoCuratela?: 'SEM_CURADOR' | 'INICIADA' | 'FINALIZADA';
}

/** admissao.tutoria: one record of `objeto` (answer: page). */
export interface AdmissaoTutoriaResponse {
  id: number;
  nome: string;
  cpf: string;
  dataNascimento: string;
  tipoDescricao?: string;
  instituicao: string;
  situacaoCuratela: string;
  situacaoCuratelaDescricao?: string;
  curador?: string;
  tipoCuratela?: string;
  /**
   * Código do tipo de beneficiário (tipoDescricao é o rótulo).
   */
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
}

/** pessoaFisica.tutoria: request (query or body, with path parameters). */
export interface PessoaFisicaTutoriaRequest {
  /**
   * Id do pensionista (pessoa do recadastramento).
   */
  id: number;
}

/** pessoaFisica.tutoria: one record of `objeto` (answer: record). */
export interface PessoaFisicaTutoriaResponse {
  id: number;
  numeroPessoa: string;
  nome: string;
  cpf: string;
  dataNascimento: string;
  idade: number;
  tipoDescricao?: string;
  instituicao: string;
  situacaoCuratela: string;
  situacaoCuratelaDescricao?: string;
  idCuratela?: number;
  tipoCuratela?: string;
  tipoCuratelaDescricao?: string;
  curadorNome?: string;
  curadorCpf?: string;
  numeroProcesso?: string;
  dataInicio?: string;
  dataFim?: string;
  motivoFim?: string;
  versao: number;
  /**
   * Código do tipo de beneficiário (tipoDescricao é o rótulo).
   */
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
}

/** curatoriaTutoria.listaHistoricoCuratoriaTutoria: request (query or body, with path parameters). */
export interface CuratoriaTutoriaListaHistoricoCuratoriaTutoriaRequest {
  /**
   * Id do pensionista (pessoa do recadastramento).
   */
  idPessoa: number;
}

/** curatoriaTutoria.listaHistoricoCuratoriaTutoria: one record of `objeto` (answer: page). */
export interface CuratoriaTutoriaListaHistoricoCuratoriaTutoriaResponse {
  idCuratela?: number;
  tipoCuratela: string;
  tipoCuratelaDescricao?: string;
  curadorNome?: string;
  curadorCpf?: string;
  numeroProcesso?: string;
  dataInicio?: string;
  dataFim?: string;
  motivoFim?: string;
  situacao: string;
  situacaoDescricao?: string;
  idDocumentoInicio?: number;
  idDocumentoFim?: number;
}

/** recadastramentoCuratoriaTutoria.iniciar: request (query or body, with path parameters). */
export interface RecadastramentoCuratoriaTutoriaIniciarRequest {
  /**
   * Id do pensionista (pessoa do recadastramento).
   */
  id: number;
  /**
   * Versão do registro carregado (uma versão antiga é recusada).
   */
  versao: number;
  tipoCuratela: 'CURATELA' | 'TUTELA';
  curadorNome: string;
  /**
   * CPF (com ou sem máscara).
   */
  curadorCpf: string;
  /**
   * Número do processo judicial (CNJ, 20 dígitos).
   */
  numeroProcesso: string;
  /**
   * Data da decisão (ISO, midnight in Brasília: AAAA-MM-DDT00:00:00-03:00).
   */
  dataInicio: string;
  /**
   * O documento: PDF, PNG ou JPEG de até 4 MB (4194304 bytes).
   */
  file: unknown;
}

/** recadastramentoCuratoriaTutoria.iniciar: one record of `objeto` (answer: record). */
export interface RecadastramentoCuratoriaTutoriaIniciarResponse {
  idCuratela: number;
  idDocumento: number;
  situacaoCuratela: string;
  versao: number;
}

/** recadastramentoCuratoriaTutoria.finalizar: request (query or body, with path parameters). */
export interface RecadastramentoCuratoriaTutoriaFinalizarRequest {
  /**
   * Id do pensionista (pessoa do recadastramento).
   */
  id: number;
  /**
   * Versão do registro carregado (uma versão antiga é recusada).
   */
  versao: number;
  /**
   * Data da decisão que encerra (ISO, midnight in Brasília: AAAA-MM-DDT00:00:00-03:00).
   */
  dataFim: string;
  motivoFim: string;
  /**
   * O documento: PDF, PNG ou JPEG de até 4 MB (4194304 bytes).
   */
  file: unknown;
}

/** recadastramentoCuratoriaTutoria.finalizar: one record of `objeto` (answer: record). */
export interface RecadastramentoCuratoriaTutoriaFinalizarResponse {
  idCuratela: number;
  idDocumento: number;
  situacaoCuratela: string;
  versao: number;
}

/** relatorios.aniversariantesDoMesResumo: request (query or body, with path parameters). */
export interface RelatoriosAniversariantesDoMesResumoRequest {
  /**
   * Mês (1 a 12).
   */
  mes?: number;
}

/** relatorios.aniversariantesDoMesResumo: one record of `objeto` (answer: list). */
export interface RelatoriosAniversariantesDoMesResumoResponse {
  mes: number;
  mesNome: string;
  aniversariantes: number;
  noArquivo: number;
  celularInvalido: number;
  semCelular: number;
}

/** relatorios.aniversariantesDoMes: request (query or body, with path parameters). */
export interface RelatoriosAniversariantesDoMesRequest {
  /**
   * Mês (1 a 12).
   */
  mes: number;
}

/** relatorios.aniversariantesDoMes: one record of `objeto` (answer: file). */
export interface RelatoriosAniversariantesDoMesResponse {}

/** relatorios.recadastramentosRealizadosMG: request (query or body, with path parameters). */
export interface RelatoriosRecadastramentosRealizadosMGRequest {
  dataInicio?: string;
  dataFim?: string;
  /**
   * CPF (com ou sem máscara).
   */
  cpf?: string;
}

/** relatorios.recadastramentosRealizadosMG: one record of `objeto` (answer: page). */
export interface RelatoriosRecadastramentosRealizadosMGResponse {
  idRecadastramento: number;
  idPessoa: number;
  nome: string;
  cpf: string;
  tipoDescricao: string;
  data: string;
  origem: string;
  instituicao: string;
  /**
   * Código do tipo de beneficiário (tipoDescricao é o rótulo).
   */
  tipo: 'INATIVO' | 'PENSAO_ESPECIAL';
}

/** dadosFinanceiros.beneficiariosPagamentoSuspensoBloqueado: request (query or body, with path parameters). */
export interface DadosFinanceirosBeneficiariosPagamentoSuspensoBloqueadoRequest {
  /**
   * SUSPENSO (falta de recadastramento), BLOQUEADO ou TODOS.
   */
  tipoRelatorio: 'SUSPENSO' | 'BLOQUEADO' | 'TODOS';
}

/** dadosFinanceiros.beneficiariosPagamentoSuspensoBloqueado: one record of `objeto` (answer: page). */
export interface DadosFinanceirosBeneficiariosPagamentoSuspensoBloqueadoResponse {
  idPagamento: number;
  idPessoa: number;
  nome: string;
  cpf: string;
  tipo: 'SUSPENSO' | 'BLOQUEADO';
  tipoDescricao: string;
  motivo: string;
  anoMesSuspensao: number;
  dataSuspensao: string;
  dataLiberacao?: string;
  valor: number;
  instituicao: string;
}

/** dadosFinanceiros.beneficiariosPagamentoLiberado: request (query or body, with path parameters). */
export interface DadosFinanceirosBeneficiariosPagamentoLiberadoRequest {
  /**
   * SUSPENSO (falta de recadastramento), BLOQUEADO ou TODOS.
   */
  tipoRelatorio: 'SUSPENSO' | 'BLOQUEADO' | 'TODOS';
  dataInicio: string;
  dataFim: string;
}

/** dadosFinanceiros.beneficiariosPagamentoLiberado: one record of `objeto` (answer: page). */
export interface DadosFinanceirosBeneficiariosPagamentoLiberadoResponse {
  idPagamento: number;
  idPessoa: number;
  nome: string;
  cpf: string;
  tipo: 'SUSPENSO' | 'BLOQUEADO';
  tipoDescricao: string;
  motivo: string;
  anoMesSuspensao: number;
  dataSuspensao: string;
  dataLiberacao?: string;
  valor: number;
  instituicao: string;
}
