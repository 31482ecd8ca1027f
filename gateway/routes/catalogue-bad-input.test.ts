/**
 * Property-based attack on the whole catalogue: for EVERY endpoint, bad requests
 * are derived from the endpoint's own request JSON Schema — wrong types, NUL and other control
 * characters in strings, huge and non-finite numbers, ids beyond 32 bits, missing required keys,
 * bad paging — and sent, with a valid token of the demo ADMINISTRADOR, to the app as `npm start`
 * builds it (a built portal present). Whatever the input: never a 5xx, always the envelope, and the
 * server still answers afterwards.
 *
 * Fixed seed and a bounded number of runs per endpoint, so the run is reproducible and short; a
 * failure prints the seed, path and counterexample fast-check shrank to.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { DESTINOS, type Destino } from '../config.ts';
import { ANA } from '../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { pagingKeys, TAMANHOS_PAGINA } from '../lib/validation.ts';

const SEED = 20_261_114;
/** Bad requests per endpoint: ~110 endpoints × RUNS requests stay well under a minute on two cores. */
const RUNS = 30;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** The page-size key the gateway adds: bad values include integers outside the offered sizes. */
  tamanhoPagina?: boolean;
}

const OFERECIDOS: readonly number[] = TAMANHOS_PAGINA;
/** Integers a page size must not take: anything but the sizes the portal offers. */
const foraDosTamanhos: fc.Arbitrary<number> = fc.integer({ min: -5, max: 250 }).filter((n) => !OFERECIDOS.includes(n));

let gw: GatewayApp;
let dist: string;
const tokens = new Map<Destino, string>();

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prh-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal RH</title>');
  gw = await startTestApp(300, { distDir: dist });
  const sid = await sessionFor(gw, ANA.cpf);
  for (const [destino, prefix] of Object.entries(DESTINOS) as [Destino, string][])
    tokens.set(destino, await accessToken(gw, sid, '1501', prefix));
});
afterAll(async () => {
  await gw?.close();
  rmSync(dist, { recursive: true, force: true });
});

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0008'];

/** Strings an attacker sends to a text field: control characters anywhere, numbers the SQL hates, long text. */
const badString: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
    .map(([a, c, b]) => a + c + b),
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e17',
    '1e20',
    '1e308',
    '2147483648',
    '9223372036854775808',
    '-1',
    '0x10',
    '1.5',
    '',
  ),
  fc.constantFrom(
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>x</script>',
    ' ',
    '\t\n',
    'x'.repeat(5000),
    '🙂'.repeat(50),
  ),
  fc.string({ maxLength: 20 }),
);

/** Numbers (as JSON) that break naive code: beyond 32 and 53 bits, negative, fractional, huge. */
const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53 + 2, 1e17, 1e20, 1e308, -1, -(2 ** 31) - 1, 0.5, -0.0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const wrongType: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  {},
  { a: '\u0000' },
  [],
  ['\u0000'],
  [1, 2],
  { $gt: '' },
);

const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A bad (or borderline) value for a property, derived from its schema. */
function badValue(s: Schema, inQuery: boolean): fc.Arbitrary<unknown> {
  const t = types(s);
  const options: fc.Arbitrary<unknown>[] = [badString];
  if (s.tamanhoPagina)
    options.push(
      foraDosTamanhos.map((n) => (inQuery ? String(n) : n)),
      foraDosTamanhos.map((n) => (inQuery ? String(n) : n)),
    );
  if (!inQuery) options.push(wrongType, badNumber);
  if (t.includes('integer') || t.includes('number')) options.push(badNumber.map((n) => (inQuery ? String(n) : n)));
  if (s.enum?.length) options.push(fc.constantFrom(...s.enum).map((v) => `${String(v)}\u0000`));
  if (t.includes('array') || s.items) {
    const item = badValue(s.items ?? {}, inQuery);
    options.push(fc.array(item, { maxLength: 3 }));
  }
  if (t.includes('object') || s.properties) {
    const inner = Object.entries(s.properties ?? { x: {} }).map(([k, v]) => [k, badValue(v, inQuery)] as const);
    options.push(fc.record(Object.fromEntries(inner), { requiredKeys: [] }));
    options.push(fc.dictionary(badString, badString, { maxKeys: 3 }));
  }
  return fc.oneof(...options);
}

