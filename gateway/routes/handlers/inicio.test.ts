/**
 * 'Início': the pending-work counts of `aviso.consultaPendencia` — scoped to the token's
 * unit, present only for the resources the caller's roles grant there (absent, not zero), and each
 * equal to the total the linked screen lists with the filter the home page puts in its link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO, DIEGO } from '../../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261, RH_CONSULTA
let anaJustica: string;
let bruno: string; // SEE 1261, RH_CONSULTA
let diego: string; // SEPLAG, ANALISTA_JUDICIAL

type Obj = { possuiPendencia: boolean; quantidade: number; pendencias: Record<string, number> };

async function get<T = unknown>(url: string, token: string, query: Record<string, string> = {}) {
  const res = await gw.app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.statusCode,
    body: res.json() as {
      codigoMensagem: number;
      objeto: T;
      paginacao?: { totalRegistros: number };
      listaCriticas?: { campo: string }[];
    },
  };
}
const pendencia = (token: string, query: Record<string, string> = {}) =>
  get<Obj>('/gw/exame/aviso/v1/consultaPendencia', token, query);
const n = async (sql: string, params: unknown[]) => (await gw.db.query<{ n: number }>(sql, params)).rows[0].n;

beforeAll(async () => {
  gw = await startTestApp(200);
  const sid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, sid, '1501', '/gw/exame');
  anaSee = await accessToken(gw, sid, '1261', '/gw/exame');
  anaJustica = await accessToken(gw, sid, '1501', '/gw/justica');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  diego = await accessToken(gw, await sessionFor(gw, DIEGO.cpf), '1501', '/gw/exame');
  await gw.db.query(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, situacao) VALUES
       ('52998224725', 'Zélia Início', 'z@x.mg.gov.br', '1501', '{RH_CONSULTA}', 'PENDENTE'),
       ('52998224725', 'Zélia Início', 'z@x.mg.gov.br', '1261', '{RH_CONSULTA}', 'PENDENTE')`,
  );
  await gw.db.query(
    `INSERT INTO relatorio_solicitado (cpf, unidade, nome_relatorio, formato, endpoint, orgao_momento_agendamento, status)
     VALUES ($1, '1501', 'Pronto', 'CSV', 'x.y', 'SEPLAG', 'CONCLUIDO'), ($1, '1501', 'Na fila', 'CSV', 'x.y', 'SEPLAG', 'PENDENTE'),
            ($1, '1501', 'Excluído', 'CSV', 'x.y', 'SEPLAG', 'CONCLUIDO')`,
    [ANA.cpf],
  );
  await gw.db.query(`UPDATE relatorio_solicitado SET excluido = true WHERE nome_relatorio = 'Excluído'`);
});
afterAll(() => gw?.close());

describe('aviso.consultaPendencia: pending work of Início', () => {
  it('an administrator gets every count of the unit, each equal to the table', async () => {
    const { status, body } = await pendencia(ana);
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    const p = body.objeto.pendencias;
    expect(Object.keys(p).sort()).toEqual(
      [
        'acertosAvosPendentes',
        'acertosAvosRetificar',
        'desbloqueiosPagamento',
        'processosAguardandoAnalise',
        'relatoriosProntos',
        'solicitacoesAcesso',
      ].sort(),
    );
    expect(p.solicitacoesAcesso).toBe(
      await n(`SELECT count(*)::int AS n FROM solicitacao_acesso WHERE unidade_codigo = $1 AND situacao = 'PENDENTE'`, [
        '1501',
      ]),
    );
    expect(p.desbloqueiosPagamento).toBe(
      await n(
        `SELECT count(*)::int AS n FROM pagamento_retido WHERE unidade_codigo = $1 AND situacao = 'AGUARDANDO_APROVACAO_DESBLOQUEIO'`,
        ['1501'],
      ),
    );
    expect(p.relatoriosProntos).toBe(
      await n(
        `SELECT count(*)::int AS n FROM relatorio_solicitado WHERE cpf = $1 AND status = 'CONCLUIDO' AND NOT excluido`,
        [ANA.cpf],
      ),
    );
    expect(p.relatoriosProntos).toBeGreaterThanOrEqual(1);
  });

  it('each count is the total of the screen it links to, with the link’s filter', async () => {
    const p = (await pendencia(ana)).body.objeto.pendencias;
    const total = async (url: string, token: string, query: Record<string, string>) =>
      (await get(url, token, { page: '0', size: '5', ...query })).body;
    const tot = (b: { codigoMensagem: number; paginacao?: { totalRegistros: number } }) =>
      b.codigoMensagem === 2 ? 0 : b.paginacao!.totalRegistros;
    expect(
      tot(await total('/gw/exame/usuario-papel-solicitacao/v1/solicitacaoCadastro', ana, { situacao: 'PENDENTE' })),
    ).toBe(p.solicitacoesAcesso);
    expect(
      tot(
        await total('/gw/justica/pagamentosBloqueados/v1', anaJustica, {
          situacao: 'AGUARDANDO_APROVACAO_DESBLOQUEIO',
        }),
      ),
    ).toBe(p.desbloqueiosPagamento);
    expect(
      tot(
        await total('/gw/justica/servicosProcessosJudiciaisportalrhMg/listarProcesso', anaJustica, {
          situacao: 'AGUARDANDO_ANALISE',
        }),
      ),
    ).toBe(p.processosAguardandoAnalise);
  });

  it("only the counts the caller's roles in the unit allow: absent, not zero", async () => {
    // Ana at SEE and Bruno: RH_CONSULTA ('Meus relatórios' only).
    expect(Object.keys((await pendencia(anaSee)).body.objeto.pendencias)).toEqual(['relatoriosProntos']);
    expect(Object.keys((await pendencia(bruno)).body.objeto.pendencias)).toEqual(['relatoriosProntos']);
    // Diego (ANALISTA_JUDICIAL): processes and payments, no access requests nor adjustments.
    expect(Object.keys((await pendencia(diego)).body.objeto.pendencias).sort()).toEqual([
      'desbloqueiosPagamento',
      'processosAguardandoAnalise',
      'relatoriosProntos',
    ]);
  });

  it("another unit's work is never counted", async () => {
    const antes = (await pendencia(ana)).body.objeto.pendencias.solicitacoesAcesso;
    await gw.db.query(
      `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis) VALUES ('11144477735', 'Outra', 'o@x.mg.gov.br', '1261', '{RH_CONSULTA}')`,
    );
    expect((await pendencia(ana)).body.objeto.pendencias.solicitacoesAcesso).toBe(antes);
  });

  it('bad input → code 4; a user with nothing pending gets zeros, not code 2', async () => {
    const r = await pendencia(ana, { outro: '1' });
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    await gw.db.query(`UPDATE relatorio_solicitado SET excluido = true WHERE cpf = $1`, [BRUNO.cpf]);
    const b = (await pendencia(bruno)).body;
    expect(b.codigoMensagem).toBe(0);
    expect(b.objeto.pendencias).toEqual({ relatoriosProntos: 0 });
  });
});
