/**
 * What an access request's analysis shows about roles and the person: what a role allows
 * (unidadePapel.recursos), the roles a user holds in the token's unit (unidadePapel.papeisDoUsuario),
 * the user's record by CPF (usuario.porCpf) — each refused to a role without 'solicitacoes', to
 * another unit, and on bad input — and the anonymous institutions of a unit (instituicao, ALTCHA),
 * which take no CPF at all. Every answer is checked against the catalogue (testing/contract.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { MSG_CAPTCHA_INVALIDO } from '../../captcha/altcha.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { accessToken, addUser, sessionFor, startTestApp, ZELIA, tokenAltcha } from '../../testing/support.ts';
import { MSG_UNIDADE_OUTRA } from '../../lib/unit-scope.ts';

const GW = '/gw/exame';
const PEDRO = '11144477735'; // a user with no role, with an access request at SEPLAG
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA: no user management

beforeAll(async () => {
  gw = await startTestApp(50);
  await addUser(gw, ZELIA);
  await addUser(gw, { cpf: PEDRO, nome: 'Pedro Sem Perfil', unidade: '1261' });
  await gw.db.query(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis) VALUES ($1, 'Pedro Sem Perfil', 'p@x.br', '1501', '{ATENDIMENTO}')`,
    [PEDRO],
  );
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', GW);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', GW);
});
afterAll(() => gw?.close());

async function get(url: string, query: Record<string, string> = {}, token: string | null = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `${GW}${url}`,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

describe('unidadePapel.recursos — what a role allows', () => {
  it('lists the grants of a role named by their screens, by area and title; data resources last, by key', async () => {
    const { status, body } = await get('/unidadePapel/v1/recursos/RH_CONSULTA');
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    const linhas = body.objeto as { chaveMenu: string; url: string; titulo: string; area: string }[];
    expect(linhas.map((r) => r.chaveMenu).sort()).toEqual(
      [
        'consultar-ferias-premio',
        'consultar-fipa-eletronica',
        'dados-servidor',
        'pesquisa-servidor',
        'pesquisar-relatorios',
      ].sort(),
    );
    expect(linhas.find((r) => r.chaveMenu === 'pesquisa-servidor')).toMatchObject({
      url: '/recursos-humanos/pesquisa-servidor/',
      area: 'Recursos humanos',
    });
    expect(linhas.at(-1)).toMatchObject({ chaveMenu: 'dados-servidor', titulo: 'dados-servidor', area: '', url: '' });
    const areas = linhas.filter((r) => r.area).map((r) => r.area);
    expect(areas).toEqual([...areas].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('the data officer does not appear in what the administrator allows (separation of duties)', async () => {
    const { body } = await get('/unidadePapel/v1/recursos/ADMINISTRADOR');
    const chaves = (body.objeto as { chaveMenu: string }[]).map((r) => r.chaveMenu);
    expect(chaves).toContain('solicitacoes');
    expect(chaves).not.toContain('acessos-dados-pessoais');
  });

  it('an unknown role is no result; a malformed code is refused in Portuguese; without the resource or a token, refused', async () => {
    expect((await get('/unidadePapel/v1/recursos/NAO_EXISTE')).body.codigoMensagem).toBe(2);
    const ruim = await get('/unidadePapel/v1/recursos/rh-consulta');
    expect(ruim.status).toBe(400);
    expect(ruim.body.codigoMensagem).toBe(4);
    expect(ruim.body.listaCriticas[0].campo).toBe('id');
    expect(ruim.body.listaCriticas[0].mensagem).toMatch(/formato|inválid/i);
    expect((await get('/unidadePapel/v1/recursos/RH_CONSULTA', {}, bruno)).status).toBe(403);
    expect((await get('/unidadePapel/v1/recursos/RH_CONSULTA', {}, null)).status).toBe(401);
  });
});

describe('unidadePapel.papeisDoUsuario — the roles a user holds in the unit', () => {
  it("answers the roles held in the token's unit, with their names", async () => {
    const { status, body } = await get(`/unidadePapel/v1/${ZELIA.cpf}/1501`);
    expect(status).toBe(200);
    expect(body.objeto).toEqual([{ codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' }]);
    // Masked CPFs are the same person.
    expect((await get('/unidadePapel/v1/529.982.247-25/1501')).body.objeto).toHaveLength(1);
    expect((await get(`/unidadePapel/v1/${PEDRO}/1501`)).body.codigoMensagem).toBe(2);
  });

  it('another unit is refused (no roles elsewhere are told); so are a role without the resource and bad input', async () => {
    const outra = await get(`/unidadePapel/v1/${BRUNO.cpf}/1261`);
    expect(outra.status).toBe(403);
    expect(outra.body.mensagem).toBe(MSG_UNIDADE_OUTRA);
    expect((await get(`/unidadePapel/v1/${BRUNO.cpf}/1261`, {}, bruno)).status).toBe(403);
    const cpf = await get('/unidadePapel/v1/11111111111/1501');
    expect(cpf.status).toBe(400);
    expect(cpf.body.listaCriticas).toEqual([{ campo: 'cpf', mensagem: 'CPF inválido.' }]);
    expect((await get(`/unidadePapel/v1/${ZELIA.cpf}/SEPLAG`)).body.listaCriticas[0].campo).toBe('codigoUnidade');
  });
});

describe('usuario.porCpf — the user record of someone in the unit', () => {
  it('answers the record of a user with a role or an access request in the unit, with their home unit', async () => {
    const { status, body } = await get(`/usuario/v1/cpf/${ZELIA.cpf}`);
    expect(status).toBe(200);
    expect(body.objeto).toEqual({
      cpf: ZELIA.cpf,
      nome: ZELIA.nome,
      nomeSocial: null,
      email: 'zelia@planejamento.mg.gov.br',
      matricula: '1000010',
      unidadeOrigem: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
    });
    expect((await get(`/usuario/v1/cpf/${PEDRO}`)).body.objeto.unidadeOrigem).toBe(
      'SEE - Secretaria de Estado de Educação',
    );
  });

  it('someone of another unit only answers like a CPF without an account; refused without the resource and on bad input', async () => {
    expect((await get(`/usuario/v1/cpf/${BRUNO.cpf}`)).body.codigoMensagem).toBe(2);
    expect((await get('/usuario/v1/cpf/71460238001')).body.codigoMensagem).toBe(2);
    expect((await get(`/usuario/v1/cpf/${ZELIA.cpf}`, {}, bruno)).status).toBe(403);
    expect((await get(`/usuario/v1/cpf/${ZELIA.cpf}`, {}, null)).status).toBe(401);
    const ruim = await get('/usuario/v1/cpf/123');
    expect(ruim.status).toBe(400);
    expect(ruim.body.listaCriticas[0].campo).toBe('cpf');
  });
});

describe('instituicao.daUnidadeCaptcha — the institutions a unit covers, anonymous', () => {
  it("lists the unit's own institution first, then the others by acronym, with a solved challenge", async () => {
    const { status, body } = await get(
      '/instituicao/v1',
      { codigoUnidade: '1501', captcha: await tokenAltcha(gw) },
      null,
    );
    expect(status).toBe(200);
    expect((body.objeto as { sigla: string }[]).map((i) => i.sigla)).toEqual(['SEPLAG', 'FJP', 'IPSEMG']);
    expect(
      (await get('/instituicao/v1', { codigoUnidade: '9999', captcha: await tokenAltcha(gw) }, null)).body
        .codigoMensagem,
    ).toBe(2);
  });

  it('a used or missing challenge is refused; a CPF is not even accepted, so nothing is learnt about a person', async () => {
    const t = await tokenAltcha(gw);
    expect((await get('/instituicao/v1', { codigoUnidade: '1501', captcha: t }, null)).status).toBe(200);
    const usado = await get('/instituicao/v1', { codigoUnidade: '1501', captcha: t }, null);
    expect(usado.status).toBe(400);
    expect(usado.body.mensagem).toBe(MSG_CAPTCHA_INVALIDO);
    const sem = await get('/instituicao/v1', { codigoUnidade: '1501' }, null);
    expect(sem.status).toBe(400);
    expect(sem.body.listaCriticas[0].campo).toBe('captcha');
    const comCpf = await get(
      '/instituicao/v1',
      { cpf: ZELIA.cpf, codigoUnidade: '1501', captcha: await tokenAltcha(gw) },
      null,
    );
    expect(comCpf.status).toBe(400);
    expect(comCpf.body.listaCriticas[0].campo).toBe('cpf');
  });
});
