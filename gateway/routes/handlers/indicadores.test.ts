/**
 * 'Indicadores' (`indicadoresGraficos.*`): each chart's figures add up to the servants of the
 * token's unit (never another unit's), the institution filter is validated and unit-scoped, the
 * access requests are counted per unit, and the resource 'indicadores' (ADMINISTRADOR only) is
 * enforced: 403 for RH_CONSULTA, 401 without a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { SITUACOES_FUNCIONAIS, SITUACOES_SERVIDOR } from '../../db/reference-data.ts';
import { accessToken, sessionFor, startTestApp } from '../../test-support.ts';

const U = '/gw/exame/indicadoresGraficos/v1';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA
let totalSeplag: number;

type Row = Record<string, unknown> & { quantidade: number };
const soma = (rows: Row[]) => rows.reduce((t, r) => t + r.quantidade, 0);

beforeAll(async () => {
  gw = await startTestApp(200);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  const { rows } = await gw.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = '1501'`,
  );
  totalSeplag = rows[0].n;
  await gw.db.query('DELETE FROM solicitacao_acesso'); // the seed's demo requests; this test counts its own
  await gw.db.query(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, situacao) VALUES
       ('52998224725', 'Zélia Teste', 'z@x.mg.gov.br', '1501', '{RH_CONSULTA}', 'PENDENTE'),
       ('11144477735', 'Bárbara Teste', 'b@x.mg.gov.br', '1501', '{ATENDIMENTO}', 'PENDENTE'),
       ('11144477735', 'Bárbara Teste', 'b@x.mg.gov.br', '1501', '{ATENDIMENTO}', 'APROVADA'),
       ('52998224725', 'Zélia Teste', 'z@x.mg.gov.br', '1261', '{RH_CONSULTA}', 'PENDENTE')`,
  );
});
afterAll(() => gw?.close());

async function call(path: string, query: Record<string, string> = {}, token: string | null = ana) {
  const res = await gw.app.inject({ method: 'GET', url: `${U}/${path}`, query, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() as { codigoMensagem: number; objeto: Row[]; listaCriticas?: { campo: string }[] } };
}

describe('indicadoresGraficos', () => {
  it('the seed gives SEPLAG servants to count', () => {
    expect(totalSeplag).toBeGreaterThan(0);
  });

  it('situacaoFuncional: every situation of the code list, in order, adding up to the unit', async () => {
    const { status, body } = await call('situacaoFuncional');
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto.map((r) => r.situacaoFuncional)).toEqual(SITUACOES_FUNCIONAIS);
    expect(soma(body.objeto)).toBe(totalSeplag);
  });

  it('situacaoServidor: every situation (zero included), adding up to the unit', async () => {
    const { body } = await call('situacaoServidor');
    expect(body.objeto.map((r) => r.situacaoServidor)).toEqual(SITUACOES_SERVIDOR);
    expect(body.objeto.every((r) => Number.isInteger(r.quantidade) && r.quantidade >= 0)).toBe(true);
    expect(soma(body.objeto)).toBe(totalSeplag);
  });

  it("servidoresPorInstituicao: the unit's institutions only, adding up to the unit", async () => {
    const { body } = await call('servidoresPorInstituicao');
    expect(body.objeto.map((r) => r.instituicao)).toEqual(['FJP', 'IPSEMG', 'SEPLAG']);
    expect(body.objeto[0]).toMatchObject({ codigo: '2051', nome: 'Fundação João Pinheiro' });
    expect(soma(body.objeto)).toBe(totalSeplag);
  });

  it('orgaoEntidade narrows every servant chart to one institution of the unit', async () => {
    const { rows } = await gw.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM servidor WHERE instituicao_codigo = '2011'`);
    for (const path of ['situacaoFuncional', 'situacaoServidor', 'servidoresPorInstituicao']) {
      const { body } = await call(path, { orgaoEntidade: '2011' });
      expect(soma(body.objeto)).toBe(rows[0].n);
    }
    expect((await call('servidoresPorInstituicao', { orgaoEntidade: '2011' })).body.objeto.map((r) => r.instituicao)).toEqual(['IPSEMG']);
  });

  it('bad parameter → code 4 with listaCriticas; another unit’s institution → 403', async () => {
    const { status, body } = await call('situacaoFuncional', { orgaoEntidade: 'abc' });
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.listaCriticas?.map((c) => c.campo)).toEqual(['orgaoEntidade']);
    expect((await call('situacaoServidor', { outro: '1' })).body.codigoMensagem).toBe(4);
    expect((await call('solicitacoesAcesso', { orgaoEntidade: '1501' })).status).toBe(400);
    expect((await call('servidoresPorInstituicao', { orgaoEntidade: '1261' })).status).toBe(403); // SEE's
  });

  it("solicitacoesAcesso: the unit's access requests by situation", async () => {
    const { body } = await call('solicitacoesAcesso');
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toEqual([
      { codigoSituacao: 'APROVADA', situacao: 'Aprovada', quantidade: 1 },
      { codigoSituacao: 'PENDENTE', situacao: 'Pendente', quantidade: 2 },
    ]);
  });

  it("403 without the role granting 'indicadores' (RH_CONSULTA), 401 without a token", async () => {
    for (const path of ['situacaoFuncional', 'situacaoServidor', 'servidoresPorInstituicao', 'solicitacoesAcesso']) {
      expect((await call(path, {}, bruno)).status).toBe(403);
      expect((await call(path, {}, null)).status).toBe(401);
    }
  });
});
