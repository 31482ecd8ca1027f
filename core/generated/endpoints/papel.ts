/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** papel.listarPorUnidade: request (query or body, with path parameters). */
export interface PapelListarPorUnidadeRequest {
  codigoUnidade: string;
}

/** papel.listarPorUnidade: one record of `objeto` (answer: list). */
export interface PapelListarPorUnidadeResponse {
  codigo: string;
  nome: string;
}

/** papel.listarPorUnidadeCaptcha: request (query or body, with path parameters). */
export interface PapelListarPorUnidadeCaptchaRequest {
  codigoUnidade: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** papel.listarPorUnidadeCaptcha: one record of `objeto` (answer: list). */
export interface PapelListarPorUnidadeCaptchaResponse {
  codigo: string;
  nome: string;
}

/** papel.unidadesCaptcha: request (query or body, with path parameters). */
export interface PapelUnidadesCaptchaRequest {
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** papel.unidadesCaptcha: one record of `objeto` (answer: list). */
export interface PapelUnidadesCaptchaResponse {
  codigo: string;
  sigla: string;
  nome: string;
}
