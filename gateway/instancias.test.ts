/**
 * Two gateway instances on one PostgreSQL (docs/DEPLOYMENT.md), as behind a load balancer: two
 * `createApp` on the same DATABASE_URL, each with its own report folder and worker. PostgreSQL
 * only (`npm run test:unit:pg`): PGlite allows one process per database, so in the PGlite run the
 * file is skipped as a whole.
 *
 * Proves that what a user does on one instance holds on the other (session, access token, keys,
 * favourites, a published screen), that N report jobs are each claimed and generated exactly once across both
 * workers, that concurrent claims never take one job twice, and that the anonymous rate limit
 * counts the calls of both instances together.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from './app.ts';
import { ANA, BRUNO } from './db/demo-users.ts';
import { SCREENS_DIR } from './screens.ts';
import { loadSecrets } from './lib/secrets.ts';
import { claimJob, recoverJobs } from './lib/jobs/table.ts';
import { createJob, REPORT_TABLE, type Job } from './reports/jobs.ts';
import { accessToken, bancoPgDeTeste, instanciaNoBanco, naPg, sessionFor } from './testing/support.ts';

const MAX_ANONIMO = 4;
let banco: { databaseUrl: string; drop(): Promise<void> };
let a: GatewayApp;
let b: GatewayApp;

const instancia = (databaseUrl: string): Promise<GatewayApp> =>
  instanciaNoBanco(databaseUrl, 500, { limiteAnonimo: { max: MAX_ANONIMO, janelaMs: 60_000 } });

const R = '/gw/exame/relatorios/v1';
const auth = (t: string) => ({ authorization: `Bearer ${t}` });

describe.skipIf(!naPg)('two gateway instances on one PostgreSQL', () => {
  beforeAll(async () => {
    banco = await bancoPgDeTeste(500);
    // Started together, as a deployment's instances are: migrations and start-up take turns.
    [a, b] = await Promise.all([instancia(banco.databaseUrl), instancia(banco.databaseUrl)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await banco?.drop();
  });

  it('each answers the health check (GET /saude) with its database', async () => {
    for (const gw of [a, b]) {
      const res = await gw.app.inject({ method: 'GET', url: '/saude' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', banco: 'pg' });
    }
  });

  it('share the server keys: the same signing keys and access-token secret on both', async () => {
    const jwks = async (gw: GatewayApp) => (await gw.app.inject({ method: 'GET', url: '/rest/oidc/jwks' })).json();
    const ja = await jwks(a);
    expect(ja.keys.length).toBeGreaterThan(0);
    expect(await jwks(b)).toEqual(ja);
    const { rows } = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM segredo_servidor');
    expect(rows[0].n).toBe(1);
  });

  it('a session opened through A gets a token on B; a token of A is accepted by B; favourites written on A are read on B', async () => {
    const sessao = await sessionFor(a, BRUNO.cpf);
    const deB = await accessToken(b, sessao, '1261', '/gw/exame');
    const deA = await accessToken(a, sessao, '1261', '/gw/exame');
    const rota = '/recursos-humanos/pesquisa-servidor/';
    const inc = await a.app.inject({
      method: 'POST',
      url: '/gw/exame/favorito/v1',
      headers: auth(deA),
      payload: { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota },
    });
    expect(inc.statusCode).toBe(200);
    for (const t of [deA, deB]) {
      const lista = await b.app.inject({
        method: 'GET',
        url: `/gw/exame/favorito/v1/${BRUNO.cpf}/1261`,
        headers: auth(t),
      });
      expect(lista.statusCode).toBe(200);
      expect(lista.json().objeto).toEqual([{ cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota }]);
    }
  });

  it('a screen published through A is in the menu B serves; withdrawn through B, it leaves the menu A serves', async () => {
    const T = '/gw/exame/telas/v1';
    const admin = await accessToken(a, await sessionFor(a, ANA.cpf), ANA.unidade, '/gw/exame');
    const bruno = await accessToken(b, await sessionFor(b, BRUNO.cpf), '1261', '/gw/exame');
    const post = async (gw: GatewayApp, url: string, payload: object) => {
      const res = await gw.app.inject({ method: 'POST', url: `${T}${url}`, headers: auth(admin), payload });
      expect(res.json().codigoMensagem, res.body).toBe(0);
      return res.json().objeto as { id: number; versao: number };
    };
    const menu = async (gw: GatewayApp) =>
      (await gw.app.inject({ method: 'GET', url: `${T}/telasPublicadas`, headers: auth(bruno) })).json();
    const documento = {
      ...JSON.parse(readFileSync(join(SCREENS_DIR, 'recursos-humanos/pesquisa-fonetica.screen.json'), 'utf8')),
      title: 'Pesquisa fonética (publicada em A)',
    };
    const rascunho = await post(a, '/incluirRascunho', { documento });
    const enviada = await post(a, '/submeterVersao', { id: rascunho.id, versao: rascunho.versao });
    const publicada = await post(a, '/publicarVersao', { id: enviada.id, versao: enviada.versao });
    const deB = await menu(b);
    expect(deB.objeto).toEqual([{ telaId: 'pesquisa-fonetica', numero: 1, documento }]);
    await post(b, '/retirarVersao', { id: publicada.id, versao: publicada.versao });
    expect((await menu(a)).codigoMensagem).toBe(2);
  });

  it('N report jobs requested on both are each generated exactly once, by one of the two workers', async () => {
    const N = 12;
    const t = await accessToken(a, await sessionFor(a, BRUNO.cpf), '1261', '/gw/exame');
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const res = await (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: `${R}/solicitaRelatorioServidores`,
        headers: auth(t),
        payload: {
          tela: 'pesquisa-servidor',
          formato: 'CSV',
          filtros: { exportarTudo: true },
          paginacao: { sort: 'nome', order: 'ASC' },
        },
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().objeto.idRelatorio as number);
    }
    // Both workers drain the queue at the same time (their 1 s pollers run too).
    await Promise.all([a.jobs.drain('relatorio_solicitado'), b.jobs.drain('relatorio_solicitado')]);
    await Promise.all([a.jobs.drain('relatorio_solicitado'), b.jobs.drain('relatorio_solicitado')]);
    const { rows } = await a.db.query<{ id: number; status: string; tentativas: number; arquivo: string | null }>(
      'SELECT id, status, tentativas, arquivo FROM relatorio_solicitado WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    expect(rows).toHaveLength(N);
    for (const r of rows) expect(r).toMatchObject({ status: 'CONCLUIDO', tentativas: 1, arquivo: null });
    // Each file was stored once, in the database; neither instance's scratch folder keeps a copy.
    const { rows: partes } = await a.db.query<{ relatorio_id: number; n: number }>(
      'SELECT relatorio_id, count(*)::int AS n FROM relatorio_arquivo_parte WHERE relatorio_id = ANY($1::int[]) GROUP BY 1',
      [ids],
    );
    expect(partes.map((p) => p.relatorio_id).sort((x, y) => x - y)).toEqual(rows.map((r) => r.id));
    expect([...readdirSync(a.reports.dir), ...readdirSync(b.reports.dir)]).toEqual([]);
  });

  it('a report generated by A downloads from B, byte for byte, with no folder shared; deleted on B, it is gone for A', async () => {
    const t = await accessToken(a, await sessionFor(a, BRUNO.cpf), '1261', '/gw/exame');
    // B's worker is stopped, so A's generates it (B keeps serving requests).
    await b.jobs.stop();
    const res = await b.app.inject({
      method: 'POST',
      url: `${R}/solicitaRelatorioServidores`,
      headers: auth(t),
      payload: {
        tela: 'pesquisa-servidor',
        formato: 'XLSX',
        filtros: { exportarTudo: true },
        paginacao: { sort: 'nome', order: 'ASC' },
      },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().objeto.idRelatorio as number;
    await a.jobs.drain('relatorio_solicitado');
    // Nothing on either instance's disk: B can only serve it from the database.
    expect([...readdirSync(a.reports.dir), ...readdirSync(b.reports.dir)]).toEqual([]);
    const baixar = (gw: GatewayApp) => gw.app.inject({ method: 'GET', url: `${R}/download/${id}`, headers: auth(t) });
    const deB = await baixar(b);
    expect(deB.statusCode).toBe(200);
    expect(deB.headers['content-type']).toContain('spreadsheetml');
    const { rows } = await a.db.query<{ arquivo_bytes: string }>(
      'SELECT arquivo_bytes FROM relatorio_solicitado WHERE id = $1',
      [id],
    );
    expect(deB.rawPayload.length).toBe(Number(rows[0].arquivo_bytes));
    expect(Number(deB.headers['content-length'])).toBe(deB.rawPayload.length);
    expect(deB.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await baixar(a)).rawPayload.equals(deB.rawPayload)).toBe(true);
    const exclui = await b.app.inject({
      method: 'PUT',
      url: `${R}/excluiRelatorioSolicitadoServidor`,
      headers: auth(t),
      payload: { idRelatorio: id },
    });
    expect(exclui.statusCode).toBe(200);
    const { rows: partes } = await a.db.query('SELECT 1 FROM relatorio_arquivo_parte WHERE relatorio_id = $1', [id]);
    expect(partes).toEqual([]);
    expect((await baixar(a)).json().codigoMensagem).toBe(2);
  });

  it('claims racing on both instances never take one job twice (FOR UPDATE SKIP LOCKED)', async () => {
    const N = 10;
    const ids: number[] = [];
    for (let i = 0; i < N; i++)
      ids.push(
        await createJob(a.db, {
          cpf: BRUNO.cpf,
          unidade: '1261',
          nome_relatorio: 'corrida',
          formato: 'CSV',
          endpoint: 'pesquisarServidores',
          tela: 'pesquisa-servidor',
          filtros: {},
          paginacao: {},
          orgao: '1261',
        }),
      );
    const pegos = (
      await Promise.all(Array.from({ length: 3 * N }, (_, i) => claimJob<Job>(i % 2 ? b.db : a.db, REPORT_TABLE)))
    ).filter((j) => j !== null);
    const meus = pegos.map((j) => j.id).filter((id) => ids.includes(id));
    expect(new Set(meus).size).toBe(meus.length);
    // Whoever took them (these claims or a worker's poll), every job was claimed exactly once.
    const { rows } = await a.db.query<{ tentativas: number }>(
      'SELECT tentativas FROM relatorio_solicitado WHERE id = ANY($1::int[])',
      [ids],
    );
    expect(rows.map((r) => r.tentativas)).toEqual(Array(N).fill(1));
    await a.db.query(
      `UPDATE relatorio_solicitado SET status = 'ERRO', mensagem_erro = 'teste' WHERE id = ANY($1::int[]) AND status = 'PROCESSANDO'`,
      [ids],
    );
  });

  it('a running job of another instance (fresh signal) is left alone; one whose signal stopped is taken back', async () => {
    const novo = () =>
      createJob(a.db, {
        cpf: BRUNO.cpf,
        unidade: '1261',
        nome_relatorio: 'sinal',
        formato: 'CSV',
        endpoint: 'x',
        tela: null,
        filtros: {},
        paginacao: {},
        orgao: '1261',
      });
    const vivo = await novo();
    const morto = await novo();
    await a.db.query(
      `UPDATE relatorio_solicitado SET status = 'PROCESSANDO', tentativas = 1, sinal_em = now() WHERE id = $1`,
      [vivo],
    );
    await a.db.query(
      `UPDATE relatorio_solicitado SET status = 'PROCESSANDO', tentativas = 1, sinal_em = now() - interval '3 minutes' WHERE id = $1`,
      [morto],
    );
    // Workers must not take them meanwhile: the check runs with the workers' own rule.
    await b.jobs.stop();
    await a.jobs.stop();
    await recoverJobs(b.db, REPORT_TABLE);
    const { rows } = await a.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM relatorio_solicitado WHERE id = ANY($1::int[]) ORDER BY id',
      [[vivo, morto]],
    );
    expect(rows).toEqual([
      { id: vivo, status: 'PROCESSANDO' },
      { id: morto, status: 'PENDENTE' },
    ]);
  });

  it('the anonymous rate limit counts the calls of both instances together', async () => {
    const anonimo = (gw: GatewayApp) =>
      gw.app.inject({ method: 'GET', url: '/gw/exame/captcha/v1', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < MAX_ANONIMO; i++) expect((await anonimo(i % 2 ? b : a)).statusCode).toBe(200);
    expect((await anonimo(a)).statusCode).toBe(429);
    expect((await anonimo(b)).statusCode).toBe(429);
  });

  it("keys: a single instance's keys.json moves into the database once; afterwards the row wins", async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portalrh-chaves-'));
    try {
      const doArquivo = await loadSecrets(undefined);
      writeFileSync(join(pasta, 'keys.json'), JSON.stringify(doArquivo));
      await a.db.query('DELETE FROM segredo_servidor');
      expect(await loadSecrets(pasta, a.db)).toEqual(doArquivo);
      writeFileSync(join(pasta, 'keys.json'), JSON.stringify(await loadSecrets(undefined)));
      expect(await loadSecrets(pasta, b.db)).toEqual(doArquivo);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
