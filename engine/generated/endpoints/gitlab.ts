/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** gitlab.projetos: request (query or body). */
export interface GitlabProjetosRequest {}

/** gitlab.projetos: one item of `objeto`. */
export interface GitlabProjetosResponse {
  id: number;
  nome: string;
  descricao?: string;
  /**
   * Tag of the newest release ('v0.5.0').
   */
  versaoAtual: string;
}

/** gitlab.releases: request (query or body). */
export type Projeto = number;

export interface GitlabReleasesRequest {
  id: Projeto;
}

/** gitlab.releases: one item of `objeto`. */
export interface GitlabReleasesResponse {
  /**
   * The release's own id: its tag (the grid's row id).
   */
  id: string;
  /**
   * The project.
   */
  projetoId: number;
  tagName: string;
  nome: string;
  /**
   * Release date, DD/MM/AAAA.
   */
  data: string;
  /**
   * The first item of its notes, as plain text.
   */
  resumo?: string;
}

/** gitlab.detalhes: request (query or body). */
export interface GitlabDetalhesRequest {
  id: number;
  tagName: string;
}

/** gitlab.detalhes: one item of `objeto`. */
export interface GitlabDetalhesResponse {
  id: number;
  tagName: string;
  nome: string;
  /**
   * Release date, DD/MM/AAAA.
   */
  data: string;
  projeto?: string;
  /**
   * The release notes, sanitised HTML.
   */
  notas: string;
}
