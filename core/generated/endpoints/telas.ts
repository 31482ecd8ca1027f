/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** telas.listaVersoes: request (query or body, with path parameters). */
export interface TelasListaVersoesRequest {
  /**
   * The screen document's id.
   */
  telaId?: string;
  situacao?: 'RASCUNHO' | 'EM_REVISAO' | 'PUBLICADA' | 'RETIRADA';
}

/** telas.listaVersoes: one record of `objeto` (answer: page). */
export interface TelasListaVersoesResponse {
  id: number;
  telaId: string;
  /**
   * 1, 2, 3 … per screen, in the order the versions were created.
   */
  numero: number;
  /**
   * The document's title ('' when it has none).
   */
  titulo: string;
  situacao: 'RASCUNHO' | 'EM_REVISAO' | 'PUBLICADA' | 'RETIRADA';
  situacaoDescricao: string;
  /**
   * Name of who created the version.
   */
  autor: string;
  /**
   * DD/MM/AAAA HH:MM (Brasília).
   */
  criadoEm: string;
  /**
   * Name of who last changed it (saved, submitted, published, returned, withdrew).
   */
  atualizadoPor: string;
  /**
   * DD/MM/AAAA HH:MM (Brasília).
   */
  atualizadoEm: string;
  /**
   * Why an administrator returned it; '' when it was not returned.
   */
  motivoDevolucao: string;
  /**
   * The number of the version a restoration copied; absent otherwise.
   */
  restauradaDe?: number;
  versao: number;
}

/** telas.detalheVersao: request (query or body, with path parameters). */
export interface TelasDetalheVersaoRequest {
  /**
   * The version's id.
   */
  id: number;
}

/** telas.detalheVersao: one record of `objeto` (answer: record). */
export interface TelasDetalheVersaoResponse {
  id: number;
  telaId: string;
  /**
   * 1, 2, 3 … per screen, in the order the versions were created.
   */
  numero: number;
  /**
   * The document's title ('' when it has none).
   */
  titulo: string;
  situacao: 'RASCUNHO' | 'EM_REVISAO' | 'PUBLICADA' | 'RETIRADA';
  situacaoDescricao: string;
  /**
   * Name of who created the version.
   */
  autor: string;
  /**
   * DD/MM/AAAA HH:MM (Brasília).
   */
  criadoEm: string;
  /**
   * Name of who last changed it (saved, submitted, published, returned, withdrew).
   */
  atualizadoPor: string;
  /**
   * DD/MM/AAAA HH:MM (Brasília).
   */
  atualizadoEm: string;
  /**
   * Why an administrator returned it; '' when it was not returned.
   */
  motivoDevolucao: string;
  /**
   * The number of the version a restoration copied; absent otherwise.
   */
  restauradaDe?: number;
  versao: number;
  /**
   * The screen document as saved (its properties in the order its author gave them).
   */
  documento: {};
}

/** telas.telasPublicadas: request (query or body, with path parameters). */
export interface TelasTelasPublicadasRequest {}

/** telas.telasPublicadas: one record of `objeto` (answer: list). */
export interface TelasTelasPublicadasResponse {
  telaId: string;
  numero: number;
  /**
   * The published screen document.
   */
  documento: {};
}

/** telas.incluirRascunho: request (query or body, with path parameters). */
export interface TelasIncluirRascunhoRequest {
  /**
   * The screen document (schemas/screen.schema.json); its id names the screen the version belongs to.
   */
  documento: {
    /**
     * The screen document's id.
     */
    id: string;
  };
}

/** telas.incluirRascunho: one record of `objeto` (answer: record). */
export interface TelasIncluirRascunhoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}

/** telas.editarRascunho: request (query or body, with path parameters). */
export interface TelasEditarRascunhoRequest {
  /**
   * The version's id.
   */
  id: number;
  /**
   * The version's row version as read (a stale one → code 4).
   */
  versao: number;
  /**
   * The screen document (schemas/screen.schema.json); its id names the screen the version belongs to.
   */
  documento: {
    /**
     * The screen document's id.
     */
    id: string;
  };
}

/** telas.editarRascunho: one record of `objeto` (answer: record). */
export interface TelasEditarRascunhoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}

/** telas.submeterVersao: request (query or body, with path parameters). */
export interface TelasSubmeterVersaoRequest {
  /**
   * The version's id.
   */
  id: number;
  /**
   * The version's row version as read (a stale one → code 4).
   */
  versao: number;
}

/** telas.submeterVersao: one record of `objeto` (answer: record). */
export interface TelasSubmeterVersaoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}

/** telas.publicarVersao: request (query or body, with path parameters). */
export interface TelasPublicarVersaoRequest {
  /**
   * The version's id.
   */
  id: number;
  /**
   * The version's row version as read (a stale one → code 4).
   */
  versao: number;
}

/** telas.publicarVersao: one record of `objeto` (answer: record). */
export interface TelasPublicarVersaoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}

/** telas.devolverVersao: request (query or body, with path parameters). */
export interface TelasDevolverVersaoRequest {
  /**
   * The version's id.
   */
  id: number;
  /**
   * The version's row version as read (a stale one → code 4).
   */
  versao: number;
  /**
   * Why it goes back to its author.
   */
  motivo: string;
}

/** telas.devolverVersao: one record of `objeto` (answer: record). */
export interface TelasDevolverVersaoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}

/** telas.retirarVersao: request (query or body, with path parameters). */
export interface TelasRetirarVersaoRequest {
  /**
   * The version's id.
   */
  id: number;
  /**
   * The version's row version as read (a stale one → code 4).
   */
  versao: number;
}

/** telas.retirarVersao: one record of `objeto` (answer: record). */
export interface TelasRetirarVersaoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}

/** telas.restaurarVersao: request (query or body, with path parameters). */
export interface TelasRestaurarVersaoRequest {
  /**
   * The version's id.
   */
  id: number;
  /**
   * The version's row version as read (a stale one → code 4).
   */
  versao: number;
}

/** telas.restaurarVersao: one record of `objeto` (answer: record). */
export interface TelasRestaurarVersaoResponse {
  id: number;
  numero: number;
  /**
   * RASCUNHO, EM_REVISAO, PUBLICADA or RETIRADA after the write.
   */
  situacao: string;
  versao: number;
}
