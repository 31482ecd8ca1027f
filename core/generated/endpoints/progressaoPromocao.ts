/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** progressaoPromocao.instituicoes: request (query or body, with path parameters). */
export interface ProgressaoPromocaoInstituicoesRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
}

/** progressaoPromocao.instituicoes: one record of `objeto` (answer: list). */
export interface ProgressaoPromocaoInstituicoesResponse {
  codigo: string;
  descricao: string;
}

/** progressaoPromocao.regional: request (query or body, with path parameters). */
export interface ProgressaoPromocaoRegionalRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  orgaoEntidade?: string;
}

/** progressaoPromocao.regional: one record of `objeto` (answer: list). */
export interface ProgressaoPromocaoRegionalResponse {
  regional: string;
}

/** progressaoPromocao.listaProgressaoPromocao: request (query or body, with path parameters). */
export interface ProgressaoPromocaoListaProgressaoPromocaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * Institution code.
   */
  orgaoEntidade?: string;
  regional?: string;
  situacaoValidacao?: 'AGUARDANDO_VALIDACAO' | 'VALIDADA' | 'REPROVADA' | 'NAO_APTA' | 'REPROCESSAMENTO_SOLICITADO';
  tipo?: 'PROGRESSAO' | 'PROMOCAO';
  codigoCarreira?: string;
  cpf?: string;
  /**
   * Part of the name (case- and accent-insensitive).
   */
  nomeAproximado?: string;
}

/** progressaoPromocao.listaProgressaoPromocao: one record of `objeto` (answer: page). */
export interface ProgressaoPromocaoListaProgressaoPromocaoResponse {
  idGtProgressao: number;
  id: number;
  idGestaoProgressao: number;
  nome: string;
  cpf: string;
  masp: string;
  numeroFuncionario: string;
  /**
   * Sigla of the servant's institution.
   */
  instituicao: string;
  orgaoEntidade: string;
  regional: string;
  codigoCarreira: string;
  carreira: string;
  tipo: 'PROGRESSAO' | 'PROMOCAO';
  tipoDescricao: string;
  /**
   * Level-grade before ('II-C').
   */
  nivelGrauAnterior: string;
  nivelGrauNovo: string;
  /**
   * DD/MM/AAAA.
   */
  dataAquisicao: string;
  situacaoValidacao: 'AGUARDANDO_VALIDACAO' | 'VALIDADA' | 'REPROVADA' | 'NAO_APTA' | 'REPROCESSAMENTO_SOLICITADO';
  situacaoValidacaoDescricao: string;
  versao: number;
  /**
   * 'IV-C → V-A'.
   */
  movimento: string;
}

/** progressaoPromocao.detalhaProgressaoPromocaoServidor: request (query or body, with path parameters). */
export interface ProgressaoPromocaoDetalhaProgressaoPromocaoServidorRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.detalhaProgressaoPromocaoServidor: one record of `objeto` (answer: record). */
export interface ProgressaoPromocaoDetalhaProgressaoPromocaoServidorResponse {
  idGtProgressao: number;
  id: number;
  idGestaoProgressao: number;
  nome: string;
  cpf: string;
  masp: string;
  numeroFuncionario: string;
  /**
   * Sigla of the servant's institution.
   */
  instituicao: string;
  orgaoEntidade: string;
  regional: string;
  codigoCarreira: string;
  carreira: string;
  tipo: 'PROGRESSAO' | 'PROMOCAO';
  tipoDescricao: string;
  /**
   * Level-grade before ('II-C').
   */
  nivelGrauAnterior: string;
  nivelGrauNovo: string;
  /**
   * DD/MM/AAAA.
   */
  dataAquisicao: string;
  situacaoValidacao: 'AGUARDANDO_VALIDACAO' | 'VALIDADA' | 'REPROVADA' | 'NAO_APTA' | 'REPROCESSAMENTO_SOLICITADO';
  situacaoValidacaoDescricao: string;
  versao: number;
  cargo: string;
  grupoAtividade: string;
  /**
   * DD/MM/AAAA.
   */
  periodoInicio: string;
  /**
   * DD/MM/AAAA.
   */
  periodoFim: string;
  mediaAvaliacao: number | null;
  notaMinima: number;
  faltas: number;
  faltasMaximas: number;
  diasSuspensao: number;
  intersticioMeses: number;
  fundamento: string;
  /**
   * The computed pendencies, one per line ('Nenhuma' when apt).
   */
  pendencias: string;
  /**
   * DD/MM/AAAA HH:mm.
   */
  apuradaEm: string;
  motivosReprovacao: string;
  observacaoReprovacao: string;
  justificativaReprocessamento: string;
  atualizadoPor: string;
  atualizadoEm: string;
  /**
   * 'IV-C → V-A'.
   */
  movimento: string;
  /**
   * Nível antes da evolução.
   */
  nivelAnterior?: string;
  /**
   * Grau antes da evolução.
   */
  grauAnterior?: string;
  /**
   * Nível após a evolução.
   */
  nivelNovo?: string;
  /**
   * Grau após a evolução.
   */
  grauNovo?: string;
}

