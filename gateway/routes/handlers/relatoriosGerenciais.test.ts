/**
 * The management re-registration report: one row per institution of the unit, its counts the same
 * as the pensioners' search by situation (one cycle rule), the unit's institutions only, sorted and
 * paged; bad input code 4; a unit without pensioners code 2; a role without the resource 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

const R = '/gw/exame/relatoriosGerenciais/v1/recadastramento';
let gw: GatewayApp;
let ana: string;
let bruno: string;
let anaSisap: string;

beforeAll(async () => {
  gw = await startTestApp(300);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  anaSisap = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/sisapmg');
});
afterAll(() => gw?.close());

async function get(url: string, query: Record<string, string> = {}, token = ana) {
  const res = await gw.app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

interface Linha {
  codigoInstituicao: string;
  instituicao: string;
  total: number;
  emDia: number;
  pendentes: number;
  percentualEmDia: number;
  suspensos: number;
}

describe('relatório gerencial de recadastramento', () => {
  it("counts the unit's pensioners by institution as the pensioners' search does", async () => {
    const r = await get(R, { size: '60' });
    expect(r.body.codigoMensagem).toBe(0);
    const linhas = r.body.objeto as Linha[];
    const { rows } = await gw.db.query<{ codigo: string; n: number }>(
      `SELECT p.instituicao_codigo AS codigo, count(*)::int AS n FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo
        WHERE i.unidade_codigo = '1501' GROUP BY 1 ORDER BY 1`,
    );
    expect(linhas.map((l) => [l.codigoInstituicao, l.total]).sort()).toEqual(rows.map((x) => [x.codigo, x.n]));
    for (const l of linhas) {
      expect(l.emDia + l.pendentes).toBe(l.total);
      expect(l.percentualEmDia).toBeCloseTo((100 * l.emDia) / l.total, 2);
    }
    // the pensioners' search, filtered by situation, finds the same numbers
    const pendentes = linhas.reduce((t, l) => t + l.pendentes, 0);
    const busca = await get(
      '/gw/sisapmg/admissao/v1/recadastramento',
      { situacaoRecadastramento: 'PENDENTE', size: '5' },
      anaSisap,
    );
    expect(busca.body.paginacao?.totalRegistros ?? 0).toBe(pendentes);
  });

  it('sorts by pending, filters by type, pages; bad input is code 4', async () => {
    const porPendentes = (await get(R, { sort: 'pendentes', order: 'DESC', size: '60' })).body.objeto as Linha[];
    expect(porPendentes.map((l) => l.pendentes)).toEqual(
      [...porPendentes.map((l) => l.pendentes)].sort((a, b) => b - a),
    );
    const especiais = (await get(R, { tipo: 'PENSAO_ESPECIAL', size: '60' })).body;
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE i.unidade_codigo = '1501' AND p.tipo = 'PENSAO_ESPECIAL'`,
    );
    expect((especiais.objeto ?? []).reduce((t: number, l: Linha) => t + l.total, 0)).toBe(rows[0].n);
    const bad = await get(R, { tipo: 'OUTRO' });
    expect([bad.status, bad.body.codigoMensagem, bad.body.listaCriticas[0].campo]).toEqual([400, 4, 'tipo']);
    expect((await get(R, { page: '99' })).body.codigoMensagem).toBe(2);
  });

  it('needs the resource of the report (RH_CONSULTA has not): 403', async () => {
    expect((await get(R, {}, bruno)).status).toBe(403);
  });
});

describe('relatório gerencial de processos judiciais', () => {
  const P = '/gw/exame/relatoriosGerenciais/v1/processosJudiciais';
  interface Assunto {
    assunto: string;
    total: number;
    aguardandoAnalise: number;
    analisados: number;
    arquivados: number;
    valorCausas: number;
  }

  it("counts the unit's processes by subject and situation, the claims' value in reais", async () => {
    const linhas = (await get(P, { size: '100' })).body.objeto as Assunto[];
    const { rows } = await gw.db.query<{ n: number; v: number }>(
      `SELECT count(*)::int AS n, (sum(valor_causa) / 100.0)::float8 AS v FROM processo_judicial WHERE unidade_codigo = '1501'`,
    );
    expect(linhas.reduce((t, l) => t + l.total, 0)).toBe(rows[0].n);
    expect(linhas.reduce((t, l) => t + l.valorCausas, 0)).toBeCloseTo(rows[0].v, 2);
    for (const l of linhas) expect(l.aguardandoAnalise + l.analisados + l.arquivados).toBe(l.total);
  });

  it('filters by the filing period; a reversed or future period is code 4; an empty one code 2', async () => {
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM processo_judicial WHERE unidade_codigo = '1501' AND data_ajuizamento BETWEEN '2020-01-01' AND '2022-12-31'`,
    );
    const periodo = (await get(P, { dataInicio: '01/01/2020', dataFim: '31/12/2022', size: '100' })).body;
    expect(((periodo.objeto ?? []) as Assunto[]).reduce((t, l) => t + l.total, 0)).toBe(rows[0].n);
    expect((await get(P, { dataInicio: '01/01/2022', dataFim: '01/01/2021' })).body.listaCriticas[0].campo).toBe(
      'dataInicio',
    );
    expect((await get(P, { dataFim: `01/01/${new Date().getFullYear() + 1}` })).body.listaCriticas[0].campo).toBe(
      'dataFim',
    );
    expect((await get(P, { dataInicio: '01/01/1901', dataFim: '02/01/1901' })).body.codigoMensagem).toBe(2);
    expect((await get(P, {}, bruno)).status).toBe(403);
  });
});