/** The request's properties plus the paging keys the gateway adds. */
function properties(ep: CatalogueEndpoint): Record<string, Schema> {
  const declared = ((ep.request as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
  if (ep.paging === 'none') return declared;
  const k = pagingKeys(ep.paging);
  return {
    ...declared,
    [k.page]: { type: 'integer', minimum: 0, maximum: 3 },
    [k.size]: { type: 'integer', enum: [5, 10], tamanhoPagina: true },
    [k.sort]: { type: 'string', enum: ep.sortable?.length ? ep.sortable : [''] },
    [k.order]: { type: 'string', enum: ['ASC', 'DESC'] },
  };
}

/** Values of the declared formats that pass their check, so a request can be valid but for one field. */
const FORMAT_SAMPLES: Record<string, string[]> = {
  cpf: [ANA.cpf, '52998224725'],
  nome: ['Maria', 'JOSE DA SILVA'],
  digitos: ['1', '42', '1000001'],
  digitos19: ['1234567890123456789'],
  dataBR: ['01/02/2020', '31/12/2025'],
  dataNaoFutura: ['01/02/2020', '31/12/2023'],
  dataIso: ['2020-02-01T00:00:00-03:00', '2025-12-31T00:00:00-03:00'],
  dataIsoNaoFutura: ['2020-02-01T00:00:00-03:00', '2023-12-31T00:00:00-03:00'],
  competencia: ['03/2024'],
  email: ['a@b.gov.br'],
  ano: ['2024'],
};

/** A value the schema accepts (approximately: enough to get past validation to the handler often). */
function plausible(s: Schema, inQuery: boolean): fc.Arbitrary<unknown> {
  const t = types(s);
  if (s.enum?.length) return fc.constantFrom(...s.enum).map((v) => (inQuery ? String(v) : v));
  if (t.includes('integer') || t.includes('number')) {
    const min = s.minimum ?? 0;
    return fc.integer({ min, max: Math.min(s.maximum ?? min + 50, min + 50) }).map((n) => (inQuery ? String(n) : n));
  }
  if (t[0] === 'array' || (s.items && !t.includes('string')))
    return fc.array(plausible(s.items ?? {}, inQuery), { minLength: 1, maxLength: 2 });
  if (t.includes('object') || s.properties) {
    const inner = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, false)]));
    return fc.record(inner, { requiredKeys: [] });
  }
  if (t.includes('string')) {
    if (s.format && FORMAT_SAMPLES[s.format]) return fc.constantFrom(...FORMAT_SAMPLES[s.format]);
    if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= 40);
    return fc.string({
      minLength: Math.max(3, (s as { minLength?: number }).minLength ?? 0),
      maxLength: 12,
      unit: fc.constantFrom(...'abcdefghij XYZ'),
    });
  }
  return fc.constant(inQuery ? '1' : {});
}

interface BadRequest {
  values: Record<string, unknown>;
  params: Record<string, string>;
  multipart: boolean;
}

/**
 * Plausible values for the required properties (and some optional ones), then one or two of them
 * replaced by a bad value or removed — so most requests get past every other check and reach the
 * field under attack — mixed with requests that are bad everywhere.
 */
function badRequests(ep: CatalogueEndpoint): fc.Arbitrary<BadRequest> {
  const inQuery = ep.method === 'GET' || ep.method === 'DELETE';
  const props = properties(ep);
  const keys = Object.keys(props);
  const required = new Set((ep.request as Schema | undefined)?.required ?? []);
  const pathParams = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const base = fc.record(
    Object.fromEntries(
      keys.map((k) => [k, plausible(props[k], inQuery || (ep.query ?? []).includes(k) || pathParams.includes(k))]),
    ),
    {
      requiredKeys: keys.filter((k) => required.has(k) || pathParams.includes(k)),
    },
  );
  const attack = (k: string) =>
    fc.oneof(
      { weight: 4, arbitrary: badValue(props[k], inQuery).map((v) => ({ k, v, drop: false })) },
      { weight: 1, arbitrary: fc.constant({ k, v: undefined as unknown, drop: true }) },
    );
  const oneOrTwo = keys.length
    ? fc
        .tuple(base, fc.array(fc.constantFrom(...keys).chain(attack), { minLength: 1, maxLength: 2 }))
        .map(([values, hits]) => {
          const out = { ...values };
          for (const h of hits) {
            if (h.drop) delete out[h.k];
            else out[h.k] = h.v;
          }
          return out;
        })
    : fc.constant({} as Record<string, unknown>);
  const everywhere = fc.record(Object.fromEntries(keys.map((k) => [k, badValue(props[k], inQuery)])), {
    requiredKeys: [],
  });
  return fc.record({
    values: fc.oneof({ weight: 4, arbitrary: oneOrTwo }, { weight: 1, arbitrary: everywhere }),
    params: fc.record(
      Object.fromEntries(pathParams.map((p) => [p, badString])) as Record<string, fc.Arbitrary<string>>,
    ),
    multipart: fc.boolean(),
  });
}

