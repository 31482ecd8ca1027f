/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** apuraGratificacao.detalhe: request (query or body, with path parameters). */
export interface ApuraGratificacaoDetalheRequest {
  id: number;
}

/** apuraGratificacao.detalhe: one record of `objeto` (answer: record). */
export interface ApuraGratificacaoDetalheResponse {
  id: number;
  numeroFuncionario: string;
  masp?: string;
  cpf?: string;
  nome?: string;
  instituicao?: string;
  ano: number;
  avos: number;
  /**
   * reais
   */
  remuneracaoBase?: number;
  valorBruto?: number;
  adiantamento?: number;
  saldo?: number;
  situacao?: 'APURADA' | 'PAGA' | 'REJEITADA';
  situacaoDescricao?: string;
  inicioExercicio?: string;
  fimExercicio?: string;
  pagoEm?: string;
  avosPagos?: number;
  valorPago?: number;
  motivoRejeicao?: string;
  apuradaEm?: string;
  versao: number;
  parametrosPagamento?: string;
  mesesSemAvo?: number;
}

/** apuraGratificacao.apurar: request (query or body, with path parameters). */
export interface ApuraGratificacaoApurarRequest {
  id: number;
}

/** apuraGratificacao.apurar: one record of `objeto` (answer: record). */
export interface ApuraGratificacaoApurarResponse {
  id: number;
  avosAntes: number;
  avos: number;
  acerto: string;
}

/** apuraGratificacao.apurarInstituicao: request (query or body, with path parameters). */
export interface ApuraGratificacaoApurarInstituicaoRequest {
  ano: number;
  orgaoEntidade: string;
}

/** apuraGratificacao.apurarInstituicao: one record of `objeto` (answer: record). */
export interface ApuraGratificacaoApurarInstituicaoResponse {
  id: number;
  total: number;
}

/** apuraGratificacao.tarefas: request (query or body, with path parameters). */
export interface ApuraGratificacaoTarefasRequest {
  ano?: number;
}

/** apuraGratificacao.tarefas: one record of `objeto` (answer: page). */
export interface ApuraGratificacaoTarefasResponse {
  id: number;
  instituicao?: string;
  ano?: number;
  status: 'PENDENTE' | 'PROCESSANDO' | 'CONCLUIDO' | 'ERRO';
  progresso?: string;
  percentual?: number;
  processados?: number;
  total?: number;
  alterados?: number;
  solicitadoPor?: string;
  criadoEm?: string;
  concluidoEm?: string;
  mensagemErro?: string;
}
