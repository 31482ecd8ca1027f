/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** gitlab.projetos: request (query or body, with path parameters). */
export interface GitlabProjetosRequest {}

/** gitlab.projetos: one record of `objeto` (answer: list). */
export interface GitlabProjetosResponse {
  id: number;
  nome: string;
  descricao?: string;
  /**
   * Tag of the newest release ('v0.5.0').
   */
  versaoAtual: string;
}

/** gitlab.releases: request (query or body, with path parameters). */
export type Projeto = number;

export interface GitlabReleasesRequest {
  id: Projeto;
}

/** gitlab.releases: one record of `objeto` (answer: page). */
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

/** gitlab.detalhes: request (query or body, with path parameters). */
export interface GitlabDetalhesRequest {
  id: number;
  tagName: string;
}

/** gitlab.detalhes: one record of `objeto` (answer: record). */
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
