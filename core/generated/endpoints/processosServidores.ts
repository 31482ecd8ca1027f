/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** processosServidores.assuntos: request (query or body, with path parameters). */
export interface ProcessosServidoresAssuntosRequest {}

/** processosServidores.assuntos: one record of `objeto` (answer: list). */
export interface ProcessosServidoresAssuntosResponse {
  codigo: number;
  descricao: string;
  quantidade: number;
}

/** processosServidores.complementos: request (query or body, with path parameters). */
export interface ProcessosServidoresComplementosRequest {
  codigoAssunto: number;
}

/** processosServidores.complementos: one record of `objeto` (answer: list). */
export interface ProcessosServidoresComplementosResponse {
  codigo: number;
  descricao: string;
  codigoAssunto: number;
}

/** processosServidores.processosPorOrgaoAssunto: request (query or body, with path parameters). */
export interface ProcessosServidoresProcessosPorOrgaoAssuntoRequest {
  /**
   * Institution code; one of another unit → 403.
   */
  orgaoEntidade?: string;
  codigoAssunto?: number;
}

/** processosServidores.processosPorOrgaoAssunto: one record of `objeto` (answer: list). */
export interface ProcessosServidoresProcessosPorOrgaoAssuntoResponse {
  orgaoEntidade: string;
  instituicao: string;
  codigoAssunto: number;
  assunto: string;
  quantidade: number;
}

/** processosServidor.detalhesProcessoTribunus: request (query or body, with path parameters). */
export interface ProcessosServidorDetalhesProcessoTribunusRequest {
  cpfServidor: string;
}

/** processosServidor.detalhesProcessoTribunus: one record of `objeto` (answer: list). */
export interface ProcessosServidorDetalhesProcessoTribunusResponse {
  numeroProcesso: string;
  tribunal: string;
  orgaoJulgador: string;
  fase: string;
  /**
   * Reais.
   */
  valorCausa: number;
  dataAjuizamento: string;
  ultimaMovimentacao: string;
  dataUltimaMovimentacao: string;
}
