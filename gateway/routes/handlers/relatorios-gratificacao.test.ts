/**
 * The reports of the year-end bonus: `avosDesligados.lista` (zero-based) and
 * `servidoresRejeitados.avoServidoresRejeitados` (ONE-BASED) — valid request, filters, sort and
 * pages, unit scope (only the unit's institutions; another unit's institution → 403), bad input
 * (code 4), no result (code 2) — and their export from the report screens into 'Meus relatórios'.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { anosGratificacao } from '../../domain/gratificacao.ts';
import { generate } from '../../reports/generate.ts';
import type { Job } from '../../reports/jobs.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { HANDLERS } from './index.ts';

const { aberto } = anosGratificacao();
const DESLIGADOS = '/gw/sisapmg/avosDesligados/v1';
const REJEITADOS = '/gw/sisapmg/servidoresRejeitados/v1/avoServidoresRejeitados';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaExame: string;
let bruno: string; // SEE 1261, RH_CONSULTA
let instSee: string; // an institution of SEE
let marcados: { id: number; cpf: string; nome: string; instituicao_codigo: string }[]; // SEPLAG servants made to leave / rejected

async function get(url: string, query: Record<string, string | number>, token = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  gw = await startTestApp(300);
  const sid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, sid, '1501');
  anaExame = await accessToken(gw, sid, '1501', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  instSee = (
    await gw.db.query<{ codigo: string }>(
      `SELECT codigo FROM instituicao WHERE unidade_codigo = '1261' ORDER BY codigo LIMIT 1`,
    )
  ).rows[0].codigo;
  // Five SEPLAG servants of the open year leave in August and are rejected; so is one of SEE.
  marcados = (
    await gw.db.query<{ id: number; cpf: string; nome: string; instituicao_codigo: string }>(
      `SELECT s.id, s.cpf, s.nome, g.instituicao_codigo FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id JOIN instituicao i ON i.codigo = g.instituicao_codigo
        WHERE g.ano = $1 AND i.unidade_codigo = '1501' AND g.fim_exercicio IS NULL AND g.situacao = 'APURADA' ORDER BY s.id LIMIT 5`,
      [aberto],
    )
  ).rows;
  const see = (
    await gw.db.query<{ id: number }>(
      `SELECT g.servidor_id AS id FROM gratificacao_natalina g WHERE g.ano = $1 AND g.instituicao_codigo = $2 LIMIT 1`,
      [aberto, instSee],
    )
  ).rows;
  const ids = [...marcados.map((m) => m.id), ...see.map((s) => s.id)];
  await gw.db.query(
    `UPDATE gratificacao_natalina SET fim_exercicio = make_date(ano, 8, 15), situacao = 'REJEITADA', motivo_rejeicao = 'Afastamentos sobrepostos no período de apuração.'
      WHERE ano = $1 AND servidor_id = ANY($2::int[])`,
    [aberto, `{${ids.join(',')}}`],
  );
});
afterAll(() => gw?.close());

const doUnidade = async (codigos: string[]) =>
  (
    await gw.db.query<{ codigo: string }>(
      `SELECT codigo FROM instituicao WHERE codigo = ANY($1::text[]) AND unidade_codigo <> '1501'`,
      [`{${codigos.join(',')}}`],
    )
  ).rows;

describe.each([
  ['avosDesligados.lista', DESLIGADOS, 0],
  ['servidoresRejeitados.avoServidoresRejeitados', REJEITADOS, 1],
] as const)('%s', (_name, url, primeira) => {
  it("answers the unit's rows of the year by nome, ids and values from gratificacao_natalina", async () => {
    const { status, body } = await get(url, { ano: aberto, size: 100 });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    const rows = body.objeto as {
      id: number;
      cpf: string;
      nome: string;
      avos: number;
      valorBruto: number;
      instituicao: string;
    }[];
    for (const m of marcados) expect(rows.map((r) => r.cpf)).toContain(m.cpf);
    expect(await doUnidade([...new Set(rows.map((r) => r.instituicao))])).toEqual([]);
    const nomes = rows.map((r) => r.nome);
    expect(nomes).toEqual(
      [...nomes].sort((a, b) => a.normalize('NFD').localeCompare(b.normalize('NFD'), 'en', { sensitivity: 'base' })),
    );
    const g = (
      await gw.db.query<{ avos: number; valor_bruto: string }>(
        'SELECT avos, valor_bruto FROM gratificacao_natalina WHERE id = $1',
        [rows[0].id],
      )
    ).rows[0];
    expect(rows[0].avos).toBe(g.avos);
    expect(Math.round(rows[0].valorBruto * 100)).toBe(Number(g.valor_bruto));
    expect(body.paginacao).toMatchObject({ pagina: primeira, totalRegistros: rows.length });
  });

  it(`pages ${primeira === 1 ? 'from 1 (one-based, as the spec says)' : 'from 0'}, sorted on request`, async () => {
    const todos = (await get(url, { ano: aberto, size: 100, sort: 'avos', order: 'DESC' })).body.objeto as {
      id: number;
      avos: number;
    }[];
    const avos = todos.map((r) => r.avos);
    expect(avos).toEqual([...avos].sort((a, b) => b - a));
    const p1 = await get(url, { ano: aberto, size: 5, page: primeira, sort: 'avos', order: 'DESC' });
    const p2 = await get(url, { ano: aberto, size: 5, page: primeira + 1, sort: 'avos', order: 'DESC' });
    expect(p1.body.paginacao).toEqual({
      pagina: primeira,
      tamanhoPagina: 5,
      totalRegistros: todos.length,
      totalPaginas: Math.ceil(todos.length / 5),
    });
    expect(p2.body.paginacao.pagina).toBe(primeira + 1);
    expect([...p1.body.objeto, ...p2.body.objeto].map((r: { id: number }) => r.id)).toEqual(
      todos.slice(0, 10).map((r) => r.id),
    );
    if (primeira === 1) {
      const zero = await get(url, { ano: aberto, page: 0 });
      expect(zero.body.codigoMensagem).toBe(4);
      expect(zero.body.listaCriticas).toContainEqual(expect.objectContaining({ campo: 'page' }));
    }
  });

  it('filters by one institution of the unit; another unit’s institution → 403', async () => {
    const inst = marcados[0].instituicao_codigo;
    const { body } = await get(url, { ano: aberto, codigoInstituicao: inst, size: 100 });
    const sigla = (await gw.db.query<{ sigla: string }>('SELECT sigla FROM instituicao WHERE codigo = $1', [inst]))
      .rows[0].sigla;
    expect(new Set(body.objeto.map((r: { instituicao: string }) => r.instituicao))).toEqual(new Set([sigla]));
    const alheia = await get(url, { ano: aberto, codigoInstituicao: instSee });
    expect(alheia.status).toBe(403);
    expect(alheia.body.codigoMensagem).toBe(1);
    // …and a role without the report's resource.
    expect((await get(url, { ano: aberto }, bruno)).status).toBe(403);
  });

  it('bad input → code 4 with listaCriticas', async () => {
    const a = await get(url, { codigoInstituicao: 'abc' });
    expect(a.status).toBe(400);
    expect(a.body.codigoMensagem).toBe(4);
    expect(a.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual(['ano', 'codigoInstituicao']);
    expect((await get(url, { ano: 1990 })).body.listaCriticas).toContainEqual(
      expect.objectContaining({ campo: 'ano' }),
    );
  });

  it('no result → code 2', async () => {
    const a = await get(url, { ano: 2099 });
    expect(a.status).toBe(200);
    expect(a.body.codigoMensagem).toBe(2);
    expect(a.body.objeto).toEqual([]);
  });
});

describe('avosDesligados.lista filters', () => {
  it('by cpf and by part of the name; exit date and situation', async () => {
    const m = marcados[1];
    const { body } = await get(DESLIGADOS, { ano: aberto, cpf: m.cpf });
    expect(body.objeto).toHaveLength(1);
    expect(body.objeto[0]).toMatchObject({ cpf: m.cpf, dataDesligamento: `${aberto}-08-15`, situacao: 'Rejeitada' });
    const parte = m.nome.split(' ')[0];
    const porNome = (await get(DESLIGADOS, { ano: aberto, nome: parte, size: 100 })).body.objeto as { nome: string }[];
    expect(porNome.map((r) => r.nome)).toContain(m.nome);
    expect((await get(DESLIGADOS, { ano: aberto, cpf: '123' })).body.listaCriticas).toContainEqual(
      expect.objectContaining({ campo: 'cpf' }),
    );
  });
});

describe('export from the report screens', () => {
  it.each([
    ['relatorio-gratificacao-natalina-desligados', 'Gratificação natalina - servidores desligados no ano', DESLIGADOS],
    ['relatorio-gratificacao-natalina-rejeitados', 'Gratificação natalina - servidores rejeitados', REJEITADOS],
    ['servidores-rejeitados', 'Servidores rejeitados na gratificação natalina', REJEITADOS],
  ])('%s → a job in "Meus relatórios" whose file has every row', async (tela, nome, url) => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/relatorios/v1/solicitaRelatorioServidores',
      headers: { authorization: `Bearer ${anaExame}` },
      payload: { formato: 'CSV', tela, filtros: { ano: String(aberto) } },
    });
    expect(res.json().codigoMensagem, res.body).toBe(0);
    const id = res.json().objeto.idRelatorio as number;
    const [job] = (await gw.db.query<Job>('SELECT * FROM relatorio_solicitado WHERE id = $1', [id])).rows;
    expect(job.nome_relatorio).toBe(nome);
    // Its own folder: the app's worker may claim the same job meanwhile and write its file in gw.reports.dir.
    const out = await generate(job, {
      db: gw.db,
      dir: mkdtempSync(join(tmpdir(), 'relatorio-')),
      handlers: HANDLERS,
      pageSize: 2,
    });
    const total = (await get(url, { ano: aberto })).body.paginacao.totalRegistros;
    expect(out.linhas).toBe(total);
    const csv = await readFile(out.arquivo, 'utf8');
    for (const m of marcados) expect(csv).toContain(m.nome.split(' ').slice(-1)[0].slice(1).toLowerCase());
    // Without the year the export is refused at request time.
    const sem = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/relatorios/v1/solicitaRelatorioServidores',
      headers: { authorization: `Bearer ${anaExame}` },
      payload: { formato: 'CSV', tela, filtros: {} },
    });
    expect(sem.json().listaCriticas).toContainEqual(expect.objectContaining({ campo: 'filtros.ano' }));
  });
});
