/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** captcha.gerar: request (query or body, with path parameters). */
export interface CaptchaGerarRequest {}

/** captcha.gerar: one record of `objeto` (answer: record). */
export interface CaptchaGerarResponse {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}
