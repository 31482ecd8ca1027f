/**
 * Every GET endpoint of the catalogue, called with sample values taken from the seeded data (the
 * conformance kit's sampler, scripts/lib/contract/), answers what its catalogue entry declares —
 * checked by the kit and, on the way, by the test app's own answer check (gateway/testing/contract.ts).
 * A property: each run takes its samples from other records (a seeded choice among the fitting
 * rows), so a field that is null for some servants only, or a list that is an object for some
 * records, is found.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import { relatorio } from '../../scripts/lib/contract/report.ts';
import { verificarContrato, type Alvo, type Destino } from '../../scripts/lib/contract/run.ts';
import type { GatewayApp } from '../app.ts';
import { DESTINOS } from '../config.ts';
import { ANA } from '../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';

let gw: GatewayApp;
let alvo: Omit<Alvo, 'escolher'>;
const catalogo = loadCatalogue();

beforeAll(async () => {
  gw = await startTestApp(300);
  const sid = await sessionFor(gw, ANA.cpf);
  const tokens = {} as Record<Destino, string>;
  for (const [d, prefixo] of Object.entries(DESTINOS) as [Destino, string][])
    tokens[d] = await accessToken(gw, sid, ANA.unidade, prefixo);
  const bases = Object.fromEntries(Object.entries(DESTINOS).map(([d, p]) => [d, `${gw.origin}${p}`])) as Record<
    Destino,
    string
  >;
  alvo = { bases, tokens, tokenSSCId: sid, contexto: { unidade: ANA.unidade, cpf: ANA.cpf, hoje: new Date() } };
});
afterAll(() => gw?.close());

describe('every GET endpoint answers what the catalogue declares', () => {
  it('with samples from the first records: each endpoint checked, none divergent', { timeout: 120_000 }, async () => {
    const resultados = await verificarContrato(catalogo, alvo);
    const { contagem, texto } = relatorio(resultados);
    expect(resultados.length).toBe(catalogo.filter((e) => e.method === 'GET').length);
    expect(contagem.divergente, texto).toBe(0);
    // A sample the seed cannot give leaves an endpoint unchecked: only those whose data a user
    // creates first (a generated report, an uploaded document — both checked by the e2e run of
    // the kit, tests/e2e/contrato.e2e.test.ts —, an indication of avos changed after payment and a
    // version of a screen, whose answers gateway/routes/handlers/telas/telas.test.ts checks).
    const semAmostra = resultados.filter((r) => r.situacao === 'sem-amostra').map((r) => r.endpoint);
    for (const e of semAmostra)
      expect([
        'relatorios.download',
        'documento.download',
        'avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro',
        'telas.detalheVersao',
      ]).toContain(e);
    expect(contagem.erro, texto).toBe(0);
  });

  it('property: with samples from other records, still none divergent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (semente) => {
        let s = semente;
        // A small seeded generator (mulberry32): the run is reproducible from fast-check's seed.
        const aleatorio = () => {
          s = (s + 0x6d2b79f5) | 0;
          let t = Math.imul(s ^ (s >>> 15), 1 | s);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        const resultados = await verificarContrato(catalogo, { ...alvo, escolher: (n) => Math.floor(aleatorio() * n) });
        const { contagem, texto } = relatorio(resultados);
        expect(contagem.divergente, texto).toBe(0);
      }),
      { numRuns: 3 },
    );
    // Three passes over every GET endpoint: about 9 s on a quiet machine, and past the suite's 30 s
    // with the cores shared (a test's budget is not a speed target; bench:load measures speed).
  }, 120_000);
});

/**
 * The kit between a gateway and a proxy that changes its answers (a fetch that rewrites each answer
 * on the way, as a proxy would): what the proxy broke is named, endpoint and field.
 */
describe('a proxy that breaks the answers is caught', () => {
  const real = globalThis.fetch;
  /** Runs the kit on `filtro` with every answer passed through `mudar` first. */
  async function atras(mudar: (res: Response) => Promise<Response>, filtro: string) {
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => mudar(await real(...args)));
    try {
      return relatorio(await verificarContrato(catalogo, alvo, filtro));
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('a PDF sent as text/html: the endpoint, its content-type and the declared one', async () => {
    const { contagem, texto } = await atras(async (res) => {
      if (!(res.headers.get('content-type') ?? '').startsWith('application/pdf')) return res;
      const headers = new Headers(res.headers);
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(await res.arrayBuffer(), { status: res.status, headers });
    }, 'dadosFinanceiros.downloadContraCheque');
    expect(contagem.divergente, texto).toBe(1);
    expect(texto).toContain('dadosFinanceiros.downloadContraCheque');
    expect(texto).toContain("content-type 'text/html' não é um dos declarados no catálogo (application/pdf)");
  });

  it('masp dropped from every servant row: the endpoint and the field', async () => {
    const { contagem, texto } = await atras(async (res) => {
      if (!(res.headers.get('content-type') ?? '').includes('json')) return res;
      const body = await res.json();
      for (const row of Array.isArray(body?.objeto) ? body.objeto : []) if (row && 'masp' in row) delete row.masp;
      return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
    }, 'admissoes.listaServidores');
    expect(contagem.divergente, texto).toBe(1);
    expect(texto).toContain('admissoes.listaServidores');
    expect(texto).toMatch(/masp/);
  });
});
