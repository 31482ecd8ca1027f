/**
 * `npm run bench:search` cannot silently miss a search screen: every search screen document has
 * its default search built (or is listed as skipped with the reason), and on the test seed every
 * built request — the default search and each sortable column's first page — goes through the
 * real router and answers code 0 or 2 (a request the bench would time is a request that works).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../gateway/app.ts';
import { BRUNO } from '../../gateway/db/demo-users.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { screenDocuments } from '../../gateway/screens.ts';
import { startTestApp } from '../../gateway/testing/support.ts';
import { defaultSearchCases, searchHarness, type SearchCase } from './default-search.ts';

const SESSION = { unidade: '1261', cpf: BRUNO.cpf };
let gw: GatewayApp;
let harness: Awaited<ReturnType<typeof searchHarness>>;

beforeAll(async () => {
  gw = await startTestApp(500);
  harness = await searchHarness(gw.db, SESSION);
});
afterAll(async () => {
  await harness?.close();
  await gw?.close();
});

describe('default searches of the search screens', () => {
  const { cases, skipped } = defaultSearchCases(SESSION);
  const searchScreens = screenDocuments().filter((d) => d.kind === 'search');

  it('covers every search screen document: a default search or a reason to skip it', () => {
    const covered = new Set([
      ...cases.filter((c) => c.what === 'padrão').map((c) => c.screen),
      ...skipped.map((s) => s.screen),
    ]);
    expect([...covered].sort()).toEqual(searchScreens.map((d) => d.id).sort());
    expect(cases.filter((c) => c.what === 'padrão').length).toBeGreaterThan(20);
    for (const s of skipped)
      expect(s.reason).toMatch(
        /^(filtro obrigatório sem valor padrão: \w+|depende de parâmetros da rota ou do registro)/,
      );
    // The servant search's default search is the whole unit sorted by name: never skipped.
    expect(skipped.map((s) => s.screen)).not.toContain('pesquisa-servidor');
    expect(skipped.find((s) => s.screen === 'dirigente-incluir-busca')?.reason).toBe(
      'filtro obrigatório sem valor padrão: cpf',
    );
  });

  it("builds what 'Pesquisar' sends: defaults, session values, default sort and page size", () => {
    const servidor = cases.find((c) => c.screen === 'pesquisa-servidor' && c.what === 'padrão')!;
    expect(servidor.url).toBe('/gw/sisapmg/admissoes/v1/listaServidores?page=0&size=10&sort=nome&order=ASC');
    const suspensos = cases.find(
      (c) => c.screen === 'recadastramento-beneficiarios-pag-susp-bloq' && c.what === 'padrão',
    )!;
    expect(new URL(suspensos.url, 'http://x').searchParams.get('tipoRelatorio')).toBe('TODOS');
    // The session-filled unit of an endpoint that declares one.
    for (const c of cases) {
      const ep = catalogue().find((e) => e.name === c.endpoint)!;
      for (const [key, kind] of Object.entries(ep.session ?? {})) {
        const sent = c.body?.[key] ?? new URL(c.url, 'http://x').searchParams.get(key);
        expect(sent, `${c.label}: ${key}`).toBe(kind === 'unidade' ? SESSION.unidade : SESSION.cpf);
      }
    }
    // A sortable column's first page: ascending, page 0, the same filters.
    const porCpf = cases.find((c) => c.screen === 'pesquisa-servidor' && c.what === 'cpf')!;
    expect(porCpf.url).toBe('/gw/sisapmg/admissoes/v1/listaServidores?page=0&size=10&sort=cpf&order=ASC');
  });

  it('a new screen document is measured without editing the bench', () => {
    const doc = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../screens/recursos-humanos/pesquisa-servidor.screen.json'), 'utf8'),
    );
    const novo = {
      ...doc,
      id: 'tela-nova',
      route: '/nova/',
      columns: [
        { field: 'masp', header: 'MASP' },
        { field: 'nome', header: 'Nome', sortable: false },
      ],
    };
    const { cases: c } = defaultSearchCases(SESSION, [novo]);
    expect(c.map((x) => x.label)).toEqual(['tela-nova: pesquisa padrão', 'tela-nova: ordenar por masp']);
  });

  it('every built request answers code 0 or 2 on the test seed', async () => {
    const bad: string[] = [];
    const run = async (c: SearchCase) => {
      const a = await harness.call(c);
      if (a.codigo !== 0 && a.codigo !== 2)
        bad.push(`${c.label} (${c.method} ${c.url}): HTTP ${a.status}, código ${a.codigo}: ${a.mensagem}`);
    };
    for (const c of cases) await run(c);
    expect(bad).toEqual([]);
  }, 120_000);
});
