/**
 * Contract of the API reference: on the app as `npm start` assembles it (a built portal
 * present, so the static-file plugin and the SPA fallback are registered too), the OpenAPI document
 * lists exactly the routes the gateways serve (the catalogue's, plus the security service's login
 * and token routes) — no more, no fewer, the same methods — and
 * the reference page is served under the portal's CSP (no inline script). A temp folder with an
 * index.html stands for the build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { modeloDeTeste } from '../testing/templates.ts';
import { DESTINOS } from '../config.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { DOCS_PREFIX, OPENAPI_PATH } from './register.ts';

let gw: GatewayApp;
let dist: string;
type Op = {
  operationId: string;
  tags: string[];
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, unknown> };
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prh-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal RH</title><div id="root"></div>');
  gw = await createApp({
    dataDir: ':memory:',
    dbSnapshot: await modeloDeTeste(),
    distDir: dist,
    listen: false,
    logger: false,
  });
  const res = await gw.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await gw?.close();
  rmSync(dist, { recursive: true, force: true });
});

const PREFIXES = Object.values(DESTINOS);

/**
 * "METHOD /path/:param" of every route the app serves under a gateway prefix, read from Fastify's
 * own route tree (printRoutes): each line is a node whose text continues its parent's path.
 */
function servedRoutes(): Set<string> {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of gw.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S*)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (!m[3] || !PREFIXES.some((p) => path.startsWith(`${p}/`))) continue;
    // HEAD comes with every GET (Fastify's exposeHeadRoutes); it is not a catalogue method.
    for (const method of m[3].split(', ').filter((x) => x !== 'HEAD')) out.add(`${method} ${path}`);
  }
  return out;
}

function documentedRoutes(): Set<string> {
  const out = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths))
    for (const method of Object.keys(ops)) out.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  return out;
}

describe('OpenAPI document from the catalogue', () => {
  it('lists exactly the served gateway routes, with the same methods', () => {
    const served = servedRoutes();
    const documented = documentedRoutes();
    expect(served.size).toBeGreaterThan(100);
    expect([...documented].filter((r) => !served.has(r)).sort()).toEqual([]);
    expect([...served].filter((r) => !documented.has(r)).sort()).toEqual([]);
    // One route per catalogue entry, and one per gateway for the token issuer (everyGateway).
    const cada = catalogue().filter((e) => e.everyGateway).length;
    expect(cada).toBe(1);
    expect(documented.size).toBe(catalogue().length - cada + cada * PREFIXES.length);
  });

  it('is OpenAPI 3.1 with the destination as tag, bearer security, the envelope and the paging parameters', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const byName = new Map(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => [op.operationId, op] as const)),
    );
    expect(byName.get('seguranca.login')).toBeDefined();
    // Well-formed where a validator would look first: unique operationIds, unique parameters, every path template declared.
    const ops = Object.entries(doc.paths).flatMap(([path, o]) => Object.values(o).map((op) => ({ path, op })));
    expect(byName.size).toBe(ops.length);
    for (const { path, op } of ops) {
      const keys = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      expect(new Set(keys).size, op.operationId).toBe(keys.length);
      for (const m of path.matchAll(/\{(\w+)\}/g)) expect(keys, op.operationId).toContain(`path:${m[1]}`);
    }
    for (const ep of catalogue()) {
      const op = byName.get(ep.everyGateway ? `${ep.name}.SISAPMG` : ep.name)!;
      expect(op, ep.name).toBeDefined();
      expect(op.tags).toEqual([ep.resource === 'seguranca' ? 'SEGURANCA' : (ep.destino ?? 'EXAME')]);
      expect(op.security).toEqual(ep.resource === 'public' || ep.resource === 'seguranca' ? [] : [{ bearer: [] }]);
      expect(op.responses['400']).toBeDefined();
      const names = op.parameters.map((p) => p.name);
      // The paging keys of the endpoint's style, where the router reads them (a GET's query string).
      const query = ep.method === 'GET' || ep.method === 'DELETE';
      if (query && ep.paging === 'time-counting')
        expect(names).toEqual(
          expect.arrayContaining(['pagina', 'tamanhoPagina', 'campoOrdenacao', 'tipoOrdenacaoAscDesc']),
        );
      else if (query && ep.paging !== 'none')
        expect(names).toEqual(expect.arrayContaining(['page', 'size', 'sort', 'order']));
      for (const m of ep.path.matchAll(/\{(\w+)\}/g))
        expect(op.parameters).toContainEqual(expect.objectContaining({ name: m[1], in: 'path', required: true }));
      if (ep.method === 'GET') expect(op.requestBody).toBeUndefined();
      expect((op as { 'x-write'?: unknown })['x-write'], ep.name).toEqual(ep.write);
    }
    const lista = byName.get('admissoes.listaServidores')!;
    const sort = lista.parameters.find((p) => p.name === 'sort') as unknown as { schema: { enum: string[] } };
    expect(sort.schema.enum).toContain('nome');
    expect(JSON.stringify(lista.responses['200'])).toContain('#/components/schemas/Envelope');
  });

  it('serves the reference page under a CSP without inline scripts, and leaves the SPA routes alone', async () => {
    const page = await gw.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    const init = await gw.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(init.statusCode).toBe(200);
    // The page and its initializer read the document the plugin serves, the same as /api/openapi.json.
    const json = await gw.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.json()).toEqual(doc);
    const spa = await gw.app.inject({ method: 'GET', url: '/recursos-humanos/pesquisa-servidor/' });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<div id="root">');
  });
});
