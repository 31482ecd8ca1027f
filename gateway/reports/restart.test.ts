/**
 * Jobs survive a restart of the process, over a real PGlite database kept on disk: the first
 * process is stopped with one job left PROCESSANDO mid-file (a stale `.part` on disk) and one that
 * was already interrupted MAX_TENTATIVAS times; a second process opening the same folder resumes
 * the first to CONCLUIDO with a complete file and marks the second ERRO with the reason.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { BRUNO } from '../db/demo-users.ts';
import { pastaSemeada } from '../testing/templates.ts';
import { accessToken, freePort, sessionFor } from '../testing/support.ts';
import { MAX_TENTATIVAS, MSG_INTERROMPIDO } from './jobs.ts';

let dataDir = '';
const open = async () =>
  createApp({
    port: await freePort(),
    host: '127.0.0.1',
    dataDir,
    seedSize: 40,
    distDir: '/nonexistent-dist',
    logger: false,
    listen: false,
  });
let gw: GatewayApp | undefined;

afterAll(async () => {
  await gw?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const R = '/gw/exame/relatorios/v1';
type Linha = { idRelatorio: number; statusGeracao: string; mensagemErro?: string };

async function token(app: GatewayApp) {
  return accessToken(app, await sessionFor(app, BRUNO.cpf), '1261', '/gw/exame');
}
async function solicita(app: GatewayApp, t: string): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: `${R}/solicitaRelatorioServidores`,
    headers: { authorization: `Bearer ${t}` },
    payload: {
      tela: 'pesquisa-servidor',
      formato: 'CSV',
      filtros: { exportarTudo: true },
      paginacao: { sort: 'nome', order: 'ASC' },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().objeto.idRelatorio as number;
}
async function meus(app: GatewayApp, t: string): Promise<Linha[]> {
  const res = await app.app.inject({
    method: 'GET',
    url: `${R}/relatoriosServidor`,
    headers: { authorization: `Bearer ${t}` },
  });
  return res.json().objeto as Linha[];
}

describe('report jobs across a restart (PGlite on disk)', () => {
  it('resumes a job left PROCESSANDO and fails one interrupted too often, with the reason', async () => {
    dataDir = await pastaSemeada('portalrh-restart-', 40);
    gw = await open();
    // The first process "crashes": its worker stops taking jobs, two jobs are mid-run.
    await gw.jobs.stop();
    let t = await token(gw);
    const resumed = await solicita(gw, t);
    const dead = await solicita(gw, t);
    await gw.db.query(
      `UPDATE relatorio_solicitado SET status = 'PROCESSANDO', tentativas = 1, iniciado_em = now() WHERE id = $1`,
      [resumed],
    );
    await gw.db.query(`UPDATE relatorio_solicitado SET status = 'PROCESSANDO', tentativas = $2 WHERE id = $1`, [
      dead,
      MAX_TENTATIVAS,
    ]);
    const stale = join(gw.reports.dir, `${resumed}.csv.part`);
    writeFileSync(stale, 'Nome;CPF\r\nmeio arquivo');
    const search = await gw.app.inject({
      method: 'GET',
      url: '/gw/sisapmg/admissoes/v1/listaServidores',
      query: { size: '10' },
      headers: { authorization: `Bearer ${await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261')}` },
    });
    const total = search.json().paginacao.totalRegistros as number;
    expect(total).toBeGreaterThan(0);
    expect((await meus(gw, t)).find((r) => r.idRelatorio === resumed)!.statusGeracao).toBe('PROCESSANDO');
    await gw.close();

    // A new process over the same folder: recovery runs before the worker takes jobs.
    gw = await open();
    t = await token(gw);
    const before = await meus(gw, t);
    expect(before.find((r) => r.idRelatorio === resumed)!.statusGeracao).toMatch(/PENDENTE|PROCESSANDO|CONCLUIDO/);
    expect(before.find((r) => r.idRelatorio === dead)).toMatchObject({
      statusGeracao: 'ERRO',
      mensagemErro: MSG_INTERROMPIDO,
    });
    await gw.jobs.drain('relatorio_solicitado');
    const after = await meus(gw, t);
    expect(after.find((r) => r.idRelatorio === resumed)!.statusGeracao).toBe('CONCLUIDO');
    expect(after.find((r) => r.idRelatorio === dead)!.statusGeracao).toBe('ERRO');
    // The file was written again from scratch: every row, no trace of the half-written part.
    const dl = await gw.app.inject({
      method: 'GET',
      url: `${R}/download/${resumed}`,
      headers: { authorization: `Bearer ${t}` },
    });
    expect(dl.statusCode).toBe(200);
    const lines = dl.body.trim().split('\r\n');
    expect(lines.length - 1).toBe(total);
    // The same file as before the restart: the stored screen ('tela') gives its columns.
    expect((await gw.db.query('SELECT tela FROM relatorio_solicitado WHERE id = $1', [resumed])).rows).toEqual([
      { tela: 'pesquisa-servidor' },
    ]);
    expect(lines[0].replace(/^\uFEFF/, '')).toBe(
      'Nome;CPF;MASP;Nº funcionário;Órgão/entidade;Situação funcional;Admissão',
    );
    expect(dl.body).not.toContain('meio arquivo');
    expect(existsSync(stale)).toBe(false);
    // PGlite keeps the file in the folder (report-job.ts).
    expect(await readFile(join(gw.reports.dir, `${resumed}.csv`), 'utf8')).toBe(dl.body);
  }, 120_000);
});
