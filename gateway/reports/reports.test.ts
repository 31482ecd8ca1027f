/**
 * Reports end to end on the gateway: export → job PENDENTE → worker → CONCLUIDO with a real file
 * whose rows equal the search total and whose columns are the exporting screen's; own reports
 * only; download; delete rules; restart recovery.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, BRUNO } from '../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { readFile } from 'node:fs/promises';
import { formatTitleCase } from '../../core/formatters/titleCase.ts';
import { HANDLERS } from '../routes/handlers/index.ts';
import { screenDocuments } from '../screens.ts';
import type { AccessClaims } from '../lib/access-token.ts';
import type { Db } from '../db/types.ts';
import { generate } from './generate.ts';
import { recoverJobs } from '../lib/jobs/table.ts';
import { type Job, MAX_TENTATIVAS, MSG_INTERROMPIDO, REPORT_TABLE } from './jobs.ts';
import { exportHandler } from './request.ts';

let gw: GatewayApp;
let bruno: string;
let brunoSis: string;
let ana: string;
const R = '/gw/exame/relatorios/v1';

beforeAll(async () => {
  gw = await startTestApp(1200);
  const sid = await sessionFor(gw, BRUNO.cpf);
  bruno = await accessToken(gw, sid, '1261', '/gw/exame');
  brunoSis = await accessToken(gw, sid, '1261');
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, data: Record<string, unknown> = {}, token = bruno) {
  const res = await gw.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  return res;
}
const TELA = 'pesquisa-servidor';
const solicita = (body: Record<string, unknown>, token = bruno) =>
  call('POST', `${R}/solicitaRelatorioServidores`, { tela: TELA, ...body }, token);
const meus = async (q: Record<string, unknown> = {}, token = bruno) =>
  (await call('GET', `${R}/relatoriosServidor`, q, token)).json();

describe('report jobs', () => {
  it("requires the exporting screen ('tela'): a known one whose toolbar exports through this endpoint", async () => {
    const sem = await call('POST', `${R}/solicitaRelatorioServidores`, { formato: 'CSV', filtros: {} });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().listaCriticas[0].campo).toBe('tela');
    for (const tela of ['nao-existe', 'relatorio-usuarios', 'pesquisar-relatorios']) {
      const res = await solicita({ tela, formato: 'CSV', filtros: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        codigoMensagem: 4,
        listaCriticas: [{ campo: 'tela', mensagem: 'Tela de exportação desconhecida.' }],
      });
    }
  });

  it('refuses (403) a caller who may export but not run the source query', async () => {
    // A role granting the export endpoint's resource but not the source's (admissoes.listaServidores).
    const claims = JSON.parse(Buffer.from(bruno.split('.')[1], 'base64url').toString()) as AccessClaims;
    const a = await exportHandler('relatorios.solicitaRelatorioServidores')({
      db: gw.db,
      endpoint: 'relatorios.solicitaRelatorioServidores',
      auth: { ...claims, recursos: ['pesquisar-relatorios'] },
      input: { tela: TELA, formato: 'CSV', filtros: {} },
      paging: undefined,
    });
    expect(a.status).toBe(403);
  });

  it("requires 'filtros'", async () => {
    const res = await solicita({ formato: 'XLSX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe("O parametro 'filtros' é obrigatório!");
  });

  it('rejects filters the search would reject', async () => {
    const res = await solicita({ formato: 'CSV', filtros: { cpf: '111.111.111-11' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().listaCriticas[0].campo).toBe('filtros.cpf');
  });

  it('exports every page to XLSX with the same rows as the search', async () => {
    const search = await gw.app.inject({
      method: 'GET',
      url: '/gw/sisapmg/admissoes/v1/listaServidores',
      query: { size: '10' },
      headers: { authorization: `Bearer ${brunoSis}` },
    });
    const total = search.json().paginacao.totalRegistros as number;
    expect(total).toBeGreaterThan(10);
    const res = await solicita({
      formato: 'XLSX',
      filtros: { exportarTudo: true },
      paginacao: { page: 0, size: 10, sort: 'nome', order: 'ASC' },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().objeto.idRelatorio as number;
    expect((await meus()).objeto.find((r: { idRelatorio: number }) => r.idRelatorio === id).statusGeracao).toMatch(
      /PENDENTE|PROCESSANDO/,
    );
    const t0 = Date.now();
    await gw.jobs.drain('relatorio_solicitado');
    const row = (await meus()).objeto.find((r: { idRelatorio: number }) => r.idRelatorio === id);
    expect(row).toMatchObject({
      statusGeracao: 'CONCLUIDO',
      formatoSolicitado: 'XLSX',
      nomeRelatorioSolicitado: 'Relatório de servidores',
      orgaoMomentoAgendado: 'SEE - Secretaria de Estado de Educação',
    });
    const dl = await call('GET', `${R}/download/${id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="relatorio-de-servidores-${id}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(dl.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].actualRowCount - 1).toBe(total);
    // The columns are the exporting screen's, in its order, with its headers.
    const screen = screenDocuments().find((d) => d.id === TELA)!;
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(screen.columns!.map((c) => c.header));
    // The header stays on top while scrolling and carries each column's filter buttons.
    expect(wb.worksheets[0].views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(wb.worksheets[0].autoFilter).toBeTruthy();
    console.log(`[relatorios] XLSX ${total} linhas em ${Date.now() - t0} ms`);
  });

  it('reads the search in one pass (a cursor, or by keys on PGlite), 4 rows at a time, rows in the search order', async () => {
    const id = (await solicita({ formato: 'CSV', filtros: {}, paginacao: { sort: 'nome', order: 'DESC' } })).json()
      .objeto.idRelatorio;
    const [job] = (await gw.db.query<Job>('SELECT * FROM relatorio_solicitado WHERE id = $1', [id])).rows;
    await gw.db.query(`UPDATE relatorio_solicitado SET excluido = true WHERE id = $1`, [id]);
    // Every statement the export sends and the rows it got, to prove the single pass: no OFFSET page,
    // at most two counts, and the rows come in batches of at most 4.
    const sent: { sql: string; rows: number }[] = [];
    const gravar = async <T>(sql: string, run: Promise<{ rows: T[] }>) => {
      const r = await run;
      sent.push({ sql, rows: r.rows.length });
      return r;
    };
    const recording: Db = {
      ...gw.db,
      query: (sql, params) => gravar(sql, gw.db.query(sql, params)),
      transaction: (fn) =>
        gw.db.transaction((tx) => fn({ ...tx, query: (sql, params) => gravar(sql, tx.query(sql, params)) })),
    };
    // Its own folder: the worker may have claimed the job before it was marked excluded, and write the same file name.
    const out = await generate(job, {
      db: recording,
      dir: mkdtempSync(join(tmpdir(), 'relatorio-')),
      handlers: HANDLERS,
      pageSize: 4,
    });
    expect(sent.filter((q) => /\bOFFSET\b/.test(q.sql))).toEqual([]);
    expect(sent.filter((q) => /count\(/.test(q.sql)).length).toBeLessThanOrEqual(2);
    // The cursor (PostgreSQL; PGlite when no index gives the order): one DECLARE, then FETCH 4 until
    // a short batch. By keys (PGlite, leitura-por-chaves.ts): statements of the next 4 rows after the
    // last one read, plus at most one per region change (rows with and without a sort value).
    const declares = sent.filter((q) => /^DECLARE /.test(q.sql));
    const lotes = declares.length
      ? sent.filter((q) => /^FETCH 4 /.test(q.sql))
      : sent.filter((q) => /\bprh_k1\b/.test(q.sql) && !/^EXPLAIN/.test(q.sql));
    expect(declares.length).toBeLessThanOrEqual(1);
    expect(lotes.every((q) => q.rows <= 4)).toBe(true);
    expect(lotes.reduce((n, q) => n + q.rows, 0)).toBe(out.linhas);
    expect(lotes.length).toBeGreaterThanOrEqual(Math.ceil(out.linhas / 4));
    expect(lotes.length).toBeLessThanOrEqual(Math.floor(out.linhas / 4) + 2);
    const names: string[] = [];
    for (let page = 0; ; page++) {
      const search = await gw.app.inject({
        method: 'GET',
        url: '/gw/sisapmg/admissoes/v1/listaServidores',
        query: { page: String(page), size: '100', sort: 'nome', order: 'DESC' },
        headers: { authorization: `Bearer ${brunoSis}` },
      });
      // The file shows names as the grid does (the screen's column format, titleCase).
      names.push(...(search.json().objeto as { nome: string }[]).map((r) => formatTitleCase(r.nome)));
      if (page + 1 >= search.json().paginacao.totalPaginas) break;
    }
    const lines = (await readFile(out.arquivo, 'utf8'))
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';')[0]);
    expect(out.linhas).toBe(names.length);
    expect(lines).toEqual(names);
  });

  it('exports only the current page to CSV and PDF', async () => {
    const a = (
      await solicita({ formato: 'CSV', filtros: { exportarTudo: false }, paginacao: { page: 0, size: 10 } })
    ).json().objeto.idRelatorio;
    const b = (
      await solicita({
        formato: 'PDF',
        filtros: { exportarTudo: false, nome: 'maria' },
        paginacao: { page: 0, size: 5 },
      })
    ).json().objeto.idRelatorio;
    await gw.jobs.drain('relatorio_solicitado');
    const csv = (await call('GET', `${R}/download/${a}`)).body;
    expect(csv.trim().split('\r\n')).toHaveLength(11);
    const pdf = await call('GET', `${R}/download/${b}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("lists and downloads only the caller's own reports", async () => {
    expect((await meus({}, ana)).codigoMensagem).toBe(2);
    const id = (await meus()).objeto[0].idRelatorio;
    expect((await call('GET', `${R}/download/${id}`, {}, ana)).json().codigoMensagem).toBe(2);
    expect((await call('PUT', `${R}/excluiRelatorioSolicitadoServidor`, { idRelatorio: id }, ana)).statusCode).toBe(
      400,
    );
  });

  it("offers the report names of the screens' export actions", async () => {
    const nomes = (await call('GET', `${R}/listaRelatorios`)).json().objeto.map((r: { nome: string }) => r.nome);
    expect(nomes).toEqual(expect.arrayContaining(['Relatório de servidores', 'Relatório de usuários']));
  });

  it('filters by format and period and sorts by name by default', async () => {
    const body = await meus({ formatoSolicitado: 'CSV' });
    expect(body.objeto.every((r: { formatoSolicitado: string }) => r.formatoSolicitado === 'CSV')).toBe(true);
    expect((await meus({ dataInicialDoPeriodo: '01/01/2000', dataFinalDoPeriodo: '02/01/2000' })).codigoMensagem).toBe(
      2,
    );
    expect((await meus({ dataInicialDoPeriodo: '02/01/2000', dataFinalDoPeriodo: '01/01/2000' })).codigoMensagem).toBe(
      4,
    );
    // spec §5: a date of the period is never in the future
    const futura = await meus({
      dataInicialDoPeriodo: '01/01/2000',
      dataFinalDoPeriodo: `01/01/${new Date().getFullYear() + 1}`,
    });
    expect([futura.codigoMensagem, futura.listaCriticas]).toEqual([
      4,
      [{ campo: 'dataFinalDoPeriodo', mensagem: 'A data não pode ser futura.' }],
    ]);
    expect((await call('GET', `${R}/listaOrgaos`)).json().objeto).toEqual([
      { nome: 'SEE - Secretaria de Estado de Educação' },
    ]);
  });

  it('refuses to delete while PENDENTE, deletes when done', async () => {
    const id = (await solicita({ formato: 'CSV', filtros: {} })).json().objeto.idRelatorio;
    expect((await call('PUT', `${R}/excluiRelatorioSolicitadoServidor`, { idRelatorio: id })).statusCode).toBe(400);
    await gw.jobs.drain('relatorio_solicitado');
    const del = await call('PUT', `${R}/excluiRelatorioSolicitadoServidor`, { idRelatorio: id });
    expect(del.json().mensagem).toBe('Relatório excluído com sucesso!');
    expect((await meus()).objeto.some((r: { idRelatorio: number }) => r.idRelatorio === id)).toBe(false);
  });

  it('resumes a job interrupted mid-run, and gives up after repeated interruptions', async () => {
    // The interrupted jobs are written PROCESSANDO in one statement each (copies of a requested
    // one): a job requested and then updated could be claimed by the worker's timer in between.
    const modelo = (await solicita({ formato: 'CSV', filtros: {} })).json().objeto.idRelatorio;
    await gw.jobs.drain('relatorio_solicitado');
    const interrompido = async (tentativas: number) =>
      (
        await gw.db.query<{ id: number }>(
          `INSERT INTO relatorio_solicitado (cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao, orgao_momento_agendamento, status, tentativas, iniciado_em)
           SELECT cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao, orgao_momento_agendamento, 'PROCESSANDO', $2, now()
             FROM relatorio_solicitado WHERE id = $1 RETURNING id`,
          [modelo, tentativas],
        )
      ).rows[0].id;
    const id = await interrompido(1);
    const dead = await interrompido(MAX_TENTATIVAS);
    expect(await recoverJobs(gw.db, REPORT_TABLE)).toEqual({ resumed: 1, failed: 1 });
    await gw.jobs.drain('relatorio_solicitado');
    const rows = (await meus({ formatoSolicitado: 'CSV' })).objeto as {
      idRelatorio: number;
      statusGeracao: string;
      mensagemErro?: string;
    }[];
    expect(rows.find((r) => r.idRelatorio === id)!.statusGeracao).toBe('CONCLUIDO');
    expect(rows.find((r) => r.idRelatorio === dead)).toMatchObject({
      statusGeracao: 'ERRO',
      mensagemErro: MSG_INTERROMPIDO,
    });
  });
});
