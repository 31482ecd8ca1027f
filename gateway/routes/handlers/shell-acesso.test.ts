import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { issueCaptcha, newChallenge, renderSvg, verifyCaptcha } from '../../captcha/captcha.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../../test-support.ts';

let gw: GatewayApp;
let bruno: string; // SEE 1261
let ana: string; // SEPLAG 1501

beforeAll(async () => {
  gw = await startTestApp(50);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const res = await gw.app.inject({ method, url: `/gw/exame${url}`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

/** Issues a captcha whose answer we know (the challenge is chosen here, the image drawn as usual). */
async function knownCaptcha(resposta = '21') {
  const c = await issueCaptcha(gw.db, { texto: `${Number(resposta) - 4} + 4`, resposta });
  return { ...c, token: `${c.id}.${resposta}` };
}

describe('favorito', () => {
  it('lists, includes and removes favourites of the token own cpf and unit', async () => {
    expect((await call('GET', `/favorito/v1/${BRUNO.cpf}/1261`, undefined, bruno)).body.objeto).toEqual([]);
    const inc = await call('POST', '/favorito/v1', { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota: '/recursos-humanos/pesquisa-servidor/' }, bruno);
    expect(inc.status).toBe(200);
    expect(inc.body.objeto).toEqual([{ cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota: '/recursos-humanos/pesquisa-servidor/' }]);
    const rem = await call('POST', '/favorito/v1/remover', { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota: '/recursos-humanos/pesquisa-servidor/' }, bruno);
    expect(rem.body.objeto).toEqual([]);
  });

  it('403 for another cpf or another unit; 401 without a token', async () => {
    expect((await call('GET', `/favorito/v1/${ANA.cpf}/1501`, undefined, bruno)).status).toBe(403);
    expect((await call('GET', `/favorito/v1/${BRUNO.cpf}/1501`, undefined, bruno)).status).toBe(403);
    expect((await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/home' }, bruno)).status).toBe(403);
    expect((await call('GET', `/favorito/v1/${BRUNO.cpf}/1261`)).status).toBe(401);
  });

  it('at most 10: the 11th is refused with code 4 and the limit message', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: `/p${i}` }, ana)).status).toBe(200);
    }
    const over = await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/p10' }, ana);
    expect(over.status).toBe(400);
    expect(over.body.codigoMensagem).toBe(4);
    expect(over.body.mensagem).toBe('Esse usuário já possui 10 favoritos adicionados.');
    // Re-adding one already there is not an eleventh.
    expect((await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/p3' }, ana)).status).toBe(200);
  });
});

describe('captcha', () => {
  it('draws the challenge with paths only: no text, no digits of the answer in readable form', () => {
    const svg = renderSvg('14 + 7');
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text|<title|<desc|aria-/);
    // No character data at all between tags: only attributes of shapes.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    expect(newChallenge(() => 0)).toEqual({ texto: '2 - 1', resposta: '1' });
    expect(newChallenge((max) => (max === 2 ? 1 : 0))).toEqual({ texto: '2 + 1', resposta: '3' });
  });

  it('is issued by the public endpoint as an image, stored hashed, with a 5-minute expiry', async () => {
    const { status, body } = await call('GET', '/captcha/v1');
    expect(status).toBe(200);
    expect(body.objeto.imagem).toMatch(/^data:image\/svg\+xml;base64,/);
    const { rows } = await gw.db.query<{ resposta_hash: string; expira_em: Date; criado_em: Date }>('SELECT * FROM captcha WHERE id = $1', [body.objeto.id]);
    expect(rows[0].resposta_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(rows[0].expira_em).getTime() - new Date(rows[0].criado_em).getTime()).toBeGreaterThan(4.9 * 60_000);
    // No test seam on a normal app.
    expect((await gw.app.inject({ method: 'GET', url: `/__test__/captcha/${body.objeto.id}` })).statusCode).not.toBe(200);
  });

  it('a wrong answer fails and burns the challenge; a consumed one cannot be reused; an expired one fails', async () => {
    const a = await knownCaptcha('21');
    expect(await verifyCaptcha(gw.db, `${a.id}.20`)).toBe(false);
    expect(await verifyCaptcha(gw.db, a.token)).toBe(false);
    const b = await knownCaptcha('9');
    expect(await verifyCaptcha(gw.db, b.token)).toBe(true);
    expect(await verifyCaptcha(gw.db, b.token, { consume: true })).toBe(true);
    expect(await verifyCaptcha(gw.db, b.token)).toBe(false);
    const c = await issueCaptcha(gw.db, { texto: '1 + 1', resposta: '2' }, Date.now() - 6 * 60_000);
    expect(await verifyCaptcha(gw.db, `${c.id}.2`)).toBe(false);
  });
});

describe('access request and roles per unit (anonymous, captcha)', () => {
  it('wrong captcha → code 4 Captcha inválido ou expirado.', async () => {
    const a = await knownCaptcha('12');
    const r = await call('GET', `/unidadePapel/v1/unidades/${a.id}.13`);
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.mensagem).toBe('Captcha inválido ou expirado.');
  });

  it('lists units and roles, then stores the request and consumes the captcha', async () => {
    const a = await knownCaptcha('15');
    const units = await call('GET', `/unidadePapel/v1/unidades/${a.token}`);
    expect(units.body.objeto.map((u: { sigla: string }) => u.sigla)).toContain('SEE');
    const roles = await call('GET', `/papel/v1/1261/${a.token}`);
    expect(roles.body.objeto.map((p: { codigo: string }) => p.codigo)).toContain('RH_CONSULTA');
    const body = {
      cpf: '529.982.247-25',
      nome: 'Maria Teste',
      email: 'maria@example.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'Maria2026',
      captcha: a.token,
    };
    const sent = await call('POST', '/usuario/v1', body);
    expect(sent.body.listaCriticas).toEqual([]);
    expect(sent.status).toBe(200);
    expect(sent.body.objeto.situacao).toBe('PENDENTE');
    const { rows } = await gw.db.query('SELECT cpf, unidade_codigo, papeis, situacao FROM solicitacao_acesso WHERE id = $1', [sent.body.objeto.id]);
    expect(rows[0]).toEqual({ cpf: '52998224725', unidade_codigo: '1261', papeis: ['RH_CONSULTA'], situacao: 'PENDENTE' });
    const again = await call('POST', '/usuario/v1', body);
    expect(again.body.mensagem).toBe('Captcha inválido ou expirado.');
    const b = await knownCaptcha('7');
    const dup = await call('POST', '/usuario/v1', { ...body, captcha: b.token });
    expect(dup.body.mensagem).toBe('Já existe uma solicitação pendente para este CPF nesta unidade.');
  });
});

