/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** captcha.gerar: request (query or body). */
export interface CaptchaGerarRequest {}

/** captcha.gerar: one item of `objeto`. */
export interface CaptchaGerarResponse {
  id?: string;
  imagem?: string;
  expiraEm?: string;
}
