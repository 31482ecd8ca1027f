/**
 * 'Processos judiciais' (/gw/justica): the seed, the process search (filters, CNJ check digits,
 * reversed period, unit scope), the process record, eSocial data, linked processes, the Tribunus
 * view, subjects and complements, the export, the analysis (salvarProcesso: machine, version,
 * audit), the withheld payments and the unlock request and its analysis by another user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO, DIEGO } from '../../db/demo-users.ts';
import { ASSUNTOS } from '../../seed/processos-judiciais.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../testing/support.ts';
import { digitosCnj, isCnj } from '../../../schemas/formats.ts';
import { MSG_PROPRIA_SOLICITACAO, MSG_SEM_SOLICITACAO } from './pagamentosBloqueados.ts';
import { comoOPortalEnvia } from '../../testing/portal-body.ts';

const PJ = '/gw/justica/servicosProcessosJudiciaisportalrhMg';
const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
let gw: GatewayApp;
let ana: string;
let diego: string;
let edu: string;
let bruno: string;

beforeAll(async () => {
  gw = await startTestApp(500);
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/justica');
  diego = await accessToken(gw, await sessionFor(gw, DIEGO.cpf), '1501', '/gw/justica');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261', '/gw/justica');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/justica');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const res = await gw.app.inject({
    method,
    url: url.startsWith('/gw/') ? url : `${PJ}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: comoOPortalEnvia(url.startsWith('/gw/') ? url : `${PJ}${url}`, data) }),
  });
  return { status: res.statusCode, body: res.json() };
}

const mascara = (n: string) =>
  `${n.slice(0, 7)}-${n.slice(7, 9)}.${n.slice(9, 13)}.${n.slice(13, 14)}.${n.slice(14, 16)}.${n.slice(16)}`;

interface Proc {
  id: number;
  numero: string;
  cpf: string;
  situacao: string;
  versao: number;
  unidade: string;
}
const processoDe = async (unidade: string, situacao?: string) =>
  (
    await gw.db.query<Proc>(
      `SELECT p.id, p.numero, s.cpf, p.situacao, p.versao, i.unidade_codigo AS unidade FROM processo_judicial p
         JOIN servidor s ON s.id = p.servidor_id JOIN instituicao i ON i.codigo = p.instituicao_codigo
        WHERE i.unidade_codigo = $1 AND p.situacao = coalesce($2, p.situacao) ORDER BY p.id LIMIT 1`,
      [unidade, situacao ?? null],
    )
  ).rows[0];
const pagamentoDe = async (unidade: string, situacao: string, offset = 0) =>
  (
    await gw.db.query<{ id: number; versao: number; situacao: string; processoId: number }>(
      `SELECT r.id, r.versao, r.situacao, r.processo_id AS "processoId" FROM pagamento_retido r JOIN instituicao i ON i.codigo = r.instituicao_codigo
        WHERE i.unidade_codigo = $1 AND r.situacao = $2 ORDER BY r.id LIMIT 1 OFFSET $3`,
      [unidade, situacao, offset],
    )
  ).rows[0];

describe('seed', () => {
  it('processes with valid CNJ numbers for every fifth servant, subjects and complements, withheld payments, SEPLAG requests', async () => {
    const { rows } = await gw.db.query<{ numero: string }>('SELECT numero FROM processo_judicial');
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.every((r) => isCnj(r.numero))).toBe(true);
    const n = rows[0].numero;
    expect(digitosCnj(n.slice(0, 7), n.slice(9, 13), n[13], n.slice(14, 16), n.slice(16))).toBe(n.slice(7, 9));
    expect((await gw.db.query('SELECT 1 FROM processo_assunto')).rows).toHaveLength(ASSUNTOS.length);
    const sit = await gw.db.query<{ situacao: string; n: number }>(
      `SELECT situacao, count(*)::int AS n FROM pagamento_retido GROUP BY 1 ORDER BY 1`,
    );
    expect(sit.rows.map((r) => r.situacao)).toEqual([
      'AGUARDANDO_APROVACAO_DESBLOQUEIO',
      'DESBLOQUEIO_APROVADO',
      'PAGAMENTO_BLOQUEADO',
    ]);
    const sol = await gw.db.query(
      `SELECT 1 FROM solicitacao_desbloqueio WHERE solicitado_por = $1 AND unidade_codigo = '1501'`,
      [ANA.cpf],
    );
    expect(sol.rows).toHaveLength(3);
    expect(
      (
        await gw.db.query(`SELECT 1 FROM usuario_unidade_papel WHERE cpf = $1 AND papel_codigo = 'ANALISTA_JUDICIAL'`, [
          DIEGO.cpf,
        ])
      ).rows,
    ).toHaveLength(1);
  });
});

describe('processosJudiciais.listarProcesso', () => {
  it("lists the unit's processes, newest filing first, with descriptions", async () => {
    const { status, body } = await call('GET', '/listarProcesso', { size: 5 });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto.length).toBeGreaterThan(0);
    const total = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE i.unidade_codigo = '1501'`,
    );
    expect(body.paginacao.totalRegistros).toBe(total.rows[0].n);
    const datas = body.objeto.map((r: { dataAjuizamento: string }) => r.dataAjuizamento.split('/').reverse().join(''));
    expect([...datas].sort().reverse()).toEqual(datas);
    expect(body.objeto[0]).toMatchObject({
      situacaoDescricao: expect.any(String),
      assunto: expect.any(String),
      versao: expect.any(Number),
    });
  });

  it('filters by CNJ number (masked or digits), CPF, subject, situation and period', async () => {
    const p = await processoDe('1501', 'AGUARDANDO_ANALISE');
    for (const numeroProcesso of [mascara(p.numero), p.numero]) {
      const r = await call('GET', '/listarProcesso', { numeroProcesso });
      expect(r.body.objeto.map((x: { idProcesso: number }) => x.idProcesso)).toEqual([p.id]);
    }
    const porCpf = await call('GET', '/listarProcesso', { cpf: p.cpf });
    expect(porCpf.body.objeto.every((x: { cpf: string }) => x.cpf === p.cpf)).toBe(true);
    const assunto = await call('GET', '/listarProcesso', { codigoAssunto: 3, size: 100 });
    if (assunto.body.codigoMensagem === 0)
      expect(assunto.body.objeto.every((x: { codigoAssunto: number }) => x.codigoAssunto === 3)).toBe(true);
    const sit = await call('GET', '/listarProcesso', { situacao: 'ARQUIVADO', size: 100 });
    expect(sit.body.objeto.every((x: { situacao: string }) => x.situacao === 'ARQUIVADO')).toBe(true);
    const periodo = await call('GET', '/listarProcesso', {
      dataInicio: '01/01/2020',
      dataFim: '31/12/2020',
      size: 100,
    });
    expect(periodo.body.objeto.every((x: { dataAjuizamento: string }) => x.dataAjuizamento.endsWith('/2020'))).toBe(
      true,
    );
    const ordenado = await call('GET', '/listarProcesso', { sort: 'nome', order: 'ASC', size: 5 });
    expect(ordenado.body.codigoMensagem).toBe(0);
  });

  it('bad input → code 4 naming the field: CNJ check digits, CPF, reversed period', async () => {
    const p = await processoDe('1501', 'AGUARDANDO_ANALISE');
    const dd = String((Number(p.numero.slice(7, 9)) + 1) % 100).padStart(2, '0');
    const errado = mascara(p.numero.slice(0, 7) + dd + p.numero.slice(9));
    const r = await call('GET', '/listarProcesso', { numeroProcesso: errado });
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.listaCriticas).toEqual([
      {
        campo: 'numeroProcesso',
        mensagem: 'Número de processo inválido. Use o formato NNNNNNN-DD.AAAA.J.TR.OOOO do CNJ.',
      },
    ]);
    expect((await call('GET', '/listarProcesso', { cpf: '111.111.111-11' })).body.listaCriticas[0].campo).toBe('cpf');
    const inv = await call('GET', '/listarProcesso', { dataInicio: '31/12/2020', dataFim: '01/01/2020' });
    expect(inv.body.codigoMensagem).toBe(4);
    expect(inv.body.listaCriticas[0]).toEqual({
      campo: 'dataInicio',
      mensagem: 'A data inicial deve ser anterior à data final.',
    });
    expect((await call('GET', '/listarProcesso', { sort: 'parecer' })).body.codigoMensagem).toBe(4);
  });

  it("no result → code 2; another unit's institution → 403; a role without the screen → 403", async () => {
    const nada = await call('GET', '/listarProcesso', { cpf: '529.982.247-25' });
    expect(nada.body.codigoMensagem).toBe(2);
    expect(nada.body.objeto).toEqual([]);
    expect((await call('GET', '/listarProcesso', { orgaoEntidade: '1261' })).status).toBe(403);
    expect((await call('GET', '/listarProcesso', {}, bruno)).status).toBe(403);
    // Another unit's process is never listed, even by its number.
    const see = await processoDe('1261');
    expect((await call('GET', '/listarProcesso', { numeroProcesso: see.numero })).body.codigoMensagem).toBe(2);
  });
});

describe('process record, eSocial, linked processes, Tribunus', () => {
  it("dadosProcesso / dadosParaEsocial: the record; unknown → code 2; another unit's exactly like unknown; bad id → code 4", async () => {
    const p = await processoDe('1501', 'ANALISADO');
    const d = await call('GET', '/dadosProcesso', { idProcesso: p.id }, diego);
    expect(d.body.codigoMensagem).toBe(0);
    expect(d.body.objeto).toMatchObject({
      idProcesso: p.id,
      numeroProcesso: p.numero,
      situacao: 'ANALISADO',
      situacaoDescricao: 'Analisado',
      versao: 1,
    });
    const e = await call('GET', '/dadosParaEsocial', { idProcesso: p.id });
    expect(e.body.objeto).toMatchObject({
      numeroProcesso: p.numero,
      tipoProcessoDescricao: 'Judicial',
      cpfTrabalhador: p.cpf,
      ufVara: 'MG',
    });
    const see = await processoDe('1261');
    for (const path of ['/dadosProcesso', '/dadosParaEsocial', '/outrosProcessosVinculados']) {
      const nada = await call('GET', path, { idProcesso: 999999 });
      expect(nada.body.codigoMensagem).toBe(2);
      esperarComoAusente(await call('GET', path, { idProcesso: see.id }), nada);
      // SEE's own administrator reads it (the linked list may be empty: code 2).
      expect([0, 2]).toContain((await call('GET', path, { idProcesso: see.id }, edu)).body.codigoMensagem);
      expect((await call('GET', path, { idProcesso: 'x' })).body.codigoMensagem).toBe(4);
    }
  });

  it('outrosProcessosVinculados: the other processes of the same servant; none → code 2', async () => {
    const { rows } = await gw.db.query<{ id: number; servidor_id: number }>(
      `SELECT p.id, p.servidor_id FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo
        WHERE i.unidade_codigo = '1501' AND (SELECT count(*) FROM processo_judicial q WHERE q.servidor_id = p.servidor_id) = 2 LIMIT 1`,
    );
    if (rows.length) {
      const r = await call('GET', '/outrosProcessosVinculados', { idProcesso: rows[0].id });
      expect(r.body.codigoMensagem).toBe(0);
      expect(r.body.objeto).toHaveLength(1);
      expect(r.body.objeto[0].idProcesso).not.toBe(rows[0].id);
    }
    const { rows: so } = await gw.db.query<{ id: number }>(
      `SELECT p.id FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo
        WHERE i.unidade_codigo = '1501' AND (SELECT count(*) FROM processo_judicial q WHERE q.servidor_id = p.servidor_id) = 1 LIMIT 1`,
    );
    expect((await call('GET', '/outrosProcessosVinculados', { idProcesso: so[0].id })).body.codigoMensagem).toBe(2);
  });

  it("detalhesProcessoTribunus: by CPF; bad CPF → 4; unknown → 2; another unit's exactly like unknown", async () => {
    const p = await processoDe('1501', 'AGUARDANDO_ANALISE');
    const T = '/gw/justica/processosServidor/v1/detalhesProcessoTribunus';
    const r = await call('GET', T, { cpfServidor: p.cpf });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto[0]).toMatchObject({ tribunal: expect.any(String), ultimaMovimentacao: expect.any(String) });
    expect((await call('GET', T, { cpfServidor: '111.111.111-11' })).body.codigoMensagem).toBe(4);
    const nada = await call('GET', T, { cpfServidor: '529.982.247-25' });
    expect(nada.body.codigoMensagem).toBe(2);
    const see = await processoDe('1261');
    esperarComoAusente(await call('GET', T, { cpfServidor: see.cpf }), nada);
  });
});

describe('subjects, complements, counts by agency and subject', () => {
  it('assuntoProcesso / listaComplementacaoPorAssuntoRH / processosServidores.*', async () => {
    const a = await call('GET', '/assuntoProcesso');
    expect(a.body.objeto).toHaveLength(ASSUNTOS.length);
    const c = await call('GET', '/listaComplementacaoPorAssuntoRH', { codigoAssunto: 3 });
    expect(c.body.objeto.map((x: { descricao: string }) => x.descricao).sort()).toEqual(
      [...ASSUNTOS[2].complementos].sort(),
    );
    expect((await call('GET', '/listaComplementacaoPorAssuntoRH', { codigoAssunto: 99 })).body.codigoMensagem).toBe(2);
    expect((await call('GET', '/listaComplementacaoPorAssuntoRH', { codigoAssunto: 'x' })).body.codigoMensagem).toBe(4);
    const S = '/gw/justica/processosServidores/v1';
    const q = await call('GET', `${S}/assuntos`);
    expect(q.body.objeto).toHaveLength(ASSUNTOS.length);
    expect((await call('GET', `${S}/complementos`, { codigoAssunto: 1 })).body.objeto).toHaveLength(3);
    expect((await call('GET', `${S}/complementos`)).body.codigoMensagem).toBe(4);
    const porOrgao = await call('GET', `${S}/processosPorOrgaoAssunto`);
    expect(porOrgao.body.codigoMensagem).toBe(0);
    const soma = porOrgao.body.objeto.reduce((t: number, r: { quantidade: number }) => t + r.quantidade, 0);
    expect(soma).toBe(q.body.objeto.reduce((t: number, r: { quantidade: number }) => t + r.quantidade, 0));
    expect((await call('GET', `${S}/processosPorOrgaoAssunto`, { orgaoEntidade: '1261' })).status).toBe(403);
    expect((await call('GET', `${S}/processosPorOrgaoAssunto`, { codigoAssunto: 99 })).body.codigoMensagem).toBe(2);
    expect((await call('GET', `${S}/assuntos`, {}, bruno)).status).toBe(403);
  });
});

describe('export', () => {
  it("schedules the screen's report in 'Meus relatórios'; unknown screen → code 4", async () => {
    const r = await call(
      'POST',
      '/solicitaRelatorioProcessos',
      { tela: 'consulta-de-processos', formato: 'CSV', filtros: { situacao: 'ANALISADO' } },
      diego,
    );
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.idRelatorio).toBeGreaterThan(0);
    await gw.jobs.drain('relatorio_solicitado');
    const [job] = (
      await gw.db.query<{ status: string; nome_relatorio: string; total_linhas: number }>(
        'SELECT status, nome_relatorio, total_linhas FROM relatorio_solicitado WHERE id = $1',
        [r.body.objeto.idRelatorio],
      )
    ).rows;
    expect(job).toMatchObject({ status: 'CONCLUIDO', nome_relatorio: 'Relatório de processos judiciais' });
    expect(job.total_linhas).toBeGreaterThan(0);
    const bad = await call('POST', '/solicitaRelatorioProcessos', {
      tela: 'pesquisa-servidor',
      formato: 'CSV',
      filtros: {},
    });
    expect(bad.body.listaCriticas[0].campo).toBe('tela');
    expect(
      (
        await call(
          'POST',
          '/solicitaRelatorioProcessos',
          { tela: 'consulta-de-processos', formato: 'CSV', filtros: {} },
          bruno,
        )
      ).status,
    ).toBe(403);
  });
});

describe('processosJudiciais.salvarProcesso', () => {
  const analise = {
    cumprimento: 'SUSPENDER_DESCONTO',
    indicativoSuspensao: '04',
    dataDecisao: '10/03/2025',
    parecer: 'Decisão liminar determina a suspensão do desconto.',
  };

  it('saves the analysis (→ ANALISADO, version + 1, audit row); a stale version → code 4', async () => {
    const p = await processoDe('1501', 'AGUARDANDO_ANALISE');
    const r = await call('POST', '/salvarProcesso', { idProcesso: p.id, versao: p.versao, ...analise }, diego);
    expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
    expect(r.body.objeto).toEqual({ idProcesso: p.id, situacao: 'ANALISADO', versao: p.versao + 1 });
    const d = await call('GET', '/dadosProcesso', { idProcesso: p.id });
    expect(d.body.objeto).toMatchObject({
      situacao: 'ANALISADO',
      cumprimento: 'SUSPENDER_DESCONTO',
      dataDecisao: '10/03/2025',
      analisadoPor: DIEGO.nome,
    });
    const audit = await gw.db.query<{ cpf: string; alteracoes: Record<string, { de: unknown; para: unknown }> }>(
      `SELECT cpf, alteracoes FROM auditoria WHERE entidade = 'processo_judicial' AND registro_id = $1`,
      [String(p.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].cpf).toBe(DIEGO.cpf);
    expect(audit.rows[0].alteracoes.situacao).toEqual({ de: 'AGUARDANDO_ANALISE', para: 'ANALISADO' });
    const velho = await call('POST', '/salvarProcesso', {
      idProcesso: p.id,
      versao: p.versao,
      ...analise,
      parecer: 'Outro parecer qualquer.',
    });
    expect(velho.body.codigoMensagem).toBe(4);
    expect(velho.body.listaCriticas[0].campo).toBe('versao');
    // Revising an analysed process with the current version is allowed.
    expect(
      (
        await call('POST', '/salvarProcesso', {
          idProcesso: p.id,
          versao: p.versao + 1,
          ...analise,
          cumprimento: 'SEM_IMPACTO',
        })
      ).body.codigoMensagem,
    ).toBe(0);
  });

  it("an archived process → code 4 (illegal transition); bad input → 4; unknown → 4; another unit's exactly the same", async () => {
    const arq = await processoDe('1501', 'ARQUIVADO');
    const r = await call('POST', '/salvarProcesso', { idProcesso: arq.id, versao: arq.versao, ...analise });
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.mensagem).toBe("Não é possível analisar este processo: a situação atual é 'Arquivado'.");
    const p = await processoDe('1501', 'AGUARDANDO_ANALISE');
    const bad = await call('POST', '/salvarProcesso', {
      idProcesso: p.id,
      versao: p.versao,
      ...analise,
      parecer: 'curto',
      dataDecisao: '01/01/2999',
    });
    expect(bad.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual(['dataDecisao', 'parecer']);
    expect(
      (await call('POST', '/salvarProcesso', { idProcesso: p.id, versao: p.versao, ...analise, cumprimento: 'X' })).body
        .codigoMensagem,
    ).toBe(4);
    const see = await processoDe('1261');
    const nada = await call('POST', '/salvarProcesso', { idProcesso: 999999, versao: 1, ...analise });
    expect(nada.body.listaCriticas[0]).toEqual({ campo: 'idProcesso', mensagem: 'Registro não encontrado.' });
    esperarComoAusente(
      await call('POST', '/salvarProcesso', { idProcesso: see.id, versao: see.versao, ...analise }),
      nada,
    );
    expect(
      (await call('POST', '/salvarProcesso', { idProcesso: p.id, versao: p.versao, ...analise }, bruno)).status,
    ).toBe(403);
  });
});

describe('withheld payments and unlock requests', () => {
  const P = '/gw/justica/pagamentosBloqueados/v1';
  const S = '/gw/justica/solicitacoesDesbloqueio/v1';

  it('pagamentosBloqueados: the unit list with filters; bad input → 4; none → 2; another unit → 403', async () => {
    const r = await call('GET', P, { size: 100 });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto[0]).toMatchObject({
      situacaoDescricao: expect.any(String),
      competencia: expect.any(Number),
      valor: expect.any(Number),
    });
    const aguardando = await call('GET', P, { situacao: 'AGUARDANDO_APROVACAO_DESBLOQUEIO' });
    expect(aguardando.body.objeto.every((x: { solicitadoPor: string }) => x.solicitadoPor === ANA.nome)).toBe(true);
    expect((await call('GET', P, { situacao: 'X' })).body.codigoMensagem).toBe(4);
    expect((await call('GET', P, { numeroProcesso: '0000000-00.0000.0.00.0000' })).body.listaCriticas[0].campo).toBe(
      'numeroProcesso',
    );
    expect((await call('GET', P, { cpf: '529.982.247-25' })).body.codigoMensagem).toBe(2);
    expect((await call('GET', P, { orgaoEntidade: '1261' })).status).toBe(403);
    expect((await call('GET', P, {}, bruno)).status).toBe(403);
  });

  it("detalheSolicitacao: the requests of a payment; none → 2; another unit's like an unknown id; bad → 4", async () => {
    const pend = await pagamentoDe('1501', 'AGUARDANDO_APROVACAO_DESBLOQUEIO');
    const r = await call('GET', `${S}/detalheSolicitacao`, { idPagamento: pend.id });
    expect(r.body.objeto[0]).toMatchObject({ situacao: 'PENDENTE', solicitadoPor: ANA.nome, analisadoPor: null });
    const { rows: semPedido } = await gw.db.query<{ id: number }>(
      `SELECT r.id FROM pagamento_retido r WHERE NOT EXISTS (SELECT 1 FROM solicitacao_desbloqueio d WHERE d.pagamento_id = r.id)
          AND r.instituicao_codigo IN (SELECT codigo FROM instituicao WHERE unidade_codigo = '1501') ORDER BY r.id DESC LIMIT 1`,
    );
    expect((await call('GET', `${S}/detalheSolicitacao`, { idPagamento: semPedido[0].id })).body.codigoMensagem).toBe(
      2,
    );
    const see = await pagamentoDe('1261', 'PAGAMENTO_BLOQUEADO');
    esperarComoAusente(
      await call('GET', `${S}/detalheSolicitacao`, { idPagamento: see.id }),
      await call('GET', `${S}/detalheSolicitacao`, { idPagamento: 999999 }),
    );
    expect((await call('GET', `${S}/detalheSolicitacao`, { idPagamento: 'x' })).body.codigoMensagem).toBe(4);
  });

  it('request (Diego) then approval (Ana): states, versions, audit; the requester cannot analyse', async () => {
    const pg = await pagamentoDe('1501', 'PAGAMENTO_BLOQUEADO');
    const req = await call(
      'POST',
      `${S}/desbloqueioPagamento`,
      { idPagamento: pg.id, versao: pg.versao, justificativa: 'Decisão judicial revogou a retenção.' },
      diego,
    );
    expect(req.body.codigoMensagem, JSON.stringify(req.body)).toBe(0);
    expect(req.body.objeto).toMatchObject({
      idPagamento: pg.id,
      situacao: 'AGUARDANDO_APROVACAO_DESBLOQUEIO',
      versao: pg.versao + 1,
    });
    // A second request of the same payment: illegal transition.
    const de2 = await call('POST', `${S}/desbloqueioPagamento`, {
      idPagamento: pg.id,
      versao: pg.versao + 1,
      justificativa: 'Outra justificativa longa.',
    });
    expect(de2.body.mensagem).toBe(
      "Não é possível solicitar o desbloqueio deste pagamento: a situação atual é 'Aguardando aprovação desbloqueio'.",
    );
    // The requester cannot analyse their own request: the list does not offer it to him, only to others.
    const linha = async (quem?: typeof diego) =>
      (await call('GET', P, { idProcesso: pg.processoId, size: 100 }, quem)).body.objeto.find(
        (x: { idPagamento: number }) => x.idPagamento === pg.id,
      );
    expect(await linha(diego)).toMatchObject({ situacao: 'AGUARDANDO_APROVACAO_DESBLOQUEIO', podeAnalisar: false });
    expect(await linha()).toMatchObject({ podeAnalisar: true });
    const propria = await call(
      'POST',
      `${S}/analisarSolicitacaoDesbloqueioPagamento`,
      { idPagamento: pg.id, versao: pg.versao + 1, decisao: 'APROVAR' },
      diego,
    );
    expect(propria.body.codigoMensagem).toBe(4);
    expect(propria.body.mensagem).toBe(MSG_PROPRIA_SOLICITACAO);
    // Stale version.
    const velho = await call('POST', `${S}/analisarSolicitacaoDesbloqueioPagamento`, {
      idPagamento: pg.id,
      versao: pg.versao,
      decisao: 'APROVAR',
    });
    expect(velho.body.listaCriticas[0].campo).toBe('versao');
    const ok = await call('POST', `${S}/analisarSolicitacaoDesbloqueioPagamento`, {
      idPagamento: pg.id,
      versao: pg.versao + 1,
      decisao: 'APROVAR',
    });
    expect(ok.body.codigoMensagem).toBe(0);
    expect(ok.body.objeto).toMatchObject({ situacao: 'DESBLOQUEIO_APROVADO', versao: pg.versao + 2 });
    const det = await call('GET', `${S}/detalheSolicitacao`, { idPagamento: pg.id });
    expect(det.body.objeto[0]).toMatchObject({
      situacao: 'APROVADA',
      solicitadoPor: DIEGO.nome,
      analisadoPor: ANA.nome,
    });
    const audit = await gw.db.query<{ cpf: string; endpoint: string }>(
      `SELECT cpf, endpoint FROM auditoria WHERE entidade = 'pagamento_retido' AND registro_id = $1 ORDER BY id`,
      [String(pg.id)],
    );
    expect(audit.rows).toEqual([
      { cpf: DIEGO.cpf, endpoint: 'solicitacoesDesbloqueio.desbloqueioPagamento' },
      { cpf: ANA.cpf, endpoint: 'solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento' },
    ]);
    // Approved: nothing more to analyse.
    const again = await call(
      'POST',
      `${S}/analisarSolicitacaoDesbloqueioPagamento`,
      { idPagamento: pg.id, versao: pg.versao + 2, decisao: 'RECUSAR', motivo: 'Motivo qualquer longo.' },
      diego,
    );
    expect(again.body.mensagem).toBe(
      "Não é possível recusar o desbloqueio deste pagamento: a situação atual é 'Desbloqueio aprovado'.",
    );
  });

  it('refusal needs a reason and sends the payment back to PAGAMENTO_BLOQUEADO', async () => {
    const pend = await pagamentoDe('1501', 'AGUARDANDO_APROVACAO_DESBLOQUEIO');
    const sem = await call(
      'POST',
      `${S}/analisarSolicitacaoDesbloqueioPagamento`,
      { idPagamento: pend.id, versao: pend.versao, decisao: 'RECUSAR' },
      diego,
    );
    expect(sem.body.listaCriticas).toEqual([{ campo: 'motivo', mensagem: 'Campo obrigatório.' }]);
    // Ten characters once trimmed: spaces around a short reason do not make it long enough.
    const curto = await call(
      'POST',
      `${S}/analisarSolicitacaoDesbloqueioPagamento`,
      { idPagamento: pend.id, versao: pend.versao, decisao: 'RECUSAR', motivo: '   Curto.      ' },
      diego,
    );
    expect(curto.body.listaCriticas).toEqual([{ campo: 'motivo', mensagem: 'Informe ao menos 10 caracteres.' }]);
    const r = await call(
      'POST',
      `${S}/analisarSolicitacaoDesbloqueioPagamento`,
      {
        idPagamento: pend.id,
        versao: pend.versao,
        decisao: 'RECUSAR',
        motivo: 'Comprovante não confere com a decisão.',
      },
      diego,
    );
    expect(r.body.objeto.situacao).toBe('PAGAMENTO_BLOQUEADO');
    const det = await call('GET', `${S}/detalheSolicitacao`, { idPagamento: pend.id });
    expect(det.body.objeto[0]).toMatchObject({
      situacao: 'RECUSADA',
      motivoRecusa: 'Comprovante não confere com a decisão.',
    });
  });

  it("bad input → 4; unknown payment → 4, another unit's exactly the same; no open request → 4", async () => {
    const pg = await pagamentoDe('1501', 'PAGAMENTO_BLOQUEADO');
    expect(
      (
        await call('POST', `${S}/desbloqueioPagamento`, {
          idPagamento: pg.id,
          versao: pg.versao,
          justificativa: 'curta',
        })
      ).body.listaCriticas[0].campo,
    ).toBe('justificativa');
    expect(
      (
        await call('POST', `${S}/analisarSolicitacaoDesbloqueioPagamento`, {
          idPagamento: pg.id,
          versao: pg.versao,
          decisao: 'TALVEZ',
        })
      ).body.codigoMensagem,
    ).toBe(4);
    const see = await pagamentoDe('1261', 'PAGAMENTO_BLOQUEADO');
    const nada = await call('POST', `${S}/desbloqueioPagamento`, {
      idPagamento: 999999,
      versao: 1,
      justificativa: 'Justificativa suficiente.',
    });
    expect(nada.body.listaCriticas[0].campo).toBe('idPagamento');
    esperarComoAusente(
      await call('POST', `${S}/desbloqueioPagamento`, {
        idPagamento: see.id,
        versao: see.versao,
        justificativa: 'Justificativa suficiente.',
      }),
      nada,
    );
    // Analysing a payment that is withheld (no open request) is an illegal transition.
    const bloq = await call('POST', `${S}/analisarSolicitacaoDesbloqueioPagamento`, {
      idPagamento: pg.id,
      versao: pg.versao,
      decisao: 'APROVAR',
    });
    expect(bloq.body.codigoMensagem).toBe(4);
    expect(bloq.body.mensagem).toContain("a situação atual é 'Pagamento bloqueado'");
    expect(MSG_SEM_SOLICITACAO).toContain('pendente');
  });
});
