import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { altchaDe, createAltcha, lerToken, tokenDe } from '../../captcha/altcha.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { MSG_TERMO_VERSAO, TERMO_USO_VIGENTE } from '../../domain/termo-uso.ts';
import { hashPassword } from '../../lib/password.ts';
import { MSG_SOLICITACAO_PENDENTE } from './usuario.ts';
import { accessToken, resolverDesafio, sessionFor, startTestApp, tokenAltcha } from '../../testing/support.ts';

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
  const res = await gw.app.inject({
    method,
    url: `/gw/exame${url}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** A fresh solved ALTCHA token (one per anonymous call). */
const token = () => tokenAltcha(gw);
/** Decodes a token, lets `mexer` alter it, encodes it again. */
function alterado(
  t: string,
  mexer: (p: {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  }) => void,
): string {
  const p = JSON.parse(Buffer.from(t, 'base64url').toString('utf8'));
  mexer(p);
  return Buffer.from(JSON.stringify(p)).toString('base64url');
}

describe('favorito', () => {
  it('lists, includes and removes favourites of the token own cpf and unit', async () => {
    expect((await call('GET', `/favorito/v1/${BRUNO.cpf}/1261`, undefined, bruno)).body.objeto).toEqual([]);
    const inc = await call(
      'POST',
      '/favorito/v1',
      { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota: '/recursos-humanos/pesquisa-servidor/' },
      bruno,
    );
    expect(inc.status).toBe(200);
    expect(inc.body.objeto).toEqual([
      { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota: '/recursos-humanos/pesquisa-servidor/' },
    ]);
    const rem = await call(
      'POST',
      '/favorito/v1/remover',
      { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota: '/recursos-humanos/pesquisa-servidor/' },
      bruno,
    );
    expect(rem.body.objeto).toEqual([]);
  });

  it('403 for another cpf or another unit; 401 without a token', async () => {
    expect((await call('GET', `/favorito/v1/${ANA.cpf}/1501`, undefined, bruno)).status).toBe(403);
    expect((await call('GET', `/favorito/v1/${BRUNO.cpf}/1501`, undefined, bruno)).status).toBe(403);
    expect(
      (await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/home' }, bruno)).status,
    ).toBe(403);
    expect((await call('GET', `/favorito/v1/${BRUNO.cpf}/1261`)).status).toBe(401);
  });

  it('at most 10: the 11th is refused with code 4 and the limit message', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: `/p${i}` }, ana)).status,
      ).toBe(200);
    }
    const over = await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/p10' }, ana);
    expect(over.status).toBe(400);
    expect(over.body.codigoMensagem).toBe(4);
    expect(over.body.mensagem).toBe('Esse usuário já possui 10 favoritos adicionados.');
    // Re-adding one already there is not an eleventh.
    expect(
      (await call('POST', '/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/p3' }, ana)).status,
    ).toBe(200);
  });
});

describe('captcha (ALTCHA proof of work)', () => {
  it('the public endpoint issues a signed, expiring PBKDF2 challenge and stores nothing', async () => {
    const { status, body } = await call('GET', '/captcha/v1');
    expect(status).toBe(200);
    const { parameters, signature } = body.objeto;
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: expect.any(Number),
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
    });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = parameters.expiresAt * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    expect((await gw.db.query('SELECT 1 FROM altcha_usado WHERE nonce = $1', [parameters.nonce])).rows).toEqual([]);
    // The old SVG captcha and its test seam are gone.
    expect(body.objeto.imagem).toBeUndefined();
    expect((await gw.app.inject({ method: 'GET', url: '/__test__/captcha/x' })).statusCode).not.toBe(200);
  });

  it('a solved token is accepted once: the second use is refused', async () => {
    const t = await token();
    expect(await altchaDe(gw.db).consumir(gw.db, t)).toBe(true);
    expect(await altchaDe(gw.db).consumir(gw.db, t)).toBe(false);
    // Two calls racing with one token: only one passes.
    const u = await token();
    const both = await Promise.all([altchaDe(gw.db).consumir(gw.db, u), altchaDe(gw.db).consumir(gw.db, u)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('refuses forged tokens: wrong key, altered parameters, another server, unsolved, expired, garbage', async () => {
    const a = altchaDe(gw.db);
    const t = await token();
    const refused = async (x: unknown) => expect(await a.consumir(gw.db, x), String(x).slice(0, 40)).toBe(false);
    // A derived key that is not the solution.
    await refused(alterado(t, (p) => (p.solution.derivedKey = '00'.repeat(32))));
    // Easier parameters (a prefix of the attacker's choosing, a lower cost) break the signature.
    await refused(alterado(t, (p) => (p.challenge.parameters.keyPrefix = '00')));
    await refused(alterado(t, (p) => (p.challenge.parameters.cost = 1 + Number(p.challenge.parameters.cost))));
    await refused(
      alterado(t, (p) => (p.challenge.parameters.expiresAt = Number(p.challenge.parameters.expiresAt) + 3600)),
    );
    await refused(alterado(t, (p) => (p.challenge.signature = 'ab'.repeat(32))));
    // A challenge signed by another server (another key file), solved correctly.
    const outro = createAltcha('outro-segredo', { cost: 1, counterMin: 1, counterMax: 5 });
    await refused(await resolverDesafio(await outro.emitir()));
    // Expired: issued long ago by this server's key (same secrets, past date).
    const velho = await a.emitir(Date.now() - 10 * 60_000);
    await refused(await resolverDesafio(velho));
    // Not base64 JSON, wrong shape, too long, not a string.
    for (const x of ['x.1', 'a'.repeat(30), Buffer.from('{"a":1}').toString('base64url'), 'A'.repeat(3000), 42, null])
      await refused(x);
    expect(lerToken(t)).not.toBeNull();
    // The untouched token still works once (the refusals above did not burn it).
    expect(await a.consumir(gw.db, t)).toBe(true);
  });

  it('tokenDe/lerToken round-trip the solved payload', async () => {
    const t = await token();
    const p = lerToken(t)!;
    expect(p.solution).toEqual({ counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(lerToken(tokenDe(p.challenge, p.solution))).toEqual(p);
  });
});

describe('access request and roles per unit (anonymous, ALTCHA)', () => {
  it('a missing, invalid or used token → code 4 Captcha inválido ou expirado.', async () => {
    for (const bad of ['x', 'nao-e-um-token-valido-de-forma-alguma']) {
      const r = await call('GET', `/unidadePapel/v1/unidades/${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.codigoMensagem).toBe(4);
      expect(r.body.mensagem).toBe('Captcha inválido ou expirado.');
    }
    const t = await token();
    expect((await call('GET', `/unidadePapel/v1/unidades/${t}`)).status).toBe(200);
    // The same token on the next anonymous call (another endpoint too) is refused.
    expect((await call('GET', `/unidadePapel/v1/unidades/${t}`)).body.mensagem).toBe('Captcha inválido ou expirado.');
    expect((await call('GET', `/papel/v1/1261/${t}`)).body.mensagem).toBe('Captcha inválido ou expirado.');
  });

  it('lists units and roles, each call with its own token, then stores the request with the terms version', async () => {
    const units = await call('GET', `/unidadePapel/v1/unidades/${await token()}`);
    expect(units.body.objeto.map((u: { sigla: string }) => u.sigla)).toContain('SEE');
    const roles = await call('GET', `/papel/v1/1261/${await token()}`);
    expect(roles.body.objeto.map((p: { codigo: string }) => p.codigo)).toContain('RH_CONSULTA');
    const body = {
      cpf: '529.982.247-25',
      nome: 'Maria Teste',
      email: 'maria@example.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'Maria2026',
      versaoTermo: '1.00',
    };
    const t = await token();
    const sent = await call('POST', '/usuario/v1', { ...body, captcha: t });
    expect(sent.body.listaCriticas).toEqual([]);
    expect(sent.status).toBe(200);
    expect(sent.body.objeto.situacao).toBe('PENDENTE');
    const { rows } = await gw.db.query(
      'SELECT cpf, unidade_codigo, papeis, situacao, termo_versao FROM solicitacao_acesso WHERE id = $1',
      [sent.body.objeto.id],
    );
    expect(rows[0]).toEqual({
      cpf: '52998224725',
      unidade_codigo: '1261',
      papeis: ['RH_CONSULTA'],
      situacao: 'PENDENTE',
      termo_versao: '1.00',
    });
    // The terms accepted with the request are not written on the CPF's record.
    expect((await gw.db.query("SELECT 1 FROM termo_uso_aceite WHERE cpf = '52998224725'")).rows).toEqual([]);
    expect((await call('POST', '/usuario/v1', { ...body, captcha: t })).body.mensagem).toBe(
      'Captcha inválido ou expirado.',
    );
    // The same CPF and unit again: refused, saying a request is pending, nothing stored or replaced.
    const dup = await call('POST', '/usuario/v1', { ...body, nome: 'Outra Pessoa', captcha: await token() });
    expect(dup.status).toBe(400);
    expect(dup.body.codigoMensagem).toBe(4);
    expect(dup.body.mensagem).toBe(MSG_SOLICITACAO_PENDENTE);
    expect(dup.body.listaCriticas).toEqual([{ campo: 'cpf', mensagem: MSG_SOLICITACAO_PENDENTE }]);
    const { rows: all } = await gw.db.query("SELECT nome FROM solicitacao_acesso WHERE cpf = '52998224725'");
    expect(all).toEqual([{ nome: 'Maria Teste' }]);
  });

  it('the terms version is required with the request', async () => {
    const r = await call('POST', '/usuario/v1', {
      cpf: '111.444.777-35',
      nome: 'Sem Termo',
      email: 'sem.termo@example.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'SemTermo2026',
      captcha: await token(),
    });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['versaoTermo']);
  });

  it('the terms version must be the one in force: another is code 4 on versaoTermo and nothing is stored', async () => {
    const r = await call('POST', '/usuario/v1', {
      cpf: '111.444.777-35',
      nome: 'Termo Inventado',
      email: 'termo.inventado@example.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'Inventado2026',
      versaoTermo: '9.99',
      captcha: await token(),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      codigoMensagem: 4,
      mensagem: MSG_TERMO_VERSAO,
      listaCriticas: [{ campo: 'versaoTermo', mensagem: MSG_TERMO_VERSAO }],
    });
    expect((await gw.db.query("SELECT 1 FROM solicitacao_acesso WHERE cpf = '11144477735'")).rows).toEqual([]);
  });

  it('the name must be a name: markup, digits or symbols are code 4 on nome and nothing is stored', async () => {
    const pedido = (nome: string, cpf: string) => ({
      cpf,
      nome,
      email: 'nome.teste@example.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'NomeTeste2026',
      versaoTermo: '1.00',
    });
    const msg = 'Nome inválido: use somente letras, espaços, apóstrofo, hífen e ponto.';
    for (const nome of [
      "<img src=x onerror=alert('N0')>",
      'Maria<script>alert(1)</script>',
      'javascript:alert(1)',
      'Ana 123',
      'José {{7*7}}',
    ]) {
      const r = await call('POST', '/usuario/v1', { ...pedido(nome, '714.602.380-01'), captcha: await token() });
      expect(r.status, nome).toBe(400);
      expect(r.body.listaCriticas, nome).toEqual([{ campo: 'nome', mensagem: msg }]);
    }
    expect((await gw.db.query("SELECT 1 FROM solicitacao_acesso WHERE cpf = '71460238001'")).rows).toEqual([]);
    // Accents, apostrophes, hyphens and abbreviations are names.
    const ok = await call('POST', '/usuario/v1', {
      ...pedido("Maria D'Ávila-Souza Jr.", '714.602.380-01'),
      captcha: await token(),
    });
    expect(ok.status).toBe(200);
    expect((await gw.db.query("SELECT nome FROM solicitacao_acesso WHERE cpf = '71460238001'")).rows).toEqual([
      { nome: "Maria D'Ávila-Souza Jr." },
    ]);
  });
});

