/**
 * The export of a screen published at run time on two gateway instances of one PostgreSQL (as
 * gateway/instancias.test.ts, PostgreSQL only): published through A, exported through B, its file
 * has the published columns whichever worker makes it; withdrawn through B, an export through A
 * has the shipped columns again — no instance keeps a copy of the screens in force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from './app.ts';
import { ANA, BRUNO } from './db/demo-users.ts';
import { accessToken, bancoPgDeTeste, instanciaNoBanco, naPg, sessionFor } from './testing/support.ts';
import { publicarTela, retirarTela, telaDistribuida } from './testing/telas.ts';

const R = '/gw/exame/relatorios/v1';
const DISTRIBUIDA = telaDistribuida('recursos-humanos/pesquisa-servidor.screen.json');
const COLUNAS = DISTRIBUIDA.columns as { field: string; header: string }[];
const PUBLICADA = { ...DISTRIBUIDA, columns: COLUNAS.filter((c) => c.field !== 'masp') };

let banco: { databaseUrl: string; drop(): Promise<void> };
let a: GatewayApp;
let b: GatewayApp;

const instancia = (databaseUrl: string): Promise<GatewayApp> => instanciaNoBanco(databaseUrl, 50);

/** Bruno's export of 'Pesquisar servidor' (first page, CSV) through `gw`, generated, downloaded through `outra`: its header. */
async function exportar(gw: GatewayApp, outra: GatewayApp, token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await gw.app.inject({
    method: 'POST',
    url: `${R}/solicitaRelatorioServidores`,
    headers,
    payload: { tela: 'pesquisa-servidor', formato: 'CSV', filtros: { exportarTudo: false }, paginacao: { size: 10 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().objeto.idRelatorio as number;
  await Promise.all([a.jobs.drain('relatorio_solicitado'), b.jobs.drain('relatorio_solicitado')]);
  const dl = await outra.app.inject({ method: 'GET', url: `${R}/download/${id}`, headers });
  expect(dl.statusCode, dl.body).toBe(200);
  return dl.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]
    .split(';');
}

describe.skipIf(!naPg)('exports of a published screen on two instances', () => {
  beforeAll(async () => {
    banco = await bancoPgDeTeste(50);
    [a, b] = await Promise.all([instancia(banco.databaseUrl), instancia(banco.databaseUrl)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await banco?.drop();
  });

  it('published through A, exported through B with its columns; withdrawn through B, exported through A with the shipped ones', async () => {
    const ana = await accessToken(a, await sessionFor(a, ANA.cpf), ANA.unidade, '/gw/exame');
    const bruno = await accessToken(b, await sessionFor(b, BRUNO.cpf), '1261', '/gw/exame');
    const v = await publicarTela(a, PUBLICADA, ana);
    expect(await exportar(b, a, bruno)).toEqual(PUBLICADA.columns.map((c) => c.header));
    await retirarTela(b, v, ana);
    expect(await exportar(a, b, bruno)).toEqual(COLUNAS.map((c) => c.header));
  });
});
