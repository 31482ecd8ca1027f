/**
 * Declared writes (the catalogue's `write` block): the router, not the handler, runs the pipeline
 * every change of a record shares, in one transaction (gateway/lib/write.ts):
 * 1. lock the record `write.record` names (the entity's `lock`, gateway/domain/entities.ts);
 * 2. refuse a missing record or another unit's with the one code 4 'Registro não encontrado.' on that field;
 * 3. apply the declared command when there is only one (an illegal one is code 4 naming the current state);
 * 4. check the form's `versao` (`write.versioned`): a stale one is code 4, nothing overwritten;
 * 5. run the handler — the domain rule only — with the write in progress (record-write.ts);
 * 6. write the new state and the next version, and the record's audit row.
 * A handler that refuses (or answers anything but success) rolls all of it back.
 */
import type { EndpointName, RequestOf } from '../../core/endpoint-types.ts';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { ENTITIES, type Entity, type LockedRecord, type RecordKey } from '../domain/entities.ts';
import type { Answer, FileAnswer, Failure } from '../lib/envelope.ts';
import { type Writer, write } from '../lib/write.ts';
import { lockRecord, RecordWrite, recordKey, type WriteDeclaration } from '../contract/record-write.ts';
import type { AnswerOf, AnyHandler, Handler, HandlerContext } from '../contract/handler.ts';

/** A write of any entity, as the router holds it before the handler's typed view. */
type AnyRecordWrite = RecordWrite<LockedRecord, RecordKey>;

/** Steps 1–4: the locked record of the token's unit, the sole command applied, the version checked. */
async function open(w: Writer, d: WriteDeclaration, input: Record<string, unknown>): Promise<AnyRecordWrite> {
  const entity = ENTITIES[d.entity];
  const id = recordKey(entity, input[d.record]);
  const before = await lockRecord(w, entity, id, d.record, d.unitScoped !== false);
  const rw = new RecordWrite(w, entity, d, id, before);
  if (d.commands?.length === 1) rw.command(d.commands[0]);
  if (d.versioned) w.version(before.versao, input.versao);
  return rw;
}

/** One value or a list of them, as a batch's request may carry it. */
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

export const MSG_VERSOES = 'Informe a versão de cada registro selecionado.';

/** A batch (`write.versions`): steps 1–4 for each record named, in the order given. */
async function openAll(w: Writer, d: WriteDeclaration, input: Record<string, unknown>): Promise<AnyRecordWrite[]> {
  const entity = ENTITIES[d.entity];
  const ids = list(input[d.record]).map((v) => recordKey(entity, v));
  const versions = list(input[d.versions!]).map(Number);
  if (versions.length !== ids.length) w.invalid(d.versions!, MSG_VERSOES);
  const all: AnyRecordWrite[] = [];
  for (const [k, id] of ids.entries()) {
    const before = await lockRecord(w, entity, id, d.record, d.unitScoped !== false);
    const rw = new RecordWrite(w, entity, d, id, before);
    if (d.commands?.length === 1) rw.command(d.commands[0]);
    w.version(before.versao, versions[k]);
    all.push(rw);
  }
  return all;
}

const success = (r: Answer | FileAnswer) => r.status === 200 && r.body.codigoMensagem === 0;

/** The router's handler of a declared write: the pipeline around the endpoint's own handler. */
export function withDeclaredWrite(ep: CatalogueEndpoint, handler: AnyHandler): AnyHandler {
  const d = ep.write;
  if (!d) return handler;
  return (ctx) =>
    write(ctx.db, ctx.auth!, ctx.endpoint, async (w) => {
      const recordWrites = d.versions ? await openAll(w, d, ctx.input) : [await open(w, d, ctx.input)];
      const r = await handler(d.versions ? { ...ctx, recordWrites } : { ...ctx, recordWrite: recordWrites[0] });
      // A refusal answered rather than thrown still leaves nothing written.
      if (!success(r)) w.refuse(r as Failure);
      for (const rw of recordWrites) await rw.finish();
      return r as Answer;
    });
}

/**
 * The handler of a declared write of `entity`: `rule` gets the request and the write in progress,
 * and keeps only the domain rule. Called without the catalogue's declaration (or with another
 * entity's) it throws: the handler and the catalogue must agree.
 */
export function declaredWrite<N extends EndpointName, R extends LockedRecord, K extends RecordKey = number>(
  entity: Entity<R, K>,
  rule: (ctx: HandlerContext<RequestOf<N>>, rw: RecordWrite<R, K>) => Promise<AnswerOf<N>>,
): Handler<N> {
  return async (ctx) => {
    const rw = ctx.recordWrite;
    if (rw?.entity.name !== entity.name)
      throw new Error(`${ctx.endpoint}: o catálogo não declara a escrita de ${entity.name} (write.entity).`);
    return rule(ctx, rw as unknown as RecordWrite<R, K>);
  };
}

/** The handler of a declared batch write (`write.versions`): `rule` gets every record, locked and checked. */
export function declaredBatchWrite<N extends EndpointName, R extends LockedRecord>(
  entity: Entity<R>,
  rule: (ctx: HandlerContext<RequestOf<N>>, rws: RecordWrite<R>[]) => Promise<AnswerOf<N>>,
): Handler<N> {
  return async (ctx) => {
    const rws = ctx.recordWrites;
    if (!rws?.length || rws[0].entity.name !== entity.name)
      throw new Error(`${ctx.endpoint}: o catálogo não declara a escrita em lote de ${entity.name} (write.versions).`);
    return rule(ctx, rws as unknown as RecordWrite<R>[]);
  };
}

/** What is wrong with the catalogue's write declarations (the router refuses to start on any). */
export function declaredWriteErrors(endpoints: CatalogueEndpoint[]): string[] {
  const errors: string[] = [];
  for (const ep of endpoints) {
    const d = ep.write;
    if (!d) continue;
    const props = (ep.request?.properties ?? {}) as Record<string, unknown>;
    const entity = ENTITIES[d.entity] as Entity<LockedRecord, RecordKey> | undefined;
    if (!entity) errors.push(`${ep.name}: entidade '${d.entity}' não declarada no gateway`);
    if (!(d.record in props)) errors.push(`${ep.name}: '${d.record}' não é campo do pedido`);
    if (d.versioned && !('versao' in props)) errors.push(`${ep.name}: versionada sem o campo 'versao' no pedido`);
    if (d.versions && !(d.versions in props)) errors.push(`${ep.name}: '${d.versions}' não é campo do pedido`);
    for (const c of d.commands ?? [])
      if (entity && !entity.machine?.transitions.some((t) => t.command === c))
        errors.push(`${ep.name}: '${c}' não é comando da máquina de ${d.entity}`);
  }
  return errors;
}
