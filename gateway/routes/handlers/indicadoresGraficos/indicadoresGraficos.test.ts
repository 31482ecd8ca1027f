/**
 * 'Indicadores' (`indicadoresGraficos.*`): each chart's figures add up to the servants of the
 * token's unit (never another unit's), the institution filter is validated and unit-scoped, the
 * access requests are counted per unit, and the resource 'indicadores' (ADMINISTRADOR only) is
 * enforced: 403 for RH_CONSULTA, 401 without a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA, BRUNO } from '../../../db/demo-users.ts';
import { SITUACOES_FUNCIONAIS, SITUACOES_SERVIDOR } from '../../../db/reference-data.ts';
import { accessToken, sessionFor, startTestApp } from '../../../testing/support.ts';

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
  const res = await gw.app.inject({
    method: 'GET',
    url: `${U}/${path}`,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { codigoMensagem: number; objeto: Row[]; listaCriticas?: { campo: string }[] },
  };
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
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM servidor WHERE instituicao_codigo = '2011'`,
    );
    for (const path of ['situacaoFuncional', 'situacaoServidor', 'servidoresPorInstituicao']) {
      const { body } = await call(path, { orgaoEntidade: '2011' });
      expect(soma(body.objeto)).toBe(rows[0].n);
    }
    expect(
      (await call('servidoresPorInstituicao', { orgaoEntidade: '2011' })).body.objeto.map((r) => r.instituicao),
    ).toEqual(['IPSEMG']);
  });

  it('bad parameter → code 4 with listaCriticas; another unit’s institution → 403', async () => {
    const { status, body } = await call('situacaoFuncional', { orgaoEntidade: 'abc' });
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.listaCriticas?.map((c) => c.campo)).toEqual(['orgaoEntidade']);
    expect((await call('situacaoServidor', { outro: '1' })).body.codigoMensagem).toBe(4);
    expect((await call('solicitacoesAcesso', { orgaoEntidade: '1501' })).status).toBe(400);
    expect(
      (await call('solicitacoesAcesso', { dataInicial: '31/02/2020' })).body.listaCriticas?.map((c) => c.campo),
    ).toEqual(['dataInicial']);
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

  it('solicitacoesAcesso: a period counts the requests of its Brasília days only', async () => {
    await gw.db.query(`UPDATE solicitacao_acesso SET criada_em = '2020-03-10T02:00:00Z' WHERE situacao = 'APROVADA'`); // 09/03 in Brasília
    expect(
      (await call('solicitacoesAcesso', { dataInicial: '08/03/2020', dataFinal: '09/03/2020' })).body.objeto,
    ).toEqual([{ codigoSituacao: 'APROVADA', situacao: 'Aprovada', quantidade: 1 }]);
    expect(
      (await call('solicitacoesAcesso', { dataInicial: '10/03/2020', dataFinal: '11/03/2020' })).body.codigoMensagem,
    ).toBe(2);
  });

  it("403 without the role granting 'indicadores' (RH_CONSULTA), 401 without a token", async () => {
    for (const path of [
      'situacaoFuncional',
      'situacaoServidor',
      'servidoresPorInstituicao',
      'solicitacoesAcesso',
      ...NOVOS,
    ]) {
      expect((await call(path, {}, bruno)).status).toBe(403);
      expect((await call(path, {}, null)).status).toBe(401);
    }
  });
});

/** The summaries of the other areas. */
const NOVOS = [
  'topDezSolicitacoes',
  'recadastramentosRealizados',
  'topDezOperadores',
  'processosPorAssunto',
  'processosPorOrgao',
  'servidoresPorFaixaProcessos',
  'itensProcessados',
];
const COM_ORGAO = [
  'recadastramentosRealizados',
  'processosPorAssunto',
  'processosPorOrgao',
  'servidoresPorFaixaProcessos',
];

async function um(sql: string, params: unknown[] = []): Promise<number> {
  return (await gw.db.query<{ n: number }>(sql, params)).rows[0].n;
}

