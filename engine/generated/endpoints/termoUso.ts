/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** termoUso.ultimoAceito: request (query or body). */
export interface TermoUsoUltimoAceitoRequest {}

/** termoUso.ultimoAceito: one item of `objeto`. */
export interface TermoUsoUltimoAceitoResponse {
  cpf?: string;
  versao?: string;
  dataAceite?: string;
}

/** termoUso.aceitar: request (query or body). */
export interface TermoUsoAceitarRequest {
  versao: string;
}

/** termoUso.aceitar: one item of `objeto`. */
export interface TermoUsoAceitarResponse {
  cpf?: string;
  versao?: string;
  dataAceite?: string;
}

/** termoUso.ultimoAceitoCaptcha: request (query or body). */
export interface TermoUsoUltimoAceitoCaptchaRequest {
  cpf: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** termoUso.ultimoAceitoCaptcha: one item of `objeto`. */
export interface TermoUsoUltimoAceitoCaptchaResponse {
  cpf?: string;
  versao?: string;
  dataAceite?: string;
}

/** termoUso.aceitarCaptcha: request (query or body). */
export interface TermoUsoAceitarCaptchaRequest {
  cpf: string;
  versao: string;
  /**
   * ALTCHA token: the solved challenge of GET /captcha/v1 (base64url JSON {challenge, solution}); accepted once.
   */
  captcha: string;
}

/** termoUso.aceitarCaptcha: one item of `objeto`. */
export interface TermoUsoAceitarCaptchaResponse {
  cpf?: string;
  versao?: string;
  dataAceite?: string;
}
