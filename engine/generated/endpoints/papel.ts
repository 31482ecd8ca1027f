/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** papel.listarPorUnidade: request (query or body). */
export interface PapelListarPorUnidadeRequest {
  codigoUnidade: string;
}

/** papel.listarPorUnidade: one item of `objeto`. */
export interface PapelListarPorUnidadeResponse {
  codigo?: string;
  nome?: string;
}

/** papel.listarPorUnidadeCaptcha: request (query or body). */
export interface PapelListarPorUnidadeCaptchaRequest {
  codigoUnidade: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** papel.listarPorUnidadeCaptcha: one item of `objeto`. */
export interface PapelListarPorUnidadeCaptchaResponse {
  codigo?: string;
  nome?: string;
}

/** papel.unidadesCaptcha: request (query or body). */
export interface PapelUnidadesCaptchaRequest {
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** papel.unidadesCaptcha: one item of `objeto`. */
export interface PapelUnidadesCaptchaResponse {
  codigo?: string;
  sigla?: string;
  nome?: string;
}
