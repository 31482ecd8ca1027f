import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, BRUNO, CARLA } from '../db/demo-users.ts';
import { accessToken, PKCE, sessionFor, startTestApp } from '../testing/support.ts';

let gw: GatewayApp;
const LISTA = '/gw/sisapmg/admissoes/v1/listaServidores';

beforeAll(async () => {
  gw = await startTestApp(300);
});
afterAll(() => gw?.close());

const call = (url: string, token?: string) =>
  gw.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('getWso2Token', () => {
  it('issues an HS256 token for the session, unit and gateway', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    const res = await gw.app.inject({
      method: 'GET',
      url: '/gw/justica/seguranca/v1/getWso2Token',
      query: { tokenSSCId: sid, codigoUnidadeSsc: '1261' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mensagem).toBe('Token gerado com sucesso.');
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.expires_in).toBeGreaterThan(800);
    expect(body.data.expires_in).toBeLessThanOrEqual(900);
    const claims = JSON.parse(Buffer.from(body.data.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'JUSTICA', sub: BRUNO.cpf, unidade: '1261', papeis: ['RH_CONSULTA'], sid });
    expect(claims.recursos).toEqual(
      expect.arrayContaining([
        'pesquisa-servidor',
        'dados-servidor',
        'consultar-ferias-premio',
        'pesquisar-relatorios',
      ]),
    );
  });

  it('accepts the session id in a header too', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    const res = await gw.app.inject({
      method: 'GET',
      url: '/gw/exame/seguranca/v1/getWso2Token?codigoUnidadeSsc=1261',
      headers: { tokenSSCId: sid },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with "expirado" for unknown, expired and ended sessions', async () => {
    const expired = await sessionFor(gw, BRUNO.cpf, -1000);
    const ended = await sessionFor(gw, BRUNO.cpf);
    await gw.db.query('UPDATE sessao SET encerrada = true WHERE id = $1', [ended]);
    for (const tokenSSCId of ['nao-existe', expired, ended]) {
      const res = await gw.app.inject({
        method: 'GET',
        url: '/gw/fipa/seguranca/v1/getWso2Token',
        query: { tokenSSCId, codigoUnidadeSsc: '1261' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toContain('expirado');
    }
    const none = await gw.app.inject({ method: 'GET', url: '/gw/fipa/seguranca/v1/getWso2Token' });
    expect(none.statusCode).toBe(401);
  });

  it('refuses a NUL or a repeated parameter with code 4 naming the field, never a 500', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    for (const url of [
      '/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=a%00b',
      `/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=${sid}&codigoUnidadeSsc=12%0061`,
      `/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=${sid}&tokenSSCId=${sid}`,
    ]) {
      const res = await gw.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().codigoMensagem).toBe(4);
      expect(res.json().listaCriticas[0].campo).toMatch(/^(tokenSSCId|codigoUnidadeSsc)$/);
    }
    const nul = await gw.app.inject({ method: 'GET', url: '/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=a%00b' });
    expect(nul.json().listaCriticas).toEqual([
      { campo: 'tokenSSCId', mensagem: 'Caractere de controle não permitido.' },
    ]);
    const login = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/seguranca/v1/login',
      payload: { code: 'abc\u0000', redirectUri: `${gw.origin}/index`, codeVerifier: PKCE.verifier, nonce: PKCE.nonce },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().listaCriticas).toEqual([{ campo: 'code', mensagem: 'Caractere de controle não permitido.' }]);
  });

  it('answers 403 for a unit the user does not have', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    const res = await gw.app.inject({
      method: 'GET',
      url: '/gw/sisapmg/seguranca/v1/getWso2Token',
      query: { tokenSSCId: sid, codigoUnidadeSsc: '1501' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ codigoMensagem: 1 });
    expect(res.json().hashErro).toMatch(/^[0-9a-f]+$/);
  });

  it('gives the roles of the chosen unit only', async () => {
    const sid = await sessionFor(gw, ANA.cpf);
    const see = await accessToken(gw, sid, '1261');
    const claims = JSON.parse(Buffer.from(see.split('.')[1], 'base64url').toString());
    expect(claims.papeis).toEqual(['ENCARREGADO_DADOS', 'RH_CONSULTA']);
    expect(claims.recursos).not.toContain('indicadores');
  });
});

describe('the session fetch (/seguranca/v1/{tokenSSCId}: the token fetch of spec §7)', () => {
  const sessao = (id: string) => gw.app.inject({ method: 'GET', url: `/gw/exame/seguranca/v1/${id}` });

  it('answers the session with the roles per unit as they are now, not as at the login', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    const antes = (await sessao(sid)).json();
    expect(antes).toMatchObject({ codigoMensagem: 0, objeto: { tokenId: sid, usuario: { cpf: BRUNO.cpf } } });
    expect(antes.objeto.expires_in).toBeGreaterThan(800);
    const papeis = (o: { usuario: { jsonUnidadePapeis: string } }) =>
      (JSON.parse(o.usuario.jsonUnidadePapeis) as { unidade: { codigo: string }; papeis: { codigo: string }[] }[])
        .find((u) => u.unidade.codigo === '1261')!
        .papeis.map((p) => p.codigo);
    expect(papeis(antes.objeto)).toEqual(['RH_CONSULTA']);
    await gw.db.query(
      "INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo) VALUES ($1, '1261', 'ENCARREGADO_DADOS')",
      [BRUNO.cpf],
    );
    try {
      expect(papeis((await sessao(sid)).json().objeto)).toEqual(['ENCARREGADO_DADOS', 'RH_CONSULTA']);
    } finally {
      await gw.db.query(
        "DELETE FROM usuario_unidade_papel WHERE cpf = $1 AND unidade_codigo = '1261' AND papel_codigo = 'ENCARREGADO_DADOS'",
        [BRUNO.cpf],
      );
    }
  });

  it('answers 401 "expirado" for an unknown, expired or ended session, and 400 for a malformed id', async () => {
    const expired = await sessionFor(gw, BRUNO.cpf, -1000);
    const ended = await sessionFor(gw, BRUNO.cpf);
    await gw.db.query('UPDATE sessao SET encerrada = true WHERE id = $1', [ended]);
    for (const id of ['x'.repeat(43), expired, ended]) {
      const res = await sessao(id);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        codigoMensagem: 1,
        mensagem: 'Token SSC expirado. Efetue o login novamente.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const curto = await sessao('curto');
    expect(curto.statusCode).toBe(400);
    expect(curto.json().listaCriticas).toEqual([{ campo: 'tokenSSCId', mensagem: 'Valor em formato inválido.' }]);
  });
});

describe('gateway token enforcement', () => {
  it('401 without a token', async () => {
    const res = await call(LISTA);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ codigoMensagem: 1, mensagem: 'Token de acesso inválido ou ausente.' });
  });

  it('401 for a forged token (wrong key)', async () => {
    const forged = await new SignJWT({
      unidade: '1261',
      papeis: ['ADMINISTRADOR'],
      recursos: ['pesquisa-servidor'],
      sid: 'x',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(BRUNO.cpf)
      .setAudience('SISAPMG')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('uma-chave-qualquer-de-32-bytes-ok!!'));
    const res = await call(LISTA, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('Token de acesso inválido ou ausente.');
    expect((await call(LISTA, 'nao.e.jwt')).statusCode).toBe(401);
  });

  it('401 "expirado" for an expired token', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf, 1500);
    const token = await accessToken(gw, sid, '1261');
    await new Promise((r) => setTimeout(r, 2100));
    const res = await call(LISTA, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('Token de acesso expirado.');
  });

  it('401 for a token of another gateway (audience)', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    const token = await accessToken(gw, sid, '1261', '/gw/justica');
    const res = await call(LISTA, token);
    expect(res.statusCode).toBe(401);
  });

  it('401 once the session is ended (logout)', async () => {
    const sid = await sessionFor(gw, BRUNO.cpf);
    const token = await accessToken(gw, sid, '1261');
    expect((await call(LISTA, token)).statusCode).toBe(200);
    const out = await gw.app.inject({
      method: 'GET',
      url: `/rest/oidc/logout?logout_page=${encodeURIComponent(`${gw.origin}/login`)}&tokenSSCId=${sid}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${gw.origin}/login`);
    expect((await call(LISTA, token)).statusCode).toBe(401);
  });

  it('403 when the role does not grant the resource', async () => {
    const sid = await sessionFor(gw, CARLA.cpf);
    const token = await accessToken(gw, sid, '1321');
    const res = await call(LISTA, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ codigoMensagem: 1, mensagem: 'Usuário sem permissão para este recurso.' });
  });
});

