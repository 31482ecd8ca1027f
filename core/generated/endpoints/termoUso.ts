/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** termoUso.ultimoAceito: request (query or body, with path parameters). */
export interface TermoUsoUltimoAceitoRequest {}

/** termoUso.ultimoAceito: one record of `objeto` (answer: record). */
export interface TermoUsoUltimoAceitoResponse {
  cpf: string;
  versao: string;
  dataAceite: string;
}

/** termoUso.aceitar: request (query or body, with path parameters). */
export interface TermoUsoAceitarRequest {
  versao: string;
}

/** termoUso.aceitar: one record of `objeto` (answer: record). */
export interface TermoUsoAceitarResponse {
  cpf: string;
  versao: string;
  dataAceite: string;
}

/** termoUso.ultimoAceitoCaptcha: request (query or body, with path parameters). */
export interface TermoUsoUltimoAceitoCaptchaRequest {
  cpf: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** termoUso.ultimoAceitoCaptcha: one record of `objeto` (answer: record). */
export interface TermoUsoUltimoAceitoCaptchaResponse {
  cpf: string;
  versao: string;
  dataAceite: string;
}

/** termoUso.aceitarCaptcha: request (query or body, with path parameters). */
export interface TermoUsoAceitarCaptchaRequest {
  cpf: string;
  versao: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** termoUso.aceitarCaptcha: one record of `objeto` (answer: record). */
export interface TermoUsoAceitarCaptchaResponse {
  cpf: string;
  versao: string;
  dataAceite: string;
}
