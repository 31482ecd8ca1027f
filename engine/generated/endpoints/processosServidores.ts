/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** processosServidores.assuntos: request (query or body). */
export interface ProcessosServidoresAssuntosRequest {}

/** processosServidores.assuntos: one item of `objeto`. */
export interface ProcessosServidoresAssuntosResponse {
  codigo: number;
  descricao: string;
  quantidade: number;
}

/** processosServidores.complementos: request (query or body). */
export interface ProcessosServidoresComplementosRequest {
  codigoAssunto: number;
}

/** processosServidores.complementos: one item of `objeto`. */
export interface ProcessosServidoresComplementosResponse {
  codigo: number;
  descricao: string;
  codigoAssunto: number;
}

/** processosServidores.processosPorOrgaoAssunto: request (query or body). */
export interface ProcessosServidoresProcessosPorOrgaoAssuntoRequest {
  /**
   * Institution code; one of another unit → 403.
   */
  orgaoEntidade?: string;
  codigoAssunto?: number;
}

/** processosServidores.processosPorOrgaoAssunto: one item of `objeto`. */
export interface ProcessosServidoresProcessosPorOrgaoAssuntoResponse {
  orgaoEntidade: string;
  instituicao: string;
  codigoAssunto: number;
  assunto: string;
  quantidade: number;
}

/** processosServidor.detalhesProcessoTribunus: request (query or body). */
export interface ProcessosServidorDetalhesProcessoTribunusRequest {
  cpfServidor: string;
}

/** processosServidor.detalhesProcessoTribunus: one item of `objeto`. */
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