describe('terms of use', () => {
  it('signed in: only the version in force is accepted; one that does not exist is code 4, stored nowhere', async () => {
    const ultimo = async () =>
      (await call('GET', '/termoUsoControleUsuario/v1/ultimoTermoUsoAceito', undefined, bruno)).body.objeto;
    const antes = await ultimo();
    expect(antes).toMatchObject({ cpf: BRUNO.cpf, versao: TERMO_USO_VIGENTE });
    const inventada = await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUso', { versao: '9.99' }, bruno);
    expect(inventada.status).toBe(400);
    expect(inventada.body).toMatchObject({
      codigoMensagem: 4,
      mensagem: MSG_TERMO_VERSAO,
      listaCriticas: [{ campo: 'versao', mensagem: MSG_TERMO_VERSAO }],
    });
    expect((await gw.db.query("SELECT 1 FROM termo_uso_aceite WHERE versao = '9.99'")).rows).toEqual([]);
    expect(
      (await gw.db.query("SELECT 1 FROM auditoria WHERE entidade = 'termoUso' AND registro_id = '9.99'")).rows,
    ).toEqual([]);
    expect(await ultimo()).toEqual(antes);
    expect(
      (await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUso', { versao: TERMO_USO_VIGENTE }, bruno)).status,
    ).toBe(200);
    expect(await ultimo()).toMatchObject({ cpf: BRUNO.cpf, versao: TERMO_USO_VIGENTE });
    expect((await call('GET', '/termoUsoControleUsuario/v1/ultimoTermoUsoAceito')).status).toBe(401);
  });

  it("the version in force is the portal's (services/auth.ts shows it to the user)", () => {
    const portal = readFileSync(join(import.meta.dirname, '../../../services/auth.ts'), 'utf8');
    expect(/TERMO_USO_VERSAO = '([^']+)'/.exec(portal)?.[1]).toBe(TERMO_USO_VIGENTE);
  });

  it('anonymous variants consume a token and answer the same for every CPF, revealing and recording nothing', async () => {
    const bad = await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUsoCaptcha', {
      cpf: ANA.cpf,
      versao: '1.00',
      captcha: 'x.1',
    });
    expect(bad.body.mensagem).toBe('Captcha inválido ou expirado.');
    const antes = (await gw.db.query('SELECT count(*)::int AS n FROM termo_uso_aceite')).rows[0];
    const strip = (b: Record<string, unknown>) => ({ ...b, dataServidor: undefined });
    // Ana exists and accepted 1.00; 52998224725 has no account; 11144477735 is a valid CPF never seen.
    const ultimos = [];
    const aceites = [];
    for (const cpf of [ANA.cpf, '52998224725', '11144477735']) {
      const t = await token();
      ultimos.push(strip((await call('GET', `/termoUsoControleUsuario/v1/ultimoTermoUsoAceito/${cpf}/${t}`)).body));
      expect((await call('GET', `/termoUsoControleUsuario/v1/ultimoTermoUsoAceito/${cpf}/${t}`)).body.mensagem).toBe(
        'Captcha inválido ou expirado.',
      );
      const res = await call('POST', '/termoUsoControleUsuario/v1/aceitarTermoUsoCaptcha', {
        cpf,
        versao: '9.99',
        captcha: await token(),
      });
      aceites.push({ status: res.status, ...strip(res.body) });
    }
    expect(ultimos[0]).toMatchObject({ codigoMensagem: 2, objeto: [] });
    expect(ultimos[1]).toEqual(ultimos[0]);
    expect(ultimos[2]).toEqual(ultimos[0]);
    expect(aceites[0]).toMatchObject({ status: 400, codigoMensagem: 4 });
    expect(aceites[1]).toEqual(aceites[0]);
    expect(aceites[2]).toEqual(aceites[0]);
    expect((await gw.db.query('SELECT count(*)::int AS n FROM termo_uso_aceite')).rows[0]).toEqual(antes);
    expect((await gw.db.query("SELECT 1 FROM termo_uso_aceite WHERE versao = '9.99'")).rows).toEqual([]);
  });

  it("the acceptance sent with one's own access request counts once that person signs in with its password", async () => {
    const cpf = '86288366757';
    const senhaHash = await hashPassword('Rita2026x');
    const pedido = async (hash: string, situacao: string, versao: string) =>
      gw.db.query(
        `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, senha_hash, situacao, termo_versao, termo_aceito_em)
         VALUES ($1, 'Rita Termo', 'rita@example.gov.br', '1261', '{RH_CONSULTA}', $2, $3, $4, now())`,
        [cpf, hash, situacao, versao],
      );
    await gw.db.query(
      `INSERT INTO usuario (cpf, nome, email, matricula, senha_hash, unidade_codigo) VALUES ($1, 'Rita Termo', 'rita@example.gov.br', '', $2, '1261')`,
      [cpf, senhaHash],
    );
    await gw.db.query(
      `INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo) VALUES ($1, '1261', 'RH_CONSULTA')`,
      [cpf],
    );
    const rita = await accessToken(gw, await sessionFor(gw, cpf), '1261', '/gw/exame');
    const ultimo = async () =>
      (await call('GET', '/termoUsoControleUsuario/v1/ultimoTermoUsoAceito', undefined, rita)).body;
    // Someone else's request for Rita's CPF (another password), even approved, and a pending one: not hers.
    await pedido(await hashPassword('Intruso2026'), 'APROVADA', '1.00');
    await pedido(senhaHash, 'PENDENTE', '1.00');
    expect((await ultimo()).codigoMensagem).toBe(2);
    // Her own request, approved (the account's password came from it): counts.
    await pedido(senhaHash, 'APROVADA', '1.00');
    expect((await ultimo()).objeto).toMatchObject({ cpf, versao: '1.00' });
  });
});
