/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** instituicao.daUnidadeCaptcha: request (query or body, with path parameters). */
export interface InstituicaoDaUnidadeCaptchaRequest {
  codigoUnidade: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** instituicao.daUnidadeCaptcha: one record of `objeto` (answer: list). */
export interface InstituicaoDaUnidadeCaptchaResponse {
  codigo: string;
  sigla: string;
  nome: string;
}
