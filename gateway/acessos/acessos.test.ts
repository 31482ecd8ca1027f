/**
 * The access log of personal data through the real gateway: a record read, a search, a
 * download and an export each leave one row — who, unit, roles, when, from where, which screen,
 * whose data (its id only), the filters and the count — written off the request's path; only the
 * data officer's role reads them, within its unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, BRUNO } from '../db/demo-users.ts';
import { hojeBrasilia } from '../lib/text.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../testing/support.ts';

const SIS = '/gw/sisapmg';
const EXAME = '/gw/exame';
const SERGIO = '31415926590'; // ADMINISTRADOR at SEE, without the data officer's role
let gw: GatewayApp;
let bruno: string; // SEE 1261, RH_CONSULTA
let anaSee: string; // SEE 1261, RH_CONSULTA + ENCARREGADO_DADOS
let anaSeplag: string; // SEPLAG 1501, ADMINISTRADOR + ENCARREGADO_DADOS
let sergio: string;
let servidor: { id: number; cpf: string; numero_funcionario: string; nome: string };

interface Linha {
  cpf: string;
  nome: string | null;
  unidade_codigo: string;
  papeis: string[];
  endereco: string | null;
  endpoint: string;
  tela: string | null;
  operacao: string;
  categorias: string[];
  titular_tipo: string | null;
  titular_chave: string | null;
  titular_id: string | null;
  filtros: Record<string, unknown> | null;
  quantidade: number | null;
  quantidade_limitada: boolean;
  relatorio_id: number | null;
}

const linhas = async (where = 'true', params: unknown[] = []) =>
  (await gw.db.query<Linha>(`SELECT * FROM acesso_dados_pessoais WHERE ${where} ORDER BY elo`, params)).rows;

const get = (token: string, url: string, query: Record<string, string | number> = {}, referer?: string) =>
  gw.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}`, ...(referer ? { referer: `http://127.0.0.1${referer}` } : {}) },
  });

beforeAll(async () => {
  // A long interval: each test writes the queue itself (gw.acessos.gravar()), so it sees what was queued.
  gw = await startTestApp(50, { acessos: { intervaloMs: 3_600_000 } });
  await addUser(gw, { cpf: SERGIO, nome: 'Sérgio Admin SEE', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  servidor = (
    await gw.db.query<typeof servidor>(
      `SELECT id, cpf, numero_funcionario, nome FROM servidor WHERE unidade_codigo = '1261' ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  const anaSid = await sessionFor(gw, ANA.cpf);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', SIS);
  anaSee = await accessToken(gw, anaSid, '1261', EXAME);
  anaSeplag = await accessToken(gw, anaSid, '1501', EXAME);
  sergio = await accessToken(gw, await sessionFor(gw, SERGIO), '1261', EXAME);
});
afterAll(() => gw?.close());

describe('what is logged', () => {
  it("a servant record read: who, unit, roles, screen, the servant's id — queued, written off the request's path", async () => {
    const antes = (await linhas()).length;
    const res = await get(
      bruno,
      `${SIS}/admissoes/v1/dadosPessoais/${servidor.id}`,
      {},
      `/recursos-humanos/dados-servidor/${servidor.id}`,
    );
    expect(res.statusCode).toBe(200);
    // Answered before anything was written: the row waits in the queue.
    expect((await linhas()).length).toBe(antes);
    expect(gw.acessos.pendentes).toBe(1);
    await gw.acessos.gravar();
    const [l] = (await linhas()).slice(antes);
    expect(l).toMatchObject({
      cpf: BRUNO.cpf,
      nome: BRUNO.nome,
      unidade_codigo: '1261',
      papeis: ['RH_CONSULTA'],
      endereco: '127.0.0.1',
      endpoint: 'admissoes.dadosPessoais',
      tela: 'dados-servidor',
      operacao: 'CONSULTA',
      categorias: ['identificacao', 'funcional'],
      titular_tipo: 'servidor',
      titular_chave: 'id',
      titular_id: String(servidor.id),
      filtros: null,
      quantidade: 1,
    });
    // Nothing of the person but the id: not the name, not the CPF.
    expect(JSON.stringify(l)).not.toContain(servidor.cpf);
    expect(JSON.stringify(l)).not.toContain(servidor.nome);
  });

  it('a tab of the record by número funcionário, with its other parameters as filters', async () => {
    const res = await get(bruno, `${SIS}/dadosFinanceiros/v1/contraChequeServidor/contracheques`, {
      numeroFuncionario: servidor.numero_funcionario,
      page: 0,
      size: 5,
    });
    expect(res.statusCode).toBe(200);
    await gw.acessos.gravar();
    const [l] = await linhas(`endpoint = 'dadosFinanceiros.contracheques'`);
    expect(l).toMatchObject({
      operacao: 'CONSULTA',
      titular_chave: 'numeroFuncionario',
      titular_id: servidor.numero_funcionario,
      categorias: ['financeiro'],
    });
    expect(l.quantidade).toBe(res.json().paginacao.totalRegistros);
  });

  it('a search: its filters and its total, not the ids it answered', async () => {
    const res = await get(
      bruno,
      `${SIS}/admissoes/v1/listaServidores`,
      { nome: servidor.nome.split(' ')[0], page: 0, size: 10 },
      '/recursos-humanos/pesquisa-servidor/',
    );
    expect(res.statusCode).toBe(200);
    await gw.acessos.gravar();
    const [l] = await linhas(`endpoint = 'admissoes.listaServidores'`);
    expect(l).toMatchObject({
      operacao: 'PESQUISA',
      tela: 'pesquisa-servidor',
      titular_id: null,
      filtros: { nome: servidor.nome.split(' ')[0] },
    });
    expect(l.quantidade).toBe(res.json().paginacao.totalRegistros);
  });

  it('a file: a pay slip downloaded', async () => {
    const lista = (
      await get(bruno, `${SIS}/dadosFinanceiros/v1/contraChequeServidor/contracheques`, {
        numeroFuncionario: servidor.numero_funcionario,
        page: 0,
        size: 5,
      })
    ).json();
    const { anoMesFolha, numeroFolhaSuplementar } = lista.objeto[0];
    const res = await get(bruno, `${SIS}/dadosFinanceiros/v1/download/contraCheque`, {
      numeroFuncionario: servidor.numero_funcionario,
      anoMesFolha,
      numeroFolhaSuplementar,
    });
    expect(res.statusCode).toBe(200);
    await gw.acessos.gravar();
    const [l] = await linhas(`endpoint = 'dadosFinanceiros.downloadContraCheque'`);
    expect(l).toMatchObject({
      operacao: 'DOWNLOAD',
      titular_id: servidor.numero_funcionario,
      filtros: { anoMesFolha },
    });
  });

  it('nothing for an answer that showed nothing (no result, refusal) or an endpoint without personal data', async () => {
    const antes = (await linhas()).length;
    expect(
      (await get(bruno, `${SIS}/admissoes/v1/listaServidores`, { nome: 'Xyzwq Inexistente', page: 0, size: 10 })).json()
        .codigoMensagem,
    ).toBe(2);
    expect((await get(bruno, `${SIS}/admissoes/v1/dadosPessoais/999999`)).json().codigoMensagem).toBe(2);
    expect((await get(bruno, `${SIS}/situacoes-funcionais/v1/lista`)).statusCode).toBeLessThan(500);
    await gw.acessos.gravar();
    expect((await linhas()).length).toBe(antes);
  });

  it('an export when its file is written: filters, rows, the report, and who asked from where with which roles', async () => {
    const pedido = await gw.app.inject({
      method: 'POST',
      url: `${EXAME}/relatorios/v1/solicitaRelatorioServidores`,
      headers: { authorization: `Bearer ${anaSee}` },
      payload: {
        formato: 'CSV',
        tela: 'pesquisa-servidor',
        filtros: { codigoSituacaoServidor: 1 },
        paginacao: { page: 0, size: 10, sort: 'nome', order: 'ASC' },
      },
    });
    expect(pedido.statusCode).toBe(200);
    const idRelatorio = pedido.json().objeto.idRelatorio as number;
    await gw.jobs.drain('relatorio_solicitado');
    await gw.acessos.gravar();
    const [l] = await linhas('relatorio_id = $1', [idRelatorio]);
    const { rows } = await gw.db.query<{ total_linhas: number }>(
      'SELECT total_linhas FROM relatorio_solicitado WHERE id = $1',
      [idRelatorio],
    );
    expect(l).toMatchObject({
      cpf: ANA.cpf,
      unidade_codigo: '1261',
      papeis: ['ENCARREGADO_DADOS', 'RH_CONSULTA'],
      endereco: '127.0.0.1',
      endpoint: 'admissoes.listaServidores',
      tela: 'pesquisa-servidor',
      operacao: 'EXPORTACAO',
      filtros: { codigoSituacaoServidor: '1', exportarTudo: true },
      quantidade: rows[0].total_linhas,
    });
    expect(l.quantidade).toBeGreaterThan(0);
  });
});

describe("the data officer's reading", () => {
  const pesquisar = (token: string, query: Record<string, string | number>) =>
    get(token, `${EXAME}/acessos-dados-pessoais/v1/pesquisar`, { page: 0, size: 20, ...query });

  it("finds the accesses to a servant by the servant's CPF, named by their current name", async () => {
    const res = await pesquisar(anaSee, { cpfTitular: servidor.cpf });
    expect(res.statusCode).toBe(200);
    const rows = res.json().objeto as Record<string, unknown>[];
    const leitura = rows.find((r) => r.referencia === `Servidor, id ${servidor.id}`);
    expect(leitura).toMatchObject({
      cpfUsuario: BRUNO.cpf,
      usuario: BRUNO.nome,
      papeis: 'Consulta de recursos humanos',
      operacao: 'Consulta',
      tela: 'Dados do servidor',
      titular: servidor.nome,
      cpfTitular: servidor.cpf,
      categorias: 'Identificação, Vida funcional',
      enderecoIp: '127.0.0.1',
    });
    expect(rows.some((r) => r.referencia === `Servidor, nº funcionário ${servidor.numero_funcionario}`)).toBe(true);
  });

  it('by user, kind of data, kind of access and period; the export with its filters by their titles', async () => {
    const hoje = hojeBrasilia().split('-').reverse().join('/');
    const res = await pesquisar(anaSee, {
      cpfUsuario: ANA.cpf,
      operacao: 'EXPORTACAO',
      categoria: 'identificacao',
      dataInicio: '01/01/2020',
      dataFim: hoje,
    });
    expect(res.statusCode).toBe(200);
    const [exp] = res.json().objeto as Record<string, unknown>[];
    expect(exp).toMatchObject({ operacao: 'Exportação', tela: 'Pesquisar servidor', titular: null });
    expect(String(exp.filtros)).toMatch(/Situação do servidor: /);
    expect(Number(exp.registros)).toBeGreaterThan(0);
    expect(
      (await pesquisar(anaSee, { cpfUsuario: ANA.cpf, operacao: 'EXPORTACAO', categoria: 'saude' })).json()
        .codigoMensagem,
    ).toBe(2);
  });

  it("another unit's officer sees none of these rows", async () => {
    const res = await pesquisar(anaSeplag, { cpfUsuario: BRUNO.cpf });
    expect(res.json().codigoMensagem).toBe(2);
  });

  it("the servant record's tab: the accesses to that servant; another unit's servant answers like a missing one", async () => {
    const res = await get(anaSee, `${EXAME}/acessos-dados-pessoais/v1/servidor/${servidor.id}`, { page: 0, size: 5 });
    expect(res.statusCode).toBe(200);
    expect((res.json().objeto as { usuario: string }[]).some((r) => r.usuario === BRUNO.nome)).toBe(true);
    const outro = (await gw.db.query<{ id: number }>(`SELECT id FROM servidor WHERE unidade_codigo <> '1261' LIMIT 1`))
      .rows[0];
    const fora = await get(anaSee, `${EXAME}/acessos-dados-pessoais/v1/servidor/${outro.id}`, { page: 0, size: 5 });
    const ausente = await get(anaSee, `${EXAME}/acessos-dados-pessoais/v1/servidor/999999`, { page: 0, size: 5 });
    expect([fora.statusCode, fora.json().codigoMensagem]).toEqual([ausente.statusCode, ausente.json().codigoMensagem]);
  });

  it('only the data officer: 403 to RH_CONSULTA and to ADMINISTRADOR (whose "*" excepts it)', async () => {
    const rh = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', EXAME);
    expect((await pesquisar(rh, {})).statusCode).toBe(403);
    expect((await pesquisar(sergio, {})).statusCode).toBe(403);
    expect(
      (await get(sergio, `${EXAME}/acessos-dados-pessoais/v1/servidor/${servidor.id}`, { page: 0, size: 5 }))
        .statusCode,
    ).toBe(403);
  });

  it("the officer's own readings are logged too", async () => {
    await gw.acessos.gravar();
    const proprias = await linhas(`cpf = $1 AND endpoint LIKE 'acessosDadosPessoais.%'`, [ANA.cpf]);
    expect(proprias.length).toBeGreaterThan(0);
    expect(proprias.find((l) => l.filtros?.cpfTitular === servidor.cpf)).toBeDefined();
  });
});