/** progressaoPromocao.reprovacao: request (query or body, with path parameters). */
export interface ProgressaoPromocaoReprovacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.reprovacao: one record of `objeto` (answer: list). */
export interface ProgressaoPromocaoReprovacaoResponse {
  origem: string;
  codigo: string;
  motivo: string;
}

/** progressaoPromocao.ausenciaServidor: request (query or body, with path parameters). */
export interface ProgressaoPromocaoAusenciaServidorRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.ausenciaServidor: one record of `objeto` (answer: page). */
export interface ProgressaoPromocaoAusenciaServidorResponse {
  sequencialAfastamento: number;
  codigoTipo: number;
  tipoAusencia: string;
  grupo: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA.
   */
  dataFim: string;
  dias: number;
  diasNoPeriodo: number;
  /**
   * 'Contagem de tempo' (table ausencia, from 2025) or 'Folha (histórico)'.
   */
  fonte: string;
}

/** progressaoPromocao.afastamentoServidor: request (query or body, with path parameters). */
export interface ProgressaoPromocaoAfastamentoServidorRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.afastamentoServidor: one record of `objeto` (answer: list). */
export interface ProgressaoPromocaoAfastamentoServidorResponse {
  sequencialAfastamento: number;
  codigoTipo: number;
  tipoAusencia: string;
  grupo: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA.
   */
  dataFim: string;
  dias: number;
  diasNoPeriodo: number;
  /**
   * 'Contagem de tempo' (table ausencia, from 2025) or 'Folha (histórico)'.
   */
  fonte: string;
  suspendeIntersticio: string;
}

/** progressaoPromocao.faltasConsolidadasServidor: request (query or body, with path parameters). */
export interface ProgressaoPromocaoFaltasConsolidadasServidorRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.faltasConsolidadasServidor: one record of `objeto` (answer: list). */
export interface ProgressaoPromocaoFaltasConsolidadasServidorResponse {
  tipoFalta: number;
  descricao: string;
  ocorrencias: number;
  dias: number;
  desqualificante: string;
}

/** progressaoPromocao.avaliacaoDesempenho: request (query or body, with path parameters). */
export interface ProgressaoPromocaoAvaliacaoDesempenhoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.avaliacaoDesempenho: one record of `objeto` (answer: page). */
export interface ProgressaoPromocaoAvaliacaoDesempenhoResponse {
  ano: number;
  nota: number;
  resultado: string;
  avaliador: string;
  /**
   * DD/MM/AAAA.
   */
  concluidaEm: string;
}

/** progressaoPromocao.historicoEvolucao: request (query or body, with path parameters). */
export interface ProgressaoPromocaoHistoricoEvolucaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.historicoEvolucao: one record of `objeto` (answer: page). */
export interface ProgressaoPromocaoHistoricoEvolucaoResponse {
  sequencial: number;
  tipo: string;
  nivel: string;
  grau: string;
  /**
   * DD/MM/AAAA.
   */
  dataInicio: string;
  /**
   * DD/MM/AAAA.
   */
  dataFim: string;
}

