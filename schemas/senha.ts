/**
 * The password rule of the self-service access request ('Solicitações de cadastros'), shared by
 * the page (message under the field) and the gateway handler (code 4), so both accept exactly the
 * same passwords and say the same thing.
 *
 * The rule is checked in code rather than as a catalogue `pattern` because the shared JSON Schema
 * messages (schemas/formats.ts `keywordMessage`) only have a generic text for patterns ('Valor em
 * formato inválido.'), which would not tell the visitor what a valid password is.
 */

/**
 * 8 to 72 characters with at least one letter and one digit. 72 is the usual ceiling of password
 * hashes (bcrypt's input limit) and keeps the scrypt work per request bounded.
 */
export const SENHA_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9]).{8,72}$';
export const MSG_SENHA_FRACA = 'A senha deve ter ao menos 8 caracteres, com letras e números.';
export const MSG_SENHAS_DIFERENTES = 'As senhas não conferem.';

const SENHA_RE = new RegExp(SENHA_PATTERN, 's');

export const isSenhaValida = (value: unknown): value is string => typeof value === 'string' && SENHA_RE.test(value);