const b = (s: string) => Buffer.from(s, 'utf8');

/** A multipart body with the values as text fields and one file part with a hostile name. */
function multipartBody(values: Record<string, unknown>, files: string[]) {
  const boundary = '----prhfuzz';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (files.includes(k)) continue;
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    parts.push(b(`--${boundary}\r\ncontent-disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${text}\r\n`));
  }
  for (const f of files)
    parts.push(
      b(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f}"; filename="a\u0000b.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
      ),
    );
  parts.push(b(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(ep: CatalogueEndpoint, r: BadRequest) {
  const destino = ep.destino ?? 'EXAME';
  let path = ep.path;
  const values = { ...r.values };
  for (const [name, bad] of Object.entries(r.params)) {
    const v = name in values ? String(values[name]) : bad;
    delete values[name];
    path = path.replace(`{${name}}`, encodeURIComponent(v) || '%00');
  }
  const url = DESTINOS[destino] + path;
  const headers: Record<string, string> =
    ep.resource === 'public' ? {} : { authorization: `Bearer ${tokens.get(destino)}` };
  if (ep.method === 'GET' || ep.method === 'DELETE') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) {
      if (Array.isArray(v)) for (const x of v) qs.append(k, typeof x === 'string' ? x : JSON.stringify(x));
      else qs.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return gw.app.inject({ method: ep.method, url: `${url}?${qs}`, headers });
  }
  const qs = new URLSearchParams();
  for (const k of ep.query ?? []) if (k in values) qs.append(k, String(values[k]));
  const target = qs.size ? `${url}?${qs}` : url;
  if (ep.files?.length && r.multipart) {
    const { payload, contentType } = multipartBody(values, ep.files);
    return gw.app.inject({
      method: ep.method,
      url: target,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }
  return gw.app.inject({
    method: ep.method,
    url: target,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(values),
  });
}

describe('every catalogue endpoint refuses bad input with an envelope, never a 5xx', () => {
  for (const ep of catalogue()) {
    it(`${ep.name} (${ep.method} ${ep.path})`, async () => {
      await fc.assert(
        fc.asyncProperty(badRequests(ep), async (r) => {
          const res = await send(ep, r);
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          // A binary endpoint answers the file itself when the (coerced) input happens to be valid.
          if (ep.binary && res.statusCode === 200 && !String(res.headers['content-type']).includes('json')) return;
          const body = res.json() as { codigoMensagem?: unknown; listaCriticas?: unknown };
          expect(typeof body.codigoMensagem, res.body.slice(0, 300)).toBe('number');
          expect(Array.isArray(body.listaCriticas)).toBe(true);
          expect(res.body).not.toMatch(/\b(column|relation|syntax error|invalid byte sequence|violates)\b/i);
          // A page size outside the offered ones never gets a page: code 4 naming the size key.
          const kSize = ep.paging === 'none' ? undefined : pagingKeys(ep.paging).size;
          const size = kSize === undefined ? undefined : r.values[kSize];
          if (kSize && /^-?\d+$/.test(String(size)) && !OFERECIDOS.includes(Number(size)) && res.statusCode === 400) {
            expect((body.listaCriticas as { campo: string }[]).map((c) => c.campo)).toContain(kSize);
          }
          if (kSize && /^-?\d+$/.test(String(size)) && !OFERECIDOS.includes(Number(size)))
            expect(res.statusCode).not.toBe(200);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // Still alive: a plain, valid call answers.
      const alive = await gw.app.inject({
        method: 'GET',
        url: '/gw/exame/relatorios/v1/listaFormatos',
        headers: { authorization: `Bearer ${tokens.get('EXAME')}` },
      });
      expect(alive.statusCode).toBe(200);
    });
  }

  it('paging values that reached the SQL are refused with code 4 naming the field', async () => {
    const url = '/gw/sisapmg/admissoes/v1/listaServidores';
    const headers = { authorization: `Bearer ${tokens.get('SISAPMG')}` };
    for (const page of ['Infinity', '1e17', '1e20', '100001', '-1', '1.5']) {
      const res = await gw.app.inject({ method: 'GET', url, query: { page }, headers });
      expect(res.statusCode, page).toBe(400);
      expect(res.json().codigoMensagem).toBe(4);
      expect(res.json().listaCriticas.map((c: { campo: string }) => c.campo)).toContain('page');
    }
    for (const size of ['Infinity', '0', '101', '1e3']) {
      const res = await gw.app.inject({ method: 'GET', url, query: { size }, headers });
      expect(res.statusCode, size).toBe(400);
      expect(res.json().listaCriticas.map((c: { campo: string }) => c.campo)).toContain('size');
    }
  });

  it('a page size is one of the sizes the portal offers, in every paging style; others are code 4 naming the field', async () => {
    const headers = (d: Destino) => ({ authorization: `Bearer ${tokens.get(d)}` });
    for (const size of OFERECIDOS) {
      const res = await gw.app.inject({
        method: 'GET',
        url: '/gw/sisapmg/admissoes/v1/listaServidores',
        query: { size: String(size) },
        headers: headers('SISAPMG'),
      });
      expect(res.statusCode, String(size)).toBe(200);
    }
    // One GET endpoint of every paging style (zero-based, one-based, time-counting).
    for (const style of ['zero-based', 'one-based', 'time-counting'] as const) {
      const ep = catalogue().find(
        (e) => e.paging === style && e.method === 'GET' && !e.path.includes('{') && e.resource !== 'public',
      );
      expect(ep, style).toBeDefined();
      const key = pagingKeys(style).size;
      const url = DESTINOS[ep!.destino ?? 'EXAME'] + ep!.path;
      for (const size of ['1', '2', '3', '7', '50', '99']) {
        const res = await gw.app.inject({
          method: 'GET',
          url,
          query: { [key]: size },
          headers: headers(ep!.destino ?? 'EXAME'),
        });
        expect(res.statusCode, `${ep!.name} ${size}`).toBe(400);
        expect(res.json().listaCriticas, `${ep!.name} ${size}`).toContainEqual({
          campo: key,
          mensagem: 'Tamanho de página não oferecido: use 5, 10, 15, 20, 60 ou 100.',
        });
      }
    }
  });

  it("no screen declares a page size the gateway would refuse (the screen schema's sizes are offered ones)", async () => {
    const { readFileSync } = await import('node:fs');
    const doc = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../schemas/screen.schema.json'), 'utf8'),
    ) as unknown;
    const enums: number[][] = [];
    const walk = (n: unknown): void => {
      if (!n || typeof n !== 'object') return;
      for (const [k, v] of Object.entries(n)) {
        if (k === 'pageSize' && v && typeof v === 'object' && Array.isArray((v as { enum?: unknown }).enum))
          enums.push((v as { enum: number[] }).enum);
        else walk(v);
      }
    };
    walk(doc);
    expect(enums.length).toBeGreaterThan(0);
    for (const e of enums) for (const size of e) expect(OFERECIDOS).toContain(size);
    // The table footer's sizes (engine) are offered ones too.
    const { PAGE_SIZES, DEFAULT_PAGE_SIZE } = await import('../../engine/kinds/search/useSearchScreen.ts');
    for (const size of [...PAGE_SIZES, DEFAULT_PAGE_SIZE]) expect(OFERECIDOS).toContain(size);
  });

  it('a page past the end of a list with rows answers code 2 (no result), as the spec says', async () => {
    const url = '/gw/sisapmg/admissoes/v1/listaServidores';
    const headers = { authorization: `Bearer ${tokens.get('SISAPMG')}` };
    const first = (await gw.app.inject({ method: 'GET', url, query: { page: '0', size: '10' }, headers })).json();
    expect(first.codigoMensagem).toBe(0);
    const past = await gw.app.inject({
      method: 'GET',
      url,
      query: { page: String(first.paginacao.totalPaginas + 5), size: '10' },
      headers,
    });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({
      codigoMensagem: 2,
      objeto: [],
      paginacao: { totalRegistros: first.paginacao.totalRegistros },
    });
  });

  it('ids beyond 32 bits and NUL in a name are code 4 naming the field', async () => {
    const big = await gw.app.inject({
      method: 'GET',
      url: '/gw/exame/relatorios/v1/download/4294967296',
      headers: { authorization: `Bearer ${tokens.get('EXAME')}` },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().listaCriticas).toContainEqual({ campo: 'idRelatorio', mensagem: 'O valor máximo é 2147483647.' });
    const nul = await gw.app.inject({
      method: 'GET',
      url: '/gw/sisapmg/admissoes/v1/listaServidores',
      query: { nome: 'Mar\u0000ia' },
      headers: { authorization: `Bearer ${tokens.get('SISAPMG')}` },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().listaCriticas).toContainEqual({
      campo: 'nome',
      mensagem: 'Caractere de controle não permitido.',
    });
  });
});