/** progressaoPromocao.detalhaPublicacao: request (query or body, with path parameters). */
export interface ProgressaoPromocaoDetalhaPublicacaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.detalhaPublicacao: one record of `objeto` (answer: record). */
export interface ProgressaoPromocaoDetalhaPublicacaoResponse {
  numeroPublicacao: string;
  /**
   * DD/MM/AAAA.
   */
  dataPublicacao: string;
  veiculo: string;
  texto: string;
}

/** progressaoPromocao.publicacoesComplementares: request (query or body, with path parameters). */
export interface ProgressaoPromocaoPublicacoesComplementaresRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
}

/** progressaoPromocao.publicacoesComplementares: one record of `objeto` (answer: page). */
export interface ProgressaoPromocaoPublicacoesComplementaresResponse {
  numeroPublicacao: string;
  /**
   * DD/MM/AAAA.
   */
  dataPublicacao: string;
  veiculo: string;
  texto: string;
}

/** progressaoPromocao.solicitaReprocessamento: request (query or body, with path parameters). */
export interface ProgressaoPromocaoSolicitaReprocessamentoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
  versao: number;
  /**
   * What was wrong and must be corrected.
   */
  justificativa: string;
}

/** progressaoPromocao.solicitaReprocessamento: one record of `objeto` (answer: record). */
export interface ProgressaoPromocaoSolicitaReprocessamentoResponse {
  idGestaoProgressao: number;
  situacaoValidacao: string;
}

/** progressaoPromocao.reprocessaProgressaoAposCorrecao: request (query or body, with path parameters). */
export interface ProgressaoPromocaoReprocessaProgressaoAposCorrecaoRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression (idGtProgressao of the list).
   */
  idGestaoProgressao: number;
  versao: number;
}

/** progressaoPromocao.reprocessaProgressaoAposCorrecao: one record of `objeto` (answer: record). */
export interface ProgressaoPromocaoReprocessaProgressaoAposCorrecaoResponse {
  idGestaoProgressao: number;
  situacaoValidacao: string;
}

/** progressaoPromocao.validarProgressaoServidor: request (query or body, with path parameters). */
export interface ProgressaoPromocaoValidarProgressaoServidorRequest {
  /**
   * The selected unit (every time-counting call carries it).
   */
  codigoUnidadeUsuarioLogado?: string;
  /**
   * The progression, or the list of the batch.
   */
  idsGestaoProgressao: number | [number, ...number[]];
  /**
   * The version of each progression, in the order of idsGestaoProgressao (one value for one progression).
   */
  versoes: number | [number, ...number[]];
  decisao: 'VALIDAR' | 'REPROVAR';
  /**
   * @maxItems 6
   */
  motivosReprovacao?:
    | []
    | ['AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO']
    | [
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO'
      ]
    | [
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO'
      ]
    | [
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO'
      ]
    | [
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO'
      ]
    | [
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO',
        'AVALIACAO_INSUFICIENTE' | 'FALTAS' | 'AFASTAMENTO' | 'INTERSTICIO' | 'PENALIDADE' | 'DOCUMENTACAO'
      ];
  observacao?: string;
}

/** progressaoPromocao.validarProgressaoServidor: one record of `objeto` (answer: record). */
export interface ProgressaoPromocaoValidarProgressaoServidorResponse {
  quantidade: number;
  situacaoValidacao: string;
}

/** relatorios.solicitaRelatorioConsultaProgressaoPromocao: request (query or body, with path parameters). */
export interface RelatoriosSolicitaRelatorioConsultaProgressaoPromocaoRequest {
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

/** relatorios.solicitaRelatorioConsultaProgressaoPromocao: one record of `objeto` (answer: record). */
export interface RelatoriosSolicitaRelatorioConsultaProgressaoPromocaoResponse {
  idRelatorio: number;
  statusGeracao: string;
}
