/**
 * The access log names the screen a call came from also when it is a screen published at run time
 * with a route of its own (no shipped screen has it): the published routes are matched first, read
 * with the batch; once the screen is withdrawn its route names no screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, BRUNO } from '../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { publicarTela, retirarTela, telaDistribuida } from '../testing/telas.ts';

const ROTA = '/recursos-humanos/pesquisa-fonetica-registrada/';
const NOVA = {
  ...telaDistribuida('recursos-humanos/pesquisa-fonetica.screen.json'),
  id: 'pesquisa-fonetica-registrada',
  title: 'Pesquisa fonética registrada',
  route: ROTA,
};
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR: publishes
let bruno: string; // SEE 1261, RH_CONSULTA: the phonetic search is his
let nome: string; // a servant's name in SEE: the search answers rows (code 0), so it is logged

beforeAll(async () => {
  // A long interval: each test writes the queue itself (gw.acessos.gravar()).
  gw = await startTestApp(50, { acessos: { intervaloMs: 3_600_000 } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  const { rows } = await gw.db.query<{ nome: string }>(
    `SELECT nome FROM servidor WHERE unidade_codigo = '1261' ORDER BY id LIMIT 1`,
  );
  nome = rows[0].nome;
});
afterAll(() => gw?.close());

/** Bruno's phonetic search from the page `pagina`; the screen its access row names. */
async function telaRegistrada(pagina: string): Promise<string | null> {
  const res = await gw.app.inject({
    method: 'GET',
    url: '/gw/sisapmg/pessoas/v1/pesquisaFonetica',
    query: { nomeAproximado: nome, size: '10' },
    headers: { authorization: `Bearer ${bruno}`, referer: `http://127.0.0.1${pagina}` },
  });
  expect(res.json().codigoMensagem, res.body).toBe(0);
  await gw.acessos.gravar();
  const { rows } = await gw.db.query<{ tela: string | null }>(
    `SELECT tela FROM acesso_dados_pessoais WHERE endpoint = 'pessoas.pesquisaFonetica' ORDER BY elo DESC LIMIT 1`,
  );
  return rows[0].tela;
}

describe('the access log and screens published at run time', () => {
  it("names a published screen by its own route; withdrawn, the route names none; a shipped screen's route still names it", async () => {
    const v = await publicarTela(gw, NOVA, ana);
    expect(await telaRegistrada(ROTA)).toBe('pesquisa-fonetica-registrada');
    expect(await telaRegistrada('/recursos-humanos/pesquisa-fonetica/')).toBe('pesquisa-fonetica');
    await retirarTela(gw, v, ana);
    expect(await telaRegistrada(ROTA)).toBeNull();
  });
});
