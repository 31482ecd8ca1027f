/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** usuario.foto: request (query or body, with path parameters). */
export interface UsuarioFotoRequest {
  cpf: string;
}

/** usuario.foto: one record of `objeto` (answer: file). */
/**
 * The image (image/svg+xml).
 */
export interface UsuarioFotoResponse {}
