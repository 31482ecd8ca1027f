/**
 * A declared write in progress (gateway/routes/declared-write.ts runs it): the locked record, the
 * command applied, the fields the handler's rule changed — and, at the end, the state, the next
 * version and the audit row written for them.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import type { Entity, LockedRecord, RecordKey } from '../domain/entities.ts';
import type { Changes, Writer } from '../lib/write.ts';

export type WriteDeclaration = NonNullable<CatalogueEndpoint['write']>;

/** The record's key as the request's value gives it (`Entity.keyOf`, else a number). */
export const recordKey = (entity: Entity<LockedRecord, RecordKey>, v: unknown): RecordKey =>
  (entity.keyOf ?? Number)(v);

/**
 * The record `id` names, locked with its entity's lock; a missing one, or (unless `unitScoped` is
 * false) another unit's, is the one code 4 on `field` (the entity's `notFound`, else 'Registro não encontrado.').
 */
export async function lockRecord<R extends LockedRecord>(
  w: Writer,
  entity: Entity<R, RecordKey>,
  id: RecordKey,
  field: string,
  unitScoped = true,
): Promise<R> {
  const { rows } = await w.tx.query<R>(entity.lock, entity.lockInUnit ? [id, w.auth.unidade] : [id]);
  return unitScoped
    ? w.foundInUnit(rows[0], (r) => r.unidade, field, entity.notFound)
    : w.found(rows[0], field, entity.notFound);
}

export class RecordWrite<R extends LockedRecord = LockedRecord, K extends RecordKey = number> {
  private state: string | undefined;
  private readonly changes: Changes = {};

  constructor(
    readonly w: Writer,
    readonly entity: Entity<R, K>,
    private readonly declaration: WriteDeclaration,
    /** The record's key, as the request named it. */
    readonly id: K,
    /** The record as locked, before this write. */
    readonly before: R,
  ) {}

  get tx() {
    return this.w.tx;
  }

  /**
   * Applies one of the endpoint's declared commands (the router has applied a sole one): the state
   * it leads to, or the code-4 refusal naming the current state.
   */
  command(name: string): string {
    if (!this.declaration.commands?.includes(name))
      throw new Error(`${this.w.endpoint}: o comando '${name}' não está declarado no catálogo.`);
    if (this.state !== undefined) throw new Error(`${this.w.endpoint}: um só comando por escrita.`);
    this.state = this.w.transition(this.machine(), this.before.situacao, name);
    return this.state;
  }

  private machine() {
    if (!this.entity.machine) throw new Error(`A entidade ${this.entity.name} não tem máquina de estados.`);
    return this.entity.machine;
  }

  /** Refuses now (code 4 naming the current state) unless the declared command may run; applies nothing. */
  mayApply(name: string): void {
    this.w.transition(this.machine(), this.before.situacao, name);
  }

  /** The state after the command (the current one when the write applies none). */
  get to(): string {
    return this.state ?? this.before.situacao;
  }

  /** Fields of the record the rule changed, for its audit row (`diff`, or `{campo: {de, para}}`). */
  changed(changes: Changes): void {
    Object.assign(this.changes, changes);
  }

  /** Whether the write changes the record: its state, or a field the rule reported. */
  get changesRecord(): boolean {
    return this.to !== this.before.situacao || Object.keys(this.changes).length > 0;
  }

  /** The version the record has after this write: the next one when it changed, else the same. */
  get version(): number {
    return this.changesRecord ? this.before.versao + 1 : this.before.versao;
  }

  /** The state and the next version, and the record's audit row; nothing when nothing changed. */
  async finish(): Promise<void> {
    if (!this.changesRecord) return;
    const { table, key, stateColumn, machine, name, stamp } = this.entity;
    const newState = this.to !== this.before.situacao;
    const values: unknown[] = [this.id];
    const sets = ['versao = versao + 1'];
    if (newState) sets.push(`${stateColumn} = $${values.push(this.to)}`);
    if (stamp?.by) sets.push(`${stamp.by} = $${values.push(this.w.auth.sub)}`);
    if (stamp) sets.push(`${stamp.at} = now()`);
    await this.tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE ${key} = $1`, values);
    await this.w.audit(name, this.id, {
      ...(newState ? { [machine?.field ?? stateColumn]: { de: this.before.situacao, para: this.to } } : {}),
      ...this.changes,
      ...(this.declaration.versioned ? { versao: { de: this.before.versao, para: this.before.versao + 1 } } : {}),
    });
  }
}