describe('terms of use', () => {
  it('signed in: the demo user starts with 1.00; accepting 1.01 makes it the latest', async () => {
    expect((await call('GET', '/termoUsoControleUsuario/v1/ultimoTermoUsoAceito', undefined, bruno)).body.objeto).toMatchObject({ versao: '1.00' });
    expect((await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUso', { versao: '1.01' }, bruno)).status).toBe(200);
    const last = await call('GET', '/termoUsoControleUsuario/v1/ultimoTermoUsoAceito', undefined, bruno);
    expect(last.body.objeto).toMatchObject({ cpf: BRUNO.cpf, versao: '1.01' });
    expect((await call('GET', '/termoUsoControleUsuario/v1/ultimoTermoUsoAceito')).status).toBe(401);
  });

  it('anonymous variants check the captcha and the cpf', async () => {
    const bad = await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUsoCaptcha', { cpf: ANA.cpf, versao: '1.00', captcha: 'x.1' });
    expect(bad.body.mensagem).toBe('Captcha inválido ou expirado.');
    const a = await knownCaptcha('5');
    expect((await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUsoCaptcha', { cpf: ANA.cpf, versao: '1.00', captcha: a.token })).status).toBe(200);
    const b = await knownCaptcha('6');
    const last = await call('GET', `/termoUsoControleUsuario/v1/ultimoTermoUsoAceito/${ANA.cpf}/${b.token}`);
    expect(last.body.objeto.versao).toBe('1.00');
    const never = await call('GET', `/termoUsoControleUsuario/v1/ultimoTermoUsoAceito/52998224725/${b.token}`);
    expect(never.body.codigoMensagem).toBe(2);
  });
});
