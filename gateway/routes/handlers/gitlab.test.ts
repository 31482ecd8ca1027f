/**
 * Release notes (/gitlab/projects/v1) served from CHANGELOG.md: the project, its releases newest
 * first and paged, one release's notes as sanitised HTML, bad input, no result and the role check.
 * The notes are the same for every unit (the portal's own releases): there is no unit scope to test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { parseChangelog, releases } from '../../releases/changelog.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

const G = '/gw/exame/gitlab/projects/v1';
let gw: GatewayApp;
let ana: string; // SEPLAG, ADMINISTRADOR
let bruno: string; // SEE, RH_CONSULTA: no 'releases'

beforeAll(async () => {
  gw = await startTestApp(20);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
});
afterAll(() => gw?.close());

async function get(url: string, query: Record<string, string> = {}, token = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `${G}${url}`,
    query,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('CHANGELOG.md', () => {
  it("is the manifest's version: the newest entry is package.json's version", () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(releases()[0].versao).toBe(pkg.version);
    expect(new Set(releases().map((r) => r.versao)).size).toBe(releases().length);
  });

  it('parses each entry, sanitises its HTML and refuses a heading out of the pattern', () => {
    const [r] = parseChangelog(
      '# t\n\n## [1.2.3] - 2026-01-31 Nome\n\n### Novidades\n\n- **Um** item <script>alert(1)</script>\n- dois\n',
    );
    expect(r).toMatchObject({
      tagName: 'v1.2.3',
      versao: '1.2.3',
      nome: 'Nome',
      data: '31/01/2026',
      resumo: 'Um item <script>alert(1)</script>',
    });
    expect(r.notas).toContain('<h3>Novidades</h3>');
    expect(r.notas).toContain('<strong>Um</strong>');
    expect(r.notas).not.toContain('script');
    expect(() => parseChangelog('## 1.2.3 sem colchetes\n')).toThrow(/fora do padrão/);
  });
});

describe('/gitlab/projects/v1', () => {
  it('lists the portal as the one project, at its newest version', async () => {
    const r = await get('');
    expect(r.body.objeto).toEqual([
      expect.objectContaining({ id: 1, nome: 'Portal RH', versaoAtual: releases()[0].tagName }),
    ]);
  });

  it('lists the releases newest first, paged', async () => {
    const r = await get('/releases', { id: '1', page: '0', size: '5' });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.map((x: { tagName: string }) => x.tagName)).toEqual(
      releases()
        .slice(0, 5)
        .map((x) => x.tagName),
    );
    expect(r.body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5, totalRegistros: releases().length });
    expect((await get('/releases', { id: '1', page: '50', size: '10' })).body.codigoMensagem).toBe(2);
  });

  it("shows one release's notes", async () => {
    const r = await get('/detalhes', { id: '1', tagName: releases()[0].tagName });
    expect(r.body.objeto).toMatchObject({
      tagName: releases()[0].tagName,
      nome: releases()[0].nome,
      projeto: 'Portal RH',
    });
    // Its sections as headings (a patch release may have only 'Correções').
    expect(r.body.objeto.notas).toMatch(/<h3>(Novidades|Melhorias|Correções)<\/h3>/);
  });

  it('an unknown project or tag is code 2; a malformed one code 4 naming the field', async () => {
    expect((await get('/releases', { id: '7' })).body.codigoMensagem).toBe(2);
    expect((await get('/detalhes', { id: '1', tagName: 'v9.9.9' })).body.codigoMensagem).toBe(2);
    const bad = await get('/detalhes', { id: '1', tagName: 'v1<script>' });
    expect([
      bad.status,
      bad.body.codigoMensagem,
      bad.body.listaCriticas.map((c: { campo: string }) => c.campo),
    ]).toEqual([400, 4, ['tagName']]);
    expect((await get('/releases', { id: '0' })).body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual([
      'id',
    ]);
  });

  it('needs the resource of the page (403 for a role without it)', async () => {
    expect((await get('', {}, bruno)).status).toBe(403);
  });
});
