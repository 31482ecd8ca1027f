/**
 * The one way a gateway handler changes data (DESIGN.md "Writing"). The catalogue router has
 * already validated the body with the endpoint's JSON Schema and checked the token's role
 * (resource); `write()` then runs the handler's change in ONE transaction together with:
 * - the unit check of the record (`w.sameUnit`): another unit's record is refused exactly like a
 *   missing one (code 4 'Registro não encontrado.' on the field that named it — gateway/lib/unit-scope.ts),
 *   nothing written; a unit the REQUEST claims (`w.ownUnit`) that is not the token's is 403;
 * - the version check of editable records (`w.version`): a stale version is code 4
 *   'O registro foi alterado por outro usuário…' and nothing is overwritten;
 * - the declared transition (`w.transition`, gateway/domain/transitions.ts): an illegal one is
 *   code 4 naming the current state;
 * - the audit row (`w.audit`): cpf, unit, time, endpoint, record id and the changed fields
 *   (old → new).
 * A refusal (`w.refuse`) throws, so the transaction rolls back whatever the handler did before it:
 * a failed check never leaves a half-written record.
 */
import type { Db } from '../db/types.ts';
import { step, type Machine } from './state-machine.ts';
import type { AccessClaims } from './access-token.ts';
import { type Answer, type Failure, badRequest, forbidden } from './envelope.ts';
import { inUnit } from './unit-scope.ts';

export const MSG_VERSAO_DESATUALIZADA =
  'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.';
export const MSG_OUTRA_UNIDADE = 'O registro não pertence à unidade do usuário.';
export const MSG_NAO_ENCONTRADO = 'Registro não encontrado.';

/** `{campo: {de, para}}` of the fields a change touched. */
export type Changes = Record<string, { de: unknown; para: unknown }>;

class Refusal extends Error {
  constructor(readonly answer: Failure) {
    super(answer.body.mensagem);
  }
}

export class Writer {
  constructor(
    readonly tx: Db,
    readonly auth: AccessClaims,
    readonly endpoint: string,
  ) {}

  /** Stops the write with this answer; everything done in the transaction is rolled back. */
  refuse(answer: Failure): never {
    throw new Refusal(answer);
  }

  /** Code 4 on one field. */
  invalid(campo: string, mensagem: string): never {
    this.refuse(badRequest([{ campo, mensagem }], mensagem));
  }

  /** The record must exist (code 4 otherwise: the caller named it, it is bad input). */
  found<T>(row: T | undefined, campo = 'id', mensagem = MSG_NAO_ENCONTRADO): T {
    if (row === undefined) this.invalid(campo, mensagem);
    return row;
  }

  /**
   * The record's unit must be the token's; another unit's record is refused with the very answer
   * `found(undefined, campo, mensagem)` gives a missing one (pass the same `campo` and `mensagem`).
   */
  sameUnit(unidade: string | number | null | undefined, campo = 'id', mensagem = MSG_NAO_ENCONTRADO): void {
    if (inUnit({ unidade }, (r) => r.unidade, this.auth) === undefined) this.invalid(campo, mensagem);
  }

  /** `found` and `sameUnit` in one: the record of the token's unit, or the one refusal for missing and another unit's. */
  foundInUnit<T>(
    row: T | undefined,
    unidadeDe: (r: T) => string | number | null | undefined,
    campo = 'id',
    mensagem = MSG_NAO_ENCONTRADO,
  ): T {
    const r = inUnit(row, unidadeDe, this.auth);
    if (r === undefined) this.invalid(campo, mensagem);
    return r;
  }

  /** A unit the REQUEST names (not a record's) must be the token's: 403, which reveals no record. */
  ownUnit(unidade: string): void {
    if (unidade !== this.auth.unidade) this.refuse(forbidden(MSG_OUTRA_UNIDADE));
  }

  /** The version the form loaded must still be the record's. */
  version(atual: number, enviada: unknown): void {
    if (Number(enviada) !== Number(atual)) this.invalid('versao', MSG_VERSAO_DESATUALIZADA);
  }

  /** The state `command` leads to from the record's current state, or a code-4 refusal. */
  transition(m: Machine, atual: string, command: string): string {
    const s = step(m, atual, command);
    if (!s.ok) this.invalid(m.field, s.mensagem);
    return s.to;
  }

  /** Writes the audit row of one record (skipped when nothing changed). */
  async audit(entidade: string, registroId: string | number, alteracoes: Changes): Promise<void> {
    if (Object.keys(alteracoes).length === 0) return;
    await insertAuditRow(this.tx, {
      cpf: this.auth.sub,
      unidade: this.auth.unidade,
      endpoint: this.endpoint,
      entidade,
      registroId,
      alteracoes,
    });
  }
}

export interface AuditRow {
  cpf: string;
  unidade: string;
  endpoint: string;
  entidade: string;
  registroId: string | number;
  alteracoes: Changes;
  /** When it happened (default now); the seed writes the history of its demo records. */
  em?: Date;
}

/** The one INSERT of an audit row (Writer.audit, and the seed's deterministic history). */
export async function insertAuditRow(db: Db, a: AuditRow): Promise<void> {
  await db.query(
    'INSERT INTO auditoria (cpf, unidade_codigo, endpoint, entidade, registro_id, alteracoes, em) VALUES ($1, $2, $3, $4, $5, $6::jsonb, coalesce($7::timestamptz, now()))',
    [a.cpf, a.unidade, a.endpoint, a.entidade, String(a.registroId), JSON.stringify(a.alteracoes), a.em ?? null],
  );
}

/** The fields whose value differs between `antes` and `depois` (arrays compared as sets of text). */
export function diff(antes: Record<string, unknown>, depois: Record<string, unknown>): Changes {
  const out: Changes = {};
  const norm = (v: unknown) =>
    Array.isArray(v) ? JSON.stringify([...v].map(String).sort()) : JSON.stringify(v ?? null);
  for (const [campo, para] of Object.entries(depois)) {
    const de = antes[campo] ?? null;
    if (norm(de) !== norm(para)) out[campo] = { de, para: para ?? null };
  }
  return out;
}

/** Runs `fn` as one transaction with its checks and audit rows; a refusal becomes its answer. */
export async function write<T>(
  db: Db,
  auth: AccessClaims,
  endpoint: string,
  fn: (w: Writer) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  try {
    return await db.transaction((tx) => fn(new Writer(tx, auth, endpoint)));
  } catch (e) {
    if (e instanceof Refusal) return e.answer;
    throw e;
  }
}
