/**
 * The answer half of the endpoint catalogue's contract: what an endpoint's envelope holds, as one
 * JSON Schema built from its catalogue entry. The catalogue says what `objeto` is on success
 * (`answer`: one record, a list of records, a page of rows, a file, or nothing) and describes one
 * record in `response`; this module turns that into the schema of the whole envelope, so the
 * OpenAPI document, the gateway tests (every answer any test receives is checked) and the
 * conformance kit (`npm run contract`) check the same thing.
 *
 * Shared by gateway, scripts and tests: no Node or DOM API here.
 */

export type AnswerKind = 'record' | 'list' | 'page' | 'file' | 'none' | 'bare';

type Schema = Record<string, unknown>;

/** What of a catalogue entry the answer schema needs (a structural subset of the generated entry type). */
export interface AnswerSpec {
  paging: string;
  binary?: boolean;
  answer?: AnswerKind;
  response?: Schema;
}

/** The kind of `objeto` on success; an entry written before `answer` existed falls back to the old reading. */
export function answerKind(ep: AnswerSpec): AnswerKind {
  if (ep.answer) return ep.answer;
  if (ep.binary) return 'file';
  return ep.paging === 'none' ? 'record' : 'page';
}

export const CRITICA_SCHEMA: Schema = {
  type: 'object',
  required: ['campo', 'mensagem'],
  additionalProperties: false,
  properties: {
    campo: { type: 'string', description: "Nome do campo, ou '(requisição)'." },
    mensagem: { type: 'string' },
  },
};

export const PAGINACAO_SCHEMA: Schema = {
  type: 'object',
  required: ['pagina', 'tamanhoPagina', 'totalRegistros', 'totalPaginas'],
  additionalProperties: false,
  properties: {
    pagina: { type: 'integer', minimum: 0 },
    tamanhoPagina: { type: 'integer', minimum: 1 },
    totalRegistros: { type: 'integer', minimum: 0 },
    totalPaginas: { type: 'integer', minimum: 0 },
    totalLimitado: {
      const: true,
      description:
        'Presente só quando a contagem parou no limite (10.000): há mais de totalRegistros registros; totalPaginas conta as páginas desse limite.',
    },
  },
};

/** The envelope every gateway answer has, whatever the endpoint (docs/ARCHITECTURE.md "Envelope"). */
export const ENVELOPE_SCHEMA: Schema = {
  type: 'object',
  required: ['codigoMensagem', 'mensagem', 'mensagemExibicao', 'dataServidor', 'objeto', 'listaCriticas'],
  additionalProperties: false,
  properties: {
    codigoMensagem: {
      type: 'integer',
      enum: [0, 1, 2, 4],
      description:
        '0 sucesso; 1 erro (HTTP 401/403/404/5xx); 2 nenhum resultado (HTTP 200); 4 requisição inválida (HTTP 400, ver listaCriticas).',
    },
    mensagem: { type: 'string' },
    mensagemExibicao: { type: 'string', description: 'Texto para o usuário.' },
    dataServidor: {
      type: 'string',
      pattern: '^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$',
      description: 'dd/MM/yyyy HH:mm:ss, horário de Brasília.',
      examples: ['27/11/2026 14:30:00'],
    },
    objeto: {
      description: 'O resultado: o registro, a lista ou a página pedida (lista vazia quando não há resultado).',
    },
    paginacao: PAGINACAO_SCHEMA,
    listaCriticas: { type: 'array', items: CRITICA_SCHEMA },
    hashErro: { type: 'string', description: 'Identificador do erro no log do gateway (código 1).' },
  },
};

export interface AnswerSchemaOptions {
  /** Close the record's objects (see `closeObjects`): a field the catalogue does not name fails. */
  closed?: boolean;
}

/** The schema of `objeto` on success (code 0), from the endpoint's answer kind and record schema. */
export function objetoSchema(ep: AnswerSpec, opts: AnswerSchemaOptions = {}): Schema | undefined {
  const declared = ep.response ?? { type: 'object' };
  const record = opts.closed ? closeObjects(declared) : declared;
  switch (answerKind(ep)) {
    case 'record':
      return record;
    case 'list':
    case 'page':
      return { type: 'array', items: record };
    case 'none':
      return { type: 'null' };
    case 'file':
    case 'bare':
      return undefined;
  }
}

/**
 * What the envelope of this endpoint adds to any envelope: on code 0 its `objeto` as the catalogue
 * says (a paged answer also carries `paginacao`); on code 2 an empty list whatever the kind.
 */
export function answerConditions(ep: AnswerSpec, opts: AnswerSchemaOptions = {}): Schema[] {
  const kind = answerKind(ep);
  const objeto = objetoSchema(ep, opts);
  const success: Schema = {
    properties: { objeto, ...(kind === 'page' ? { paginacao: PAGINACAO_SCHEMA } : {}) },
    ...(kind === 'page' ? { required: ['paginacao'] } : {}),
  };
  return [
    ...(objeto ? [{ if: { properties: { codigoMensagem: { const: 0 } } }, then: success }] : []),
    {
      if: { properties: { codigoMensagem: { const: 2 } } },
      then: { properties: { objeto: { type: 'array', maxItems: 0 } } },
    },
  ];
}

/**
 * The envelope of this endpoint, whole. A `file` endpoint answers the file itself on success; this
 * schema is then the one of its failures. A `bare` endpoint's success is its record (below).
 */
export function envelopeSchema(ep: AnswerSpec, opts: AnswerSchemaOptions = {}): Schema {
  const envelope = { ...ENVELOPE_SCHEMA, allOf: answerConditions(ep, opts) };
  if (answerKind(ep) !== 'bare') return envelope;
  // A bare success is the record itself; a failure is still an envelope, never with code 0.
  const record = ep.response ?? { type: 'object' };
  const failure = { ...envelope, allOf: [{ properties: { codigoMensagem: { not: { const: 0 } } } }] };
  return { anyOf: [opts.closed ? closeObjects(record) : record, failure] };
}

/**
 * The schema with every object that lists its properties closed (`additionalProperties: false`
 * where it says nothing): the catalogue describes a record exactly, so a field it does not name is
 * drift. Applied to the record schema only (the envelope is closed by itself). Used by the gateway
 * tests and, unless told otherwise, by the conformance kit.
 */
export function closeObjects<T>(schema: T): T {
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!n || typeof n !== 'object') return n;
    const out: Schema = Object.fromEntries(
      Object.entries(n as Schema).map(([k, v]) => [k, k === 'properties' ? mapValues(v as Schema, visit) : visit(v)]),
    );
    if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
    return out;
  };
  return visit(schema) as T;
}

const mapValues = (o: Schema, f: (v: unknown) => unknown): Schema =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
