/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** documento.upload: request (query or body, with path parameters). */
export interface DocumentoUploadRequest {
  /**
   * Número da pessoa (física, jurídica ou funcionário) dona do documento.
   */
  numeroPessoaFisJurFu: string;
  /**
   * Tipo do documento.
   */
  tipoDocumento: 'incluirCurador' | 'finalizarCurador' | 'recadastramento';
  /**
   * O arquivo: PDF, PNG ou JPEG de até 4 MB (4194304 bytes).
   */
  file: unknown;
}

/** documento.upload: one record of `objeto` (answer: record). */
export interface DocumentoUploadResponse {
  idDocumento: number;
  nomeArquivo: string;
  tipoConteudo: string;
  tamanho: number;
}

/** documento.listar: request (query or body, with path parameters). */
export interface DocumentoListarRequest {
  /**
   * Tipo do documento.
   */
  tipoDocumento?: 'incluirCurador' | 'finalizarCurador' | 'recadastramento';
  /**
   * Número da pessoa (física, jurídica ou funcionário).
   */
  numeroPessoaFisJurFu?: string;
}

/** documento.listar: one record of `objeto` (answer: page). */
export interface DocumentoListarResponse {
  idDocumento: number;
  tipoDocumento: string;
  numeroPessoaFisJurFu: string;
  nomeArquivo: string;
  tipoConteudo: string;
  tamanho: number;
  enviadoPor: string;
  enviadoEm: string;
}

/** documento.download: request (query or body, with path parameters). */
export interface DocumentoDownloadRequest {
  /**
   * Tipo do documento (deve ser o do documento).
   */
  tipoDocumento: 'incluirCurador' | 'finalizarCurador' | 'recadastramento';
  /**
   * Id do documento.
   */
  idDocumento: number;
}

/** documento.download: one record of `objeto` (answer: file). */
/**
 * The file (application/pdf, image/png or image/jpeg).
 */
export interface DocumentoDownloadResponse {}
