/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** dirigenteMaximo.instituicoes: request (query or body, with path parameters). */
export interface DirigenteMaximoInstituicoesRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** dirigenteMaximo.instituicoes: one record of `objeto` (answer: list). */
export interface DirigenteMaximoInstituicoesResponse {
  codigo: string;
  descricao: string;
}

/** dirigenteMaximo.cargos: request (query or body, with path parameters). */
export interface DirigenteMaximoCargosRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** dirigenteMaximo.cargos: one record of `objeto` (answer: list). */
export interface DirigenteMaximoCargosResponse {
  /**
   * Position (dirigenteMaximo.cargos).
   */
  codigo:
    | 'SECRETARIO_ESTADO'
    | 'SECRETARIO_ADJUNTO'
    | 'PRESIDENTE'
    | 'VICE_PRESIDENTE'
    | 'DIRETOR_GERAL'
    | 'REITOR'
    | 'COMANDANTE_GERAL'
    | 'ADVOGADO_GERAL'
    | 'CONTROLADOR_GERAL';
  descricao: string;
}

/** dirigenteMaximo.listaDirigenteMaximo: request (query or body, with path parameters). */
export interface DirigenteMaximoListaDirigenteMaximoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Code of an institution of the unit.
   */
  codigoInstituicao?: string;
  nome?: string;
  /**
   * CPF of the servant (11 digits).
   */
  cpfDirigenteMaximo?: string;
  /**
   * Position (dirigenteMaximo.cargos).
   */
  codigoCargo?:
    | 'SECRETARIO_ESTADO'
    | 'SECRETARIO_ADJUNTO'
    | 'PRESIDENTE'
    | 'VICE_PRESIDENTE'
    | 'DIRETOR_GERAL'
    | 'REITOR'
    | 'COMANDANTE_GERAL'
    | 'ADVOGADO_GERAL'
    | 'CONTROLADOR_GERAL';
  situacao?: 'ATIVO' | 'BLOQUEADO';
}

/** dirigenteMaximo.listaDirigenteMaximo: one record of `objeto` (answer: page). */
export interface DirigenteMaximoListaDirigenteMaximoResponse {
  idDirigenteMaximo: number;
  cpfDirigenteMaximo: string;
  nome: string;
  masp: string;
  numeroFuncionario: string;
  codigoInstituicao: string;
  /**
   * sigla - nome
   */
  instituicao: string;
  /**
   * Position (dirigenteMaximo.cargos).
   */
  codigoCargo:
    | 'SECRETARIO_ESTADO'
    | 'SECRETARIO_ADJUNTO'
    | 'PRESIDENTE'
    | 'VICE_PRESIDENTE'
    | 'DIRETOR_GERAL'
    | 'REITOR'
    | 'COMANDANTE_GERAL'
    | 'ADVOGADO_GERAL'
    | 'CONTROLADOR_GERAL';
  /**
   * Position's name
   */
  cargo: string;
  /**
   * DD/MM/AAAA
   */
  dataInicio: string;
  atoNomeacao: string;
  situacao: 'ATIVO' | 'BLOQUEADO';
  situacaoDescricao: 'Ativo' | 'Bloqueado';
  possuiDocumento: 'S' | 'N';
  versao: number;
}

/** dirigenteMaximo.buscarCpf: request (query or body, with path parameters). */
export interface DirigenteMaximoBuscarCpfRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * CPF of the servant (11 digits).
   */
  cpfDirigenteMaximo: string;
}

/** dirigenteMaximo.buscarCpf: one record of `objeto` (answer: record). */
export interface DirigenteMaximoBuscarCpfResponse {
  cpfDirigenteMaximo: string;
  nome: string;
  masp: string;
  numeroFuncionario: string;
  cargoEfetivo: string;
  codigoInstituicao: string;
  instituicaoServidor: string;
  situacaoServidor: string;
  /**
   * DD/MM/AAAA
   */
  dataAdmissao: string;
  /**
   * 'sigla - nome' of the institution they head, or ''
   */
  dirigenteDe: string;
}

/** dirigenteMaximo.buscaDirigenteMaximoEdicao: request (query or body, with path parameters). */
export interface DirigenteMaximoBuscaDirigenteMaximoEdicaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the supreme official.
   */
  idDirigenteMaximo: number;
}

/** dirigenteMaximo.buscaDirigenteMaximoEdicao: one record of `objeto` (answer: record). */
export interface DirigenteMaximoBuscaDirigenteMaximoEdicaoResponse {
  idDirigenteMaximo: number;
  cpfDirigenteMaximo: string;
  nome: string;
  masp: string;
  numeroFuncionario: string;
  codigoInstituicao: string;
  /**
   * sigla - nome
   */
  instituicao: string;
  /**
   * Position (dirigenteMaximo.cargos).
   */
  codigoCargo:
    | 'SECRETARIO_ESTADO'
    | 'SECRETARIO_ADJUNTO'
    | 'PRESIDENTE'
    | 'VICE_PRESIDENTE'
    | 'DIRETOR_GERAL'
    | 'REITOR'
    | 'COMANDANTE_GERAL'
    | 'ADVOGADO_GERAL'
    | 'CONTROLADOR_GERAL';
  /**
   * Position's name
   */
  cargo: string;
  /**
   * DD/MM/AAAA
   */
  dataInicio: string;
  atoNomeacao: string;
  situacao: 'ATIVO' | 'BLOQUEADO';
  situacaoDescricao: 'Ativo' | 'Bloqueado';
  possuiDocumento: 'S' | 'N';
  versao: number;
  motivo: string;
  criadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília)
   */
  criadoEm: string;
  atualizadoPor: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília)
   */
  atualizadoEm: string;
  idDocumento: number;
  nomeArquivo: string;
  /**
   * DD/MM/AAAA HH:mm (Brasília) or ''
   */
  documentoEnviadoEm: string;
}