describe('logout and unit return URLs', () => {
  it('refuses foreign return URLs', async () => {
    const out = await gw.app.inject({
      method: 'GET',
      url: '/rest/oidc/logout?logout_page=https://evil.example/login',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.headers.location).toBe(`${gw.origin}/login`);
    const unit = await gw.app.inject({ method: 'GET', url: '/rest/oidc/unidade?return_url=https://evil.example/' });
    expect(unit.headers.location).toBe(`${gw.origin}/home`);
    const ok = await gw.app.inject({
      method: 'GET',
      url: `/rest/oidc/unidade?return_url=${encodeURIComponent(`${gw.origin}/home`)}`,
    });
    expect(ok.headers.location).toBe(`${gw.origin}/home`);
  });
});

describe('envelope on errors', () => {
  it('unknown gateway path → 404 envelope; bad JSON → 400 envelope', async () => {
    const nf = await gw.app.inject({ method: 'GET', url: '/gw/sisapmg/nao/existe' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().codigoMensagem).toBe(1);
    const bad = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/seguranca/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nao json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codigoMensagem).toBe(4);
  });

  it('login with a bad code → 400 code 4, never 500', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/seguranca/v1/login',
      payload: { code: 'invalido', redirectUri: `${gw.origin}/index`, codeVerifier: PKCE.verifier, nonce: PKCE.nonce },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().codigoMensagem).toBe(4);
    const empty = await gw.app.inject({ method: 'POST', url: '/gw/exame/seguranca/v1/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().listaCriticas.map((c: { campo: string }) => c.campo)).toEqual([
      'code',
      'redirectUri',
      'codeVerifier',
      'nonce',
    ]);
  });

  it('serves /config.json', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toEqual({
      produto: 'portalrh',
      clientId: 'portalrh-frontend',
      idp: { auth: '/rest/oidc/auth', logout: '/rest/oidc/logout', unidade: '/rest/oidc/unidade' },
      destinos: {
        EXAME: '/gw/exame',
        JUSTICA: '/gw/justica',
        SISAPMG: '/gw/sisapmg',
        CONTAGEM_TEMPO: '/gw/contagem-tempo',
        FIPA: '/gw/fipa',
      },
    });
  });
});
