/**
 * The unit scope of a record (docs/SECURITY.md, "Authorisation"). A record that
 * exists but belongs to ANOTHER unit answers exactly like a record that does not exist — same HTTP
 * status, same `codigoMensagem`, same `mensagem`, same `listaCriticas` — so no caller can learn
 * whether an id, CPF or número funcionário exists elsewhere:
 * - reads answer code 2 (no result; an empty page on paged endpoints): `missingRecord`;
 * - writes answer the refusal a missing id gets, code 4 on the field that named it
 *   ('Registro não encontrado.' or the handler's own not-found message): `Writer.found`/`sameUnit`.
 * A REQUEST that claims a unit that is not the token's (`codigoUnidadeUsuarioLogado`, a unit the
 * portal fills from the session, an institution outside the token's unit) still answers 403: it
 * tells nothing about any record.
 */
import type { AccessClaims } from './access-token.ts';
import { type Failure, noResult, paginacao } from './envelope.ts';

/** A unit the REQUEST names (a session-filled value, a unit parameter) that is not the token's: 403 with this. */
export const MSG_UNIDADE_OUTRA = 'A unidade informada não é a unidade do usuário.';

/** The record when it exists and is of the token's unit; `undefined` when it is missing OR another unit's. */
export function inUnit<T>(
  row: T | null | undefined,
  unitOf: (r: T) => string | number | null | undefined,
  auth: Pick<AccessClaims, 'unidade'> | undefined,
): T | undefined {
  if (row == null || auth == null) return undefined;
  const u = unitOf(row);
  return u != null && String(u) === auth.unidade ? row : undefined;
}

/** The one read answer for a record that is missing or another unit's: code 2, with an empty page on paged endpoints. */
export function missingRecord(paging?: { page: number; size: number }): Failure {
  return noResult(paging ? paginacao(paging.page, paging.size, 0) : undefined);
}