/** dirigenteMaximo.downloadArquivo: request (query or body, with path parameters). */
export interface DirigenteMaximoDownloadArquivoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the supreme official.
   */
  idDirigenteMaximo: number;
}

/** dirigenteMaximo.downloadArquivo: one record of `objeto` (answer: file). */
export interface DirigenteMaximoDownloadArquivoResponse {}

/** dirigenteMaximo.incluirDirigenteMaximo: request (query or body, with path parameters). */
export interface DirigenteMaximoIncluirDirigenteMaximoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * CPF of the servant (11 digits).
   */
  cpfDirigenteMaximo: string;
  /**
   * Code of an institution of the unit.
   */
  codigoInstituicao: string;
  /**
   * Position (dirigenteMaximo.cargos).
   */
  codigoCargo:
    | 'SECRETARIO_ESTADO'
    | 'SECRETARIO_ADJUNTO'
    | 'PRESIDENTE'
    | 'VICE_PRESIDENTE'
    | 'DIRETOR_GERAL'
    | 'REITOR'
    | 'COMANDANTE_GERAL'
    | 'ADVOGADO_GERAL'
    | 'CONTROLADOR_GERAL';
  /**
   * Start in office, ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00: not in the future, not before the servant's admission.
   */
  dataInicio: string;
  /**
   * Act of appointment (e.g. 'Decreto NE nº 123/2025').
   */
  atoNomeacao: string;
}

/** dirigenteMaximo.incluirDirigenteMaximo: one record of `objeto` (answer: record). */
export interface DirigenteMaximoIncluirDirigenteMaximoResponse {
  idDirigenteMaximo: number;
}

/** dirigenteMaximo.editarDirigenteMaximo: request (query or body, with path parameters). */
export interface DirigenteMaximoEditarDirigenteMaximoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the supreme official.
   */
  idDirigenteMaximo: number;
  /**
   * Position (dirigenteMaximo.cargos).
   */
  codigoCargo:
    | 'SECRETARIO_ESTADO'
    | 'SECRETARIO_ADJUNTO'
    | 'PRESIDENTE'
    | 'VICE_PRESIDENTE'
    | 'DIRETOR_GERAL'
    | 'REITOR'
    | 'COMANDANTE_GERAL'
    | 'ADVOGADO_GERAL'
    | 'CONTROLADOR_GERAL';
  /**
   * Start in office, ISO at midnight in Brasília, AAAA-MM-DDT00:00:00-03:00: not in the future, not before the servant's admission.
   */
  dataInicio: string;
  /**
   * Act of appointment (e.g. 'Decreto NE nº 123/2025').
   */
  atoNomeacao: string;
  /**
   * Version the screen loaded (a stale one is refused).
   */
  versao: number;
}

/** dirigenteMaximo.editarDirigenteMaximo: one record of `objeto` (answer: record). */
export interface DirigenteMaximoEditarDirigenteMaximoResponse {
  idDirigenteMaximo: number;
  versao: number;
}

/** dirigenteMaximo.bloqueio: request (query or body, with path parameters). */
export interface DirigenteMaximoBloqueioRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the supreme official.
   */
  idDirigenteMaximo: number;
  /**
   * Reason, 10–500 characters.
   */
  motivo: string;
  /**
   * Version the screen loaded (a stale one is refused).
   */
  versao: number;
}

/** dirigenteMaximo.bloqueio: one record of `objeto` (answer: record). */
export interface DirigenteMaximoBloqueioResponse {
  idDirigenteMaximo: number;
  situacao: 'ATIVO' | 'BLOQUEADO';
  versao: number;
}

/** dirigenteMaximo.desbloqueio: request (query or body, with path parameters). */
export interface DirigenteMaximoDesbloqueioRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Id of the supreme official.
   */
  idDirigenteMaximo: number;
  /**
   * Reason, 10–500 characters.
   */
  motivo: string;
  /**
   * Version the screen loaded (a stale one is refused).
   */
  versao: number;
}

/** dirigenteMaximo.desbloqueio: one record of `objeto` (answer: record). */
export interface DirigenteMaximoDesbloqueioResponse {
  idDirigenteMaximo: number;
  situacao: 'ATIVO' | 'BLOQUEADO';
  versao: number;
}

/** dirigenteMaximo.salvarDocumento: request (query or body, with path parameters). */
export interface DirigenteMaximoSalvarDocumentoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The file: PDF, PNG or JPEG up to 4 MB.
   */
  file: unknown;
  /**
   * The document model: the include-supreme-official model.
   */
  modelo: 'INCLUIR_DIRIGENTE_MAXIMO';
  /**
   * CPF of the servant (11 digits).
   */
  cpfDirigenteMaximo: string;
}

/** dirigenteMaximo.salvarDocumento: one record of `objeto` (answer: record). */
export interface DirigenteMaximoSalvarDocumentoResponse {
  idDirigenteMaximo: number;
  idDocumento: number;
  nomeArquivo: string;
  tipoConteudo?: string;
  tamanho?: number;
}