describe('indicadoresGraficos: summaries of the other areas', () => {
  it('processosPorAssunto / processosPorOrgao / servidoresPorFaixaProcessos add up to the unit’s processes', async () => {
    const total = await um(`SELECT count(*)::int AS n FROM processo_judicial WHERE unidade_codigo = '1501'`);
    const servidores = await um(
      `SELECT count(DISTINCT servidor_id)::int AS n FROM processo_judicial WHERE unidade_codigo = '1501'`,
    );
    expect(total).toBeGreaterThan(0);
    const assunto = (await call('processosPorAssunto')).body;
    expect(assunto.codigoMensagem).toBe(0);
    expect(soma(assunto.objeto)).toBe(total);
    expect(Number.isInteger(assunto.objeto[0].codigoAssunto)).toBe(true);
    const orgao = (await call('processosPorOrgao')).body.objeto;
    expect(orgao.map((r) => r.instituicao)).toEqual(['FJP', 'IPSEMG', 'SEPLAG']);
    expect(soma(orgao)).toBe(total);
    const faixa = (await call('servidoresPorFaixaProcessos')).body.objeto;
    expect(faixa.map((r) => r.faixa)).toEqual(['1 processo', '2 processos', '3 a 4 processos', '5 ou mais']);
    expect(soma(faixa)).toBe(servidores);
  });

  it('an institution and a filing period narrow the process summaries', async () => {
    const { rows } = await gw.db.query<{ d: string }>(
      `SELECT to_char(data_ajuizamento, 'DD/MM/YYYY') AS d FROM processo_judicial WHERE instituicao_codigo = '2011' ORDER BY data_ajuizamento LIMIT 1`,
    );
    const n = await um(`SELECT count(*)::int AS n FROM processo_judicial WHERE instituicao_codigo = '2011'`);
    expect(soma((await call('processosPorAssunto', { orgaoEntidade: '2011' })).body.objeto)).toBe(n);
    expect((await call('processosPorOrgao', { orgaoEntidade: '2011' })).body.objeto.map((r) => r.instituicao)).toEqual([
      'IPSEMG',
    ]);
    const dia = rows[0].d;
    // from the institution's first filing day to the day after it
    const seguinte = await gw.db.query<{ d: string }>(
      `SELECT to_char(to_date($1, 'DD/MM/YYYY') + 1, 'DD/MM/YYYY') AS d`,
      [dia],
    );
    const doDia = await um(
      `SELECT count(*)::int AS n FROM processo_judicial WHERE instituicao_codigo = '2011' AND data_ajuizamento BETWEEN to_date($1, 'DD/MM/YYYY') AND to_date($1, 'DD/MM/YYYY') + 1`,
      [dia],
    );
    expect(
      soma(
        (await call('processosPorAssunto', { orgaoEntidade: '2011', dataInicial: dia, dataFinal: seguinte.rows[0].d }))
          .body.objeto,
      ),
    ).toBe(doDia);
    // before any process of the unit: no result
    expect((await call('processosPorAssunto', { dataFinal: '01/01/1900' })).body.codigoMensagem).toBe(2);
    expect((await call('servidoresPorFaixaProcessos', { dataFinal: '01/01/1900' })).body.codigoMensagem).toBe(2);
  });

  it("recadastramentosRealizados: the unit's re-registrations by month and origin", async () => {
    const total = await um(
      `SELECT count(*)::int AS n FROM recadastramento WHERE unidade_codigo = '1501' AND data >= '2000-01-01'`,
    );
    const { body } = await call('recadastramentosRealizados', { dataInicial: '01/01/2000' });
    if (total === 0) expect(body.codigoMensagem).toBe(2);
    else {
      expect(body.codigoMensagem).toBe(0);
      expect(soma(body.objeto)).toBe(total);
      for (const r of body.objeto) {
        expect(r.mes).toMatch(/^\d{2}\/\d{4}$/);
        expect((r.portal as number) + (r.sisap as number)).toBe(r.quantidade);
      }
    }
    // without a period: at most the last twelve months
    const padrao = await call('recadastramentosRealizados');
    expect(padrao.body.codigoMensagem === 2 || padrao.body.objeto.length <= 12).toBe(true);
  });

  it('topDezSolicitacoes, topDezOperadores and itensProcessados count what the unit did (never another unit’s)', async () => {
    await gw.db.query(
      `INSERT INTO relatorio_solicitado (cpf, unidade, nome_relatorio, formato, endpoint, orgao_momento_agendamento)
       SELECT $1, '1501', 'Relatório ' || (g % 12), 'CSV', 'x.y', 'SEPLAG' FROM generate_series(1, 40) g`,
      [ANA.cpf],
    );
    await gw.db.query(
      `INSERT INTO auditoria (cpf, unidade_codigo, endpoint, entidade, registro_id, alteracoes)
       SELECT $1, '1501', 'aviso.cadastrarNovoAviso', 'aviso', g::text, '{}'::jsonb FROM generate_series(1, 7) g
       UNION ALL SELECT $1, '1261', 'aviso.cadastrarNovoAviso', 'aviso', g::text, '{}'::jsonb FROM generate_series(1, 5) g`,
      [ANA.cpf],
    );
    const top = (await call('topDezSolicitacoes')).body.objeto;
    expect(top).toHaveLength(10);
    expect(top[0].quantidade).toBeGreaterThanOrEqual(top[9].quantidade);
    const ops = (await call('topDezOperadores')).body.objeto;
    const inUnit = await um(`SELECT count(*)::int AS n FROM auditoria WHERE unidade_codigo = '1501' AND cpf = $1`, [
      ANA.cpf,
    ]);
    expect(ops.find((r) => r.cpf === ANA.cpf)).toMatchObject({ operador: ANA.nome, quantidade: inUnit });
    expect(ops.length).toBeLessThanOrEqual(10);
    const itens = (await call('itensProcessados')).body.objeto;
    expect(soma(itens)).toBe(await um(`SELECT count(*)::int AS n FROM auditoria WHERE unidade_codigo = '1501'`));
    expect(itens.every((r) => typeof r.operacao === 'string' && !String(r.operacao).includes('.'))).toBe(true);
    // a period with no activity: no result
    for (const path of ['topDezSolicitacoes', 'topDezOperadores', 'itensProcessados']) {
      expect((await call(path, { dataInicial: '01/01/2001', dataFinal: '02/01/2001' })).body.codigoMensagem).toBe(2);
    }
  });

  it('bad input → code 4 naming the field; another unit’s institution → 403; institution where none applies → 400', async () => {
    for (const path of NOVOS) {
      const r = await call(path, { dataInicial: '10/10/2024', dataFinal: '10/10/2024' }); // the start must be strictly before the end
      expect(r.status, path).toBe(400);
      expect(r.body.listaCriticas?.map((c) => c.campo)).toEqual(['dataInicial']);
      expect((await call(path, { dataInicial: '2024-10-10' })).body.codigoMensagem).toBe(4);
    }
    for (const path of COM_ORGAO) expect((await call(path, { orgaoEntidade: '1261' })).status, path).toBe(403);
    for (const path of NOVOS.filter((p) => !COM_ORGAO.includes(p)))
      expect((await call(path, { orgaoEntidade: '2011' })).status, path).toBe(400);
  });
});
