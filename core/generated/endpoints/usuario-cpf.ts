/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/** usuario.porCpf: request (query or body, with path parameters). */
export interface UsuarioPorCpfRequest {
  cpf: string;
}

/** usuario.porCpf: one record of `objeto` (answer: record). */
export interface UsuarioPorCpfResponse {
  /**
   * Digits only.
   */
  cpf: string;
  nome: string;
  nomeSocial: string | null;
  email: string;
  matricula: string;
  /**
   * 'SIGLA - Nome' of the user's home unit.
   */
  unidadeOrigem: string;
}
