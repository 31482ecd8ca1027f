/**
 * Notices (/aviso/v1): creation (validation, server-side sanitising, unit and role checks), the
 * unit's list and detail (filters, sort, paging, unit scope), activation and deactivation through
 * the write pipeline (audit rows, illegal transitions write nothing), what a signed-in user sees
 * ('novos', 'Ciente', pendência), the active count, the payroll closing date and the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA, BRUNO, CARLA, DEMO_USERS } from '../../../db/demo-users.ts';
import { AVISOS_SEED } from '../../../seed/avisos.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { hojeBrasilia } from '../../../lib/text.ts';
import { esperarComoAusente } from '../../../testing/unit-scope.ts';
import { sanitizarTexto } from '../../../lib/rich-text.ts';
import { comoOPortalEnvia } from '../../../testing/portal-body.ts';

const A = '/gw/exame/aviso/v1';
const DORA = '52998224725'; // SEE 1261, ATENDIMENTO only (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261, RH_CONSULTA
let bruno: string; // SEE 1261, RH_CONSULTA
let carla: string; // SES 1321, ATENDIMENTO
let dora: string; // SEE 1261, ATENDIMENTO

/** Brasília today plus `dias`, as DD/MM/AAAA. */
function dia(dias = 0): string {
  const d = new Date(`${hojeBrasilia()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
}

beforeAll(async () => {
  gw = await startTestApp(50);
  await addUser(gw, { cpf: DORA, nome: 'Dora Teste', unidade: '1261', papeis: { '1261': ['ATENDIMENTO'] } });
  const anaSid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, anaSid, '1501', '/gw/exame');
  anaSee = await accessToken(gw, anaSid, '1261', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  carla = await accessToken(gw, await sessionFor(gw, CARLA.cpf), '1321', '/gw/exame');
  dora = await accessToken(gw, await sessionFor(gw, DORA), '1261', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data: Record<string, unknown> = {},
  token = ana,
  query: Record<string, string> = {},
) {
  const res = await gw.app.inject({
    method,
    url: `${A}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { query, payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}
type Res = Awaited<ReturnType<typeof call>>;

const novoAviso = (over: Record<string, unknown> = {}) => ({
  titulo: 'Aviso de teste',
  texto: '<p>Texto do aviso.</p>',
  dataInicio: dia(0),
  instituicoes: ['1501', '2011'],
  ...over,
});

/** Creates a notice as `token` (its unit in the query string) and returns the answer. */
const cadastrar = (over: Record<string, unknown> = {}, token = ana, unidade = '1501') =>
  call('POST', '/cadastrarNovoAviso', comoOPortalEnvia('aviso.cadastrarNovoAviso', novoAviso(over)), token, {
    codigoUnidadeSSCLogado: unidade,
  });

async function criar(over: Record<string, unknown> = {}): Promise<number> {
  const r = await cadastrar(over);
  expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
  return r.body.objeto.id as number;
}

const auditoria = async (registro: number, endpoint?: string) =>
  (
    await gw.db.query<{
      cpf: string;
      unidade_codigo: string;
      endpoint: string;
      entidade: string;
      registro_id: string;
      alteracoes: Record<string, unknown>;
    }>(
      `SELECT cpf, unidade_codigo, endpoint, entidade, registro_id, alteracoes FROM auditoria
        WHERE entidade = 'aviso' AND registro_id = $1 ${endpoint ? 'AND endpoint = $2' : ''} ORDER BY id`,
      endpoint ? [String(registro), endpoint] : [String(registro)],
    )
  ).rows;

const linha = async (id: number) =>
  (
    await gw.db.query<{ situacao: string; versao: number; unidade_codigo: string; criado_por: string; texto: string }>(
      'SELECT * FROM aviso WHERE id = $1',
      [id],
    )
  ).rows[0];

/** A notice of another unit (SEE), written straight to the tables; addressed to SEF, where no test user is. */
async function avisoDeOutraUnidade(over: { situacao?: string } = {}): Promise<number> {
  const {
    rows: [{ id }],
  } = await gw.db.query<{ id: number }>(
    `INSERT INTO aviso (unidade_codigo, titulo, texto, data_inicio, situacao, criado_por) VALUES ('1261', 'Aviso da SEE', '<p>SEE</p>', (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1, $1, $2) RETURNING id`,
    [over.situacao ?? 'ATIVO', BRUNO.cpf],
  );
  await gw.db.query(`INSERT INTO aviso_instituicao (aviso_id, instituicao_codigo) VALUES ($1, '1191')`, [id]);
  return id;
}

describe('seed', () => {
  it("has SEPLAG's three notices by Ana, already acknowledged by every demo user", async () => {
    const { rows } = await gw.db.query<{
      id: number;
      titulo: string;
      situacao: string;
      em_vigor: boolean;
      terminou: boolean;
      texto: string;
    }>(
      `SELECT id, titulo, situacao, texto,
              data_inicio <= (now() AT TIME ZONE 'America/Sao_Paulo')::date AND data_fim IS NULL AS em_vigor,
              data_fim < date_trunc('month', (now() AT TIME ZONE 'America/Sao_Paulo')::date) AND data_fim >= date_trunc('month', (now() AT TIME ZONE 'America/Sao_Paulo')::date) - interval '1 month' AS terminou
         FROM aviso WHERE unidade_codigo = '1501' AND criado_por = $1 ORDER BY id`,
      [ANA.cpf],
    );
    expect(rows.map((r) => [r.titulo, r.situacao])).toEqual(AVISOS_SEED.map((a) => [a.titulo, a.situacao]));
    expect(rows[0].em_vigor).toBe(true);
    expect(rows[2].terminou).toBe(true);
    // The seeded HTML is what the sanitiser would store.
    for (const r of rows) expect(sanitizarTexto(r.texto)).toBe(r.texto);
    const { rows: ciencias } = await gw.db.query<{ cpf: string; n: number }>(
      'SELECT cpf, count(*)::int AS n FROM aviso_ciencia GROUP BY cpf ORDER BY cpf',
    );
    expect(ciencias).toEqual(DEMO_USERS.map((u) => ({ cpf: u.cpf, n: 3 })).sort((a, b) => a.cpf.localeCompare(b.cpf)));
  });

  it('so a demo sign-in has no pending notice', async () => {
    for (const t of [ana, anaSee, bruno, carla]) {
      expect((await call('GET', '/consultaPendencia', {}, t)).body.objeto).toMatchObject({
        possuiPendencia: false,
        quantidade: 0,
      });
      expect((await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, t)).body.codigoMensagem).toBe(2);
    }
  });
});

describe('reference lists', () => {
  it('every institution of the state by sigla, with its label', async () => {
    const { body } = await call('GET', '/listaInstituicoesAviso');
    expect(body.codigoMensagem).toBe(0);
    const siglas = body.objeto.map((i: { sigla: string }) => i.sigla);
    expect(siglas).toEqual([...siglas].sort());
    expect(siglas).toContain('FHEMIG'); // another unit's institution too
    expect(body.objeto.find((i: { codigo: string }) => i.codigo === '1501')).toEqual({
      codigo: '1501',
      sigla: 'SEPLAG',
      nome: 'Secretaria de Estado de Planejamento e Gestão',
      rotulo: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
    });
  });

  it('every role by nome; both need cadastrar-novo-aviso', async () => {
    const { body } = await call('GET', '/listaPapeisDisponiveisAviso');
    expect(body.objeto.map((p: { nome: string }) => p.nome)).toEqual([
      'Administrador',
      'Analista de processos judiciais',
      'Analista de telas',
      'Atendimento',
      'Consulta de recursos humanos',
      'Encarregado de dados pessoais',
    ]);
    expect(body.objeto[0]).toEqual({ codigo: 'ADMINISTRADOR', nome: 'Administrador' });
    expect((await call('GET', '/listaPapeisDisponiveisAviso', {}, bruno)).status).toBe(403);
    expect((await call('GET', '/listaInstituicoesAviso', {}, bruno)).status).toBe(403);
  });
});

describe('aviso.cadastrarNovoAviso', () => {
  it('stores an ATIVO notice of the unit, version 1, with its targets and an audit row', async () => {
    const r = await cadastrar({
      titulo: '  Aviso completo  ',
      dataFim: dia(30),
      papeis: ['ADMINISTRADOR', 'RH_CONSULTA'],
    });
    expect(r.status).toBe(200);
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.mensagem).toBe('Aviso cadastrado com sucesso.');
    const id = r.body.objeto.id as number;
    expect(r.body.objeto).toEqual({ id });
    expect(await linha(id)).toMatchObject({
      situacao: 'ATIVO',
      versao: 1,
      unidade_codigo: '1501',
      criado_por: ANA.cpf,
      texto: '<p>Texto do aviso.</p>',
    });
    const [a] = await auditoria(id);
    expect(a).toMatchObject({
      cpf: ANA.cpf,
      unidade_codigo: '1501',
      endpoint: 'aviso.cadastrarNovoAviso',
      entidade: 'aviso',
      registro_id: String(id),
    });
    expect(a.alteracoes).toEqual({
      unidade: { de: null, para: '1501' },
      titulo: { de: null, para: 'Aviso completo' },
      texto: { de: null, para: '<p>Texto do aviso.</p>' },
      dataInicio: { de: null, para: dia(0) },
      dataFim: { de: null, para: dia(30) },
      situacao: { de: null, para: 'ATIVO' },
      criadoPor: { de: null, para: ANA.cpf },
      instituicoes: { de: null, para: ['1501', '2011'] },
      papeis: { de: null, para: ['ADMINISTRADOR', 'RH_CONSULTA'] },
      versao: { de: null, para: 1 },
    });
  });

  it('missing or short fields → code 4 with listaCriticas', async () => {
    const { titulo: _t, ...semTitulo } = comoOPortalEnvia('aviso.cadastrarNovoAviso', novoAviso());
    const r = await call('POST', '/cadastrarNovoAviso', semTitulo, ana, { codigoUnidadeSSCLogado: '1501' });
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.listaCriticas).toEqual([{ campo: 'titulo', mensagem: 'Campo obrigatório.' }]);
    const vazio = await cadastrar({ titulo: 'ab', instituicoes: [], dataInicio: '31/02/2026' });
    expect(vazio.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'dataInicio',
      'instituicoes',
      'titulo',
    ]);
    // Without the unit in the query string.
    const semUnidade = await call(
      'POST',
      '/cadastrarNovoAviso',
      comoOPortalEnvia('aviso.cadastrarNovoAviso', novoAviso()),
      ana,
    );
    expect(semUnidade.body.listaCriticas).toEqual([
      { campo: 'codigoUnidadeSSCLogado', mensagem: 'Campo obrigatório.' },
    ]);
    // Blank title after trimming.
    expect((await cadastrar({ titulo: '     ' })).body.listaCriticas).toEqual([
      { campo: 'titulo', mensagem: 'Informe ao menos 3 caracteres.' },
    ]);
  });

  it('dates travel in the body as ISO at midnight -03:00 (spec §7): DD/MM/AAAA there is refused', async () => {
    const comBarras = await call('POST', '/cadastrarNovoAviso', novoAviso({ dataFim: dia(30) }), ana, {
      codigoUnidadeSSCLogado: '1501',
    });
    expect(comBarras.body.codigoMensagem).toBe(4);
    expect(comBarras.body.listaCriticas).toEqual([
      { campo: 'dataInicio', mensagem: 'Data inválida. Envie a data no formato AAAA-MM-DDT00:00:00-03:00.' },
      { campo: 'dataFim', mensagem: 'Data inválida. Envie a data no formato AAAA-MM-DDT00:00:00-03:00.' },
    ]);
    const iso = (br: string) => `${br.slice(6)}-${br.slice(3, 5)}-${br.slice(0, 2)}T00:00:00-03:00`;
    const r = await call(
      'POST',
      '/cadastrarNovoAviso',
      novoAviso({ dataInicio: iso(dia(0)), dataFim: iso(dia(30)) }),
      ana,
      {
        codigoUnidadeSSCLogado: '1501',
      },
    );
    expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
    const lido = await call('GET', `/avisoDetalhe/${r.body.objeto.id}`);
    expect(lido.body.objeto).toMatchObject({ dataInicio: dia(0), dataFim: dia(30) });
  });

  it('the end date must come after the start (antesDe)', async () => {
    const r = await cadastrar({ dataInicio: dia(5), dataFim: dia(5) });
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.listaCriticas).toEqual([
      { campo: 'dataInicio', mensagem: 'A data inicial deve ser anterior à data final.' },
    ]);
  });

  it('sanitises the HTML on the server: scripts, handlers, iframes, images and javascript: links go', async () => {
    const id = await criar({
      texto:
        '<p onclick="alert(1)" style="color:red">Olá <strong>mundo</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<iframe src="https://exemplo.com">dentro</iframe><a href="javascript:alert(1)">ruim</a><a href="https://www.mg.gov.br" target="_blank">bom</a>' +
        '<ul><li><em>um</em></li></ul><h3>Título</h3><blockquote><u>citação</u></blockquote>',
    });
    const texto = (await linha(id)).texto;
    expect(texto).toBe(
      '<p>Olá <strong>mundo</strong></p><a>ruim</a><a href="https://www.mg.gov.br">bom</a><ul><li><em>um</em></li></ul><h3>Título</h3><blockquote><u>citação</u></blockquote>',
    );
    expect((await call('GET', `/avisoDetalhe/${id}`)).body.objeto.texto).toBe(texto);
  });

  it('a text with nothing left after sanitising → code 4 on texto', async () => {
    const r = await cadastrar({ texto: '<script>alert(1)</script><p>&nbsp; </p><img src="x">' });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas).toEqual([{ campo: 'texto', mensagem: 'Informe o texto do aviso.' }]);
  });

  it('unknown institution or role → code 4 naming the field, nothing stored', async () => {
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM aviso')).rows[0].n;
    const inst = await cadastrar({ instituicoes: ['1501', '9999'] });
    expect(inst.status).toBe(400);
    expect(inst.body.listaCriticas).toEqual([{ campo: 'instituicoes', mensagem: 'Instituição não encontrada: 9999.' }]);
    const papel = await cadastrar({ papeis: ['XPTO'] });
    expect(papel.body.listaCriticas).toEqual([{ campo: 'papeis', mensagem: 'Perfil não encontrado: XPTO.' }]);
    expect((await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM aviso')).rows[0].n).toBe(antes);
  });

  it('another unit in codigoUnidadeSSCLogado → 403; without the resource (Bruno) → 403; no token → 401', async () => {
    const outra = await cadastrar({}, ana, '1261');
    expect(outra.status).toBe(403);
    expect(outra.body.codigoMensagem).toBe(1);
    expect((await cadastrar({}, bruno, '1261')).status).toBe(403);
    expect((await cadastrar({}, anaSee, '1261')).status).toBe(403);
    const res = await gw.app.inject({
      method: 'POST',
      url: `${A}/cadastrarNovoAviso?codigoUnidadeSSCLogado=1501`,
      payload: novoAviso(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('aviso.listaTodosAvisosCriados and aviso.avisoDetalhe', () => {
  let semFim: number;
  let futuro: number;
  let daSee: number;
  beforeAll(async () => {
    semFim = await criar({ titulo: 'Lista Ângulo', papeis: ['RH_CONSULTA'] });
    futuro = await criar({
      titulo: 'Lista Beta',
      dataInicio: '01/01/2030',
      dataFim: '31/01/2030',
      instituicoes: ['2051'],
    });
    await criar({ titulo: 'Lista Gama', dataInicio: '01/03/2030' });
    daSee = await avisoDeOutraUnidade();
  });

  it("lists the unit's notices, newest first by default, with every list field", async () => {
    const { status, body } = await call('GET', '/listaTodosAvisosCriados', { size: '100' });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    const ids: number[] = body.objeto.map((a: { id: number }) => a.id);
    // The ones created by the tests (just now, in id order), then the seeded ones (days ago).
    const seeded = body.objeto.slice(-3).map((a: { titulo: string }) => a.titulo);
    expect(seeded).toEqual(AVISOS_SEED.map((a) => a.titulo));
    expect(ids.slice(0, -3)).toEqual(ids.slice(0, -3).sort((a, b) => b - a));
    expect(ids[0]).toBe(ids.length > 0 ? Math.max(...ids) : 0);
    expect(ids).not.toContain(daSee);
    expect(body.paginacao.totalRegistros).toBe(ids.length);
    const a = body.objeto.find((x: { id: number }) => x.id === semFim);
    expect(a).toEqual({
      id: semFim,
      titulo: 'Lista Ângulo',
      dataInicio: dia(0),
      situacao: 'ATIVO',
      situacaoDescricao: 'Ativo',
      instituicoes: 'IPSEMG, SEPLAG',
      papeis: 'Consulta de recursos humanos',
      criadoPor: 'Ana Administradora',
      criadoEm: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      quantidadeCiencias: 0,
      versao: 1,
    });
    expect(a.criadoEm.slice(0, 10)).toBe(dia(0));
    const seed = body.objeto.find((x: { titulo: string }) => x.titulo === AVISOS_SEED[0].titulo);
    expect(seed).toMatchObject({
      papeis: 'Todos os perfis',
      instituicoes: 'FJP, IPSEMG, SEE, SEPLAG, UEMG',
      quantidadeCiencias: DEMO_USERS.length,
    });
    expect(body.objeto.find((x: { id: number }) => x.id === futuro).dataFim).toBe('31/01/2030');
  });

  it('filters by titulo (accent- and case-insensitive), situacao and period; sorts and pages', async () => {
    const titulo = await call('GET', '/listaTodosAvisosCriados', { titulo: 'LISTA angulo' });
    expect(titulo.body.objeto.map((a: { id: number }) => a.id)).toEqual([semFim]);
    const seed = await call('GET', '/listaTodosAvisosCriados', { titulo: 'manutencao', situacao: 'INATIVO' });
    expect(
      seed.body.objeto.map((a: { titulo: string; situacaoDescricao: string }) => [a.titulo, a.situacaoDescricao]),
    ).toEqual([['Manutenção programada do portal', 'Inativo']]);
    // The vigência of 'Lista Beta' (January 2030) overlaps 15/01–20/02 but not February alone.
    const periodo = await call('GET', '/listaTodosAvisosCriados', {
      titulo: 'lista',
      dataInicio: '15/01/2030',
      dataFim: '20/02/2030',
    });
    expect(periodo.body.objeto.map((a: { titulo: string }) => a.titulo)).toEqual(['Lista Beta', 'Lista Ângulo']);
    const fevereiro = await call('GET', '/listaTodosAvisosCriados', {
      titulo: 'lista',
      dataInicio: '01/02/2030',
      dataFim: '28/02/2030',
    });
    expect(fevereiro.body.objeto.map((a: { titulo: string }) => a.titulo)).toEqual(['Lista Ângulo']);
    const desde = await call('GET', '/listaTodosAvisosCriados', { titulo: 'lista', dataInicio: '01/03/2030' });
    expect(desde.body.objeto.map((a: { titulo: string }) => a.titulo)).toEqual(['Lista Gama', 'Lista Ângulo']);
    const ordem = await call('GET', '/listaTodosAvisosCriados', { titulo: 'lista', sort: 'titulo', order: 'DESC' });
    expect(ordem.body.objeto.map((a: { titulo: string }) => a.titulo)).toEqual([
      'Lista Gama',
      'Lista Beta',
      'Lista Ângulo',
    ]);
    const inicio = await call('GET', '/listaTodosAvisosCriados', {
      titulo: 'lista',
      sort: 'dataInicio',
      order: 'ASC',
      page: '0',
      size: '5',
    });
    expect(inicio.body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 5, totalRegistros: 3, totalPaginas: 1 });
    expect(inicio.body.objeto.map((a: { titulo: string }) => a.titulo).slice(-1)).toEqual(['Lista Gama']);
  });

  it('bad filter → code 4; no result → code 2; without the resource → 403', async () => {
    const bad = await call('GET', '/listaTodosAvisosCriados', {
      situacao: 'APAGADO',
      dataInicio: '10/01/2030',
      dataFim: '01/01/2030',
      sort: 'texto',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'dataInicio',
      'situacao',
      'sort',
    ]);
    const none = await call('GET', '/listaTodosAvisosCriados', { titulo: 'nenhum aviso assim' });
    expect(none.status).toBe(200);
    expect(none.body.codigoMensagem).toBe(2);
    expect(none.body.objeto).toEqual([]);
    expect((await call('GET', '/listaTodosAvisosCriados', {}, bruno)).status).toBe(403);
  });

  it('detail of an own notice has the text and the target codes', async () => {
    const { body } = await call('GET', `/avisoDetalhe/${futuro}`);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toMatchObject({
      id: futuro,
      titulo: 'Lista Beta',
      dataInicio: '01/01/2030',
      dataFim: '31/01/2030',
      situacao: 'ATIVO',
      situacaoDescricao: 'Ativo',
      instituicoes: 'FJP',
      papeis: 'Todos os perfis',
      texto: '<p>Texto do aviso.</p>',
      codigosInstituicoes: ['2051'],
      codigosPapeis: [],
      versao: 1,
    });
    expect(body.objeto).not.toHaveProperty('unidade');
    expect((await call('GET', `/avisoDetalhe/${semFim}`)).body.objeto.codigosPapeis).toEqual(['RH_CONSULTA']);
  });

  it("another unit's notice answers exactly like an unknown id (code 2)", async () => {
    const outra = await call('GET', `/avisoDetalhe/${daSee}`);
    const nada = await call('GET', '/avisoDetalhe/999999');
    expect(nada.status).toBe(200);
    expect(nada.body.codigoMensagem).toBe(2);
    esperarComoAusente(outra, nada);
    expect((await call('GET', '/avisoDetalhe/abc')).body.codigoMensagem).toBe(4);
  });
});

describe('aviso.inativarAviso and aviso.ativarAviso', () => {
  it('inativar then ativar: each changes the state, bumps the version and writes its audit row', async () => {
    const id = await criar({ titulo: 'Aviso para inativar' });
    const inat = await call('PUT', `/inativarAviso/${id}`, { id });
    expect(inat.status).toBe(200);
    expect(inat.body.mensagem).toBe('Aviso inativado com sucesso.');
    expect(inat.body.objeto).toEqual({ id, situacao: 'INATIVO' });
    expect(await linha(id)).toMatchObject({ situacao: 'INATIVO', versao: 2 });
    const at = await call('PUT', `/ativarAviso/${id}`, { id });
    expect(at.body.mensagem).toBe('Aviso ativado com sucesso.');
    expect(at.body.objeto).toEqual({ id, situacao: 'ATIVO' });
    expect(await linha(id)).toMatchObject({ situacao: 'ATIVO', versao: 3 });
    const rows = (await auditoria(id)).filter((r) => r.endpoint !== 'aviso.cadastrarNovoAviso');
    expect(rows).toEqual([
      {
        cpf: ANA.cpf,
        unidade_codigo: '1501',
        endpoint: 'aviso.inativarAviso',
        entidade: 'aviso',
        registro_id: String(id),
        alteracoes: { situacao: { de: 'ATIVO', para: 'INATIVO' } },
      },
      {
        cpf: ANA.cpf,
        unidade_codigo: '1501',
        endpoint: 'aviso.ativarAviso',
        entidade: 'aviso',
        registro_id: String(id),
        alteracoes: { situacao: { de: 'INATIVO', para: 'ATIVO' } },
      },
    ]);
  });

  it('activating an active notice → code 4 with the machine message, nothing written', async () => {
    const id = await criar({ titulo: 'Aviso já ativo' });
    const auditAntes = (await auditoria(id)).length;
    const r = await call('PUT', `/ativarAviso/${id}`, { id });
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.mensagem).toBe("Não é possível ativar este aviso: a situação atual é 'Ativo'.");
    expect(r.body.listaCriticas).toEqual([
      { campo: 'situacao', mensagem: "Não é possível ativar este aviso: a situação atual é 'Ativo'." },
    ]);
    expect(await linha(id)).toMatchObject({ situacao: 'ATIVO', versao: 1 });
    expect(await auditoria(id)).toHaveLength(auditAntes);
    await call('PUT', `/inativarAviso/${id}`, { id });
    const again = await call('PUT', `/inativarAviso/${id}`, { id });
    expect(again.body.mensagem).toBe("Não é possível inativar este aviso: a situação atual é 'Inativo'.");
    expect(await linha(id)).toMatchObject({ situacao: 'INATIVO', versao: 2 });
  });

  it("another unit's notice: the same code 4 as an unknown id, unchanged; without the resource → 403", async () => {
    const id = await avisoDeOutraUnidade();
    const r = await call('PUT', `/inativarAviso/${id}`, { id });
    expect(await linha(id)).toMatchObject({ situacao: 'ATIVO', versao: 1 });
    expect(await auditoria(id)).toEqual([]);
    const nada = await call('PUT', '/inativarAviso/999999', { id: 999999 });
    expect(nada.body.codigoMensagem).toBe(4);
    expect(nada.body.listaCriticas).toEqual([{ campo: 'id', mensagem: 'Registro não encontrado.' }]);
    esperarComoAusente(r, nada);
    expect((await call('PUT', `/inativarAviso/${id}`, { id }, bruno)).status).toBe(403);
  });
});

describe('aviso.listaQuantidadeAvisosAtiva', () => {
  it("counts the unit's ATIVO notices in force today", async () => {
    const quantos = async () => (await call('GET', '/listaQuantidadeAvisosAtiva')).body.objeto.quantidade as number;
    const antes = await quantos();
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM aviso WHERE unidade_codigo = '1501' AND situacao = 'ATIVO'
          AND data_inicio <= (now() AT TIME ZONE 'America/Sao_Paulo')::date AND (data_fim IS NULL OR data_fim >= (now() AT TIME ZONE 'America/Sao_Paulo')::date)`,
    );
    expect(antes).toBe(rows[0].n);
    const id = await criar({ titulo: 'Conta', dataInicio: dia(-1), dataFim: dia(0) });
    expect(await quantos()).toBe(antes + 1);
    await criar({ titulo: 'Futuro', dataInicio: dia(1) });
    await criar({ titulo: 'Passado', dataInicio: dia(-10), dataFim: dia(-1) });
    expect(await quantos()).toBe(antes + 1);
    await call('PUT', `/inativarAviso/${id}`, { id });
    expect(await quantos()).toBe(antes);
    expect((await call('GET', '/listaQuantidadeAvisosAtiva', {}, bruno)).status).toBe(403);
  });
});

describe('notices of the signed-in user', () => {
  let paraRh: number;
  let paraTodos: number;
  beforeAll(async () => {
    // Addressed to SEE's institutions: to RH_CONSULTA only, and to every role (an older start).
    paraRh = await criar({
      titulo: 'Para o RH da SEE',
      instituicoes: ['1261', '2351'],
      papeis: ['RH_CONSULTA'],
      dataInicio: dia(-1),
    });
    paraTodos = await criar({
      titulo: 'Para todos da UEMG',
      instituicoes: ['2351'],
      dataInicio: dia(-5),
      dataFim: dia(5),
    });
    // Not visible: not yet in force, inactive, ended.
    await criar({ titulo: 'Ainda não', instituicoes: ['1261'], dataInicio: dia(1) });
    const inativo = await criar({ titulo: 'Inativo', instituicoes: ['1261'] });
    await call('PUT', `/inativarAviso/${inativo}`, { id: inativo });
    await criar({ titulo: 'Encerrado', instituicoes: ['1261'], dataInicio: dia(-10), dataFim: dia(-1) });
  });

  const ids = (r: Res) => (r.body.codigoMensagem === 0 ? r.body.objeto.map((a: { id: number }) => a.id) : []);

  it('a notice for SEE and RH_CONSULTA is new for Bruno, oldest first; not for another role or unit', async () => {
    const novos = await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, bruno);
    expect(novos.body.codigoMensagem).toBe(0);
    expect(ids(novos)).toEqual([paraTodos, paraRh]);
    expect(novos.body.objeto[1]).toEqual({
      id: paraRh,
      titulo: 'Para o RH da SEE',
      texto: '<p>Texto do aviso.</p>',
      dataInicio: dia(-1),
      ciente: false,
    });
    expect(novos.body.objeto[0].dataFim).toBe(dia(5));
    expect((await call('GET', '/consultaPendencia', {}, bruno)).body.objeto).toMatchObject({
      possuiPendencia: true,
      quantidade: 2,
    });
    // Ana at SEE has RH_CONSULTA there too.
    expect(ids(await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, anaSee))).toEqual([paraTodos, paraRh]);
    // Dora (SEE, ATENDIMENTO; not a demo user, so the seeded notice for every role is new to her
    // too) does not get the RH_CONSULTA one; Carla (SES) and Ana at SEPLAG get none.
    const { rows: seed } = await gw.db.query<{ id: number }>('SELECT id FROM aviso WHERE titulo = $1', [
      AVISOS_SEED[0].titulo,
    ]);
    expect(ids(await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, dora)).sort()).toEqual(
      [seed[0].id, paraTodos].sort(),
    );
    expect((await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, carla)).body.codigoMensagem).toBe(2);
    const anaSeplag = ids(await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, ana)); // her own SEPLAG notices only
    expect(anaSeplag).not.toContain(paraRh);
    expect(anaSeplag).not.toContain(paraTodos);
    expect((await call('GET', '/listaAvisosUsuarioEspecifico', {}, carla)).body.codigoMensagem).toBe(2);
    expect((await call('GET', '/consultaPendencia', {}, carla)).body.objeto).toMatchObject({
      possuiPendencia: false,
      quantidade: 0,
    });
  });

  it("'Ciente' takes it out of the new ones, keeps the first date and is audited once", async () => {
    const r = await call('POST', '/cadastrarControleAvisoUsuario', { idAviso: paraRh }, bruno);
    expect(r.status).toBe(200);
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto).toEqual({
      idAviso: paraRh,
      dataCiencia: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
    expect(ids(await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, bruno))).toEqual([paraTodos]);
    expect((await call('GET', '/consultaPendencia', {}, bruno)).body.objeto).toMatchObject({
      possuiPendencia: true,
      quantidade: 1,
    });
    // The full list keeps it, acknowledged, newest start first — beside the seeded notice, whose
    // start (the 1st of the month) falls before or after these two by the day of the month.
    const todos = await call('GET', '/listaAvisosUsuarioEspecifico', {}, bruno);
    const lista: { id: number; dataInicio: string; ciente: boolean }[] = todos.body.objeto;
    expect(ids(todos).filter((id: number) => id === paraRh || id === paraTodos)).toEqual([paraRh, paraTodos]);
    const inicio = (a: { dataInicio: string }) => a.dataInicio.split('/').reverse().join('-');
    expect(lista.map(inicio)).toEqual(lista.map(inicio).sort().reverse());
    expect(lista.find((a) => a.id === paraRh)).toMatchObject({ ciente: true, dataCiencia: r.body.objeto.dataCiencia });
    const outro = lista.find((a) => a.id === paraTodos);
    expect(outro?.ciente).toBe(false);
    expect(outro).not.toHaveProperty('dataCiencia');
    // Other users are not affected; Ana at SEE still has it.
    expect(ids(await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, anaSee))).toContain(paraRh);

    // Idempotent: a second 'Ciente' keeps the first date and writes no second audit row.
    await gw.db.query(
      `UPDATE aviso_ciencia SET ciente_em = '2026-01-02 13:04:00-03' WHERE aviso_id = $1 AND cpf = $2`,
      [paraRh, BRUNO.cpf],
    );
    const again = await call('POST', '/cadastrarControleAvisoUsuario', { idAviso: paraRh }, bruno);
    expect(again.body.objeto).toEqual({ idAviso: paraRh, dataCiencia: '02/01/2026 13:04' });
    const rows = await auditoria(paraRh, 'aviso.cadastrarControleAvisoUsuario');
    expect(rows).toEqual([
      {
        cpf: BRUNO.cpf,
        unidade_codigo: '1261',
        endpoint: 'aviso.cadastrarControleAvisoUsuario',
        entidade: 'aviso',
        registro_id: String(paraRh),
        alteracoes: { ciencia: { de: null, para: BRUNO.cpf } },
      },
    ]);
    const { rows: ciencia } = await gw.db.query('SELECT cpf, unidade_codigo FROM aviso_ciencia WHERE aviso_id = $1', [
      paraRh,
    ]);
    expect(ciencia).toEqual([{ cpf: BRUNO.cpf, unidade_codigo: '1261' }]);
    // The unit's list counts it.
    expect((await call('GET', `/avisoDetalhe/${paraRh}`)).body.objeto.quantidadeCiencias).toBe(1);

    await call('POST', '/cadastrarControleAvisoUsuario', { idAviso: paraTodos }, bruno);
    expect((await call('GET', '/listaNovosAvisosUsuarioEspecifico', {}, bruno)).body.codigoMensagem).toBe(2);
    expect((await call('GET', '/consultaPendencia', {}, bruno)).body.objeto).toMatchObject({
      possuiPendencia: false,
      quantidade: 0,
    });
  });

  it("a notice the caller does not see → code 4 'Aviso não encontrado.', nothing written", async () => {
    for (const [idAviso, token] of [
      [paraRh, dora],
      [paraRh, carla],
      [999999, bruno],
    ] as const) {
      const r = await call('POST', '/cadastrarControleAvisoUsuario', { idAviso }, token);
      expect(r.status).toBe(400);
      expect(r.body.listaCriticas).toEqual([{ campo: 'idAviso', mensagem: 'Aviso não encontrado.' }]);
    }
    const { rows } = await gw.db.query('SELECT 1 FROM aviso_ciencia WHERE aviso_id = $1 AND cpf IN ($2, $3)', [
      paraRh,
      DORA,
      CARLA.cpf,
    ]);
    expect(rows).toEqual([]);
    expect((await call('POST', '/cadastrarControleAvisoUsuario', {}, bruno)).body.listaCriticas).toEqual([
      { campo: 'idAviso', mensagem: 'Campo obrigatório.' },
    ]);
  });
});

describe('aviso.fechamentoTaxacao', () => {
  const hoje = hojeBrasilia();

  it('the 20th, or the Friday before when the 20th is a weekend', async () => {
    for (const [anoMes, data, iso] of [
      ['202609', '18/09/2026', '2026-09-18'], // 20th is a Sunday
      ['202606', '19/06/2026', '2026-06-19'], // a Saturday
      ['202611', '20/11/2026', '2026-11-20'], // a Friday
      ['209901', '20/01/2099', '2099-01-20'], // a Tuesday, far ahead
    ]) {
      const { status, body } = await call('GET', `/fechamento-taxacao/${anoMes}`, {}, carla);
      expect(status).toBe(200);
      const fechada = hoje > iso;
      const mmaaaa = `${anoMes.slice(4)}/${anoMes.slice(0, 4)}`;
      expect(body.objeto).toEqual({
        anoMesTaxacao: Number(anoMes),
        dataFechamento: data,
        fechada,
        mensagem: fechada ? `A folha de ${mmaaaa} foi fechada em ${data}.` : `A folha de ${mmaaaa} fecha em ${data}.`,
      });
    }
    const passado = await call('GET', '/fechamento-taxacao/202001');
    expect(passado.body.objeto).toMatchObject({
      fechada: true,
      mensagem: 'A folha de 01/2020 foi fechada em 20/01/2020.',
    });
  });

  it('a competence that is not AAAAMM → code 4', async () => {
    for (const bad of ['202613', '202600', 'abc', '09-2026', '1899']) {
      const r = await call('GET', `/fechamento-taxacao/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.codigoMensagem).toBe(4);
      expect(r.body.listaCriticas[0].campo).toBe('anoMesTaxacao');
    }
  });
});
