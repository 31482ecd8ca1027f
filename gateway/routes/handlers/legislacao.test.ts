/**
 * Legislation (/legislacao/v1, time-counting gateway): the seed, the unit's list (filters, paging
 * in the time-counting keys, unit scope), the detail, and inclusion, edition and revocation through
 * the write pipeline (validation, the unit's careers and institutions, uniqueness, LEGISLACAO
 * machine, version, audit rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { ATOS_SEED } from '../../seed/legislacao.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../testing/support.ts';
import { MSG_ATO_DUPLICADO, MSG_REVOGACAO_ANTES, MSG_REVOGACAO_SEM_DATA } from './legislacao.ts';
import { comoOPortalEnvia } from '../../testing/portal-body.ts';

const L = '/gw/contagem-tempo/legislacao/v1';
const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA: no 'legislacao'
let edu: string; // SEE 1261, ADMINISTRADOR
let carreiraSeplag: string;
let instSeplag: string;

beforeAll(async () => {
  gw = await startTestApp(20);
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/contagem-tempo');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/contagem-tempo');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261', '/gw/contagem-tempo');
  carreiraSeplag = (await call('GET', '/carreiras')).body.objeto[0].codigo;
  instSeplag = (await call('GET', '/instituicoes')).body.objeto[0].codigo;
});
afterAll(() => gw?.close());

const unidadeDe = (token: string) => (token === ana ? '1501' : '1261');

/** A call as the portal makes it: codigoUnidadeUsuarioLogado of the token's unit (query string). */
async function call(
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
  token = ana,
  unidade: string | null = unidadeDe(token),
) {
  const query: Record<string, string> = unidade === null ? {} : { codigoUnidadeUsuarioLogado: unidade };
  const res = await gw.app.inject({
    method,
    url: `${L}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET'
      ? { query: { ...query, ...(data as Record<string, string>) } }
      : { query, payload: comoOPortalEnvia(`${L}${url}`, data) }),
  });
  return { status: res.statusCode, body: res.json() };
}

let seq = 100;
const novoAto = (over: Record<string, unknown> = {}) => ({
  tipo: 'RESOLUCAO',
  numero: String(seq++),
  dataPublicacao: '15/03/2024',
  naturezaEvolucao: 'PROGRESSAO',
  ementa: 'Dispõe sobre os critérios de progressão na carreira.',
  carreiras: [carreiraSeplag],
  instituicoes: [instSeplag],
  ...over,
});

async function incluir(over: Record<string, unknown> = {}): Promise<number> {
  const r = await call('POST', '/incluirLegislacao', novoAto(over));
  expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
  return r.body.objeto.id as number;
}

const detalhe = async (id: number, token = ana) => call('GET', '/detalheLegislacao', { id: String(id) }, token);

describe('seed and reads', () => {
  it("seeds the careers' acts for each unit, the revoked one included, newest publication first", async () => {
    const r = await call('GET', '/listaLegislacao', { pagina: '0', tamanhoPagina: '20' });
    expect(r.body.codigoMensagem).toBe(0);
    const ids = r.body.objeto.map((a: { identificacao: string }) => a.identificacao);
    expect(ids).toContain('Lei nº 15.961/2005');
    expect(ids).toContain('Decreto nº 43.764/2004');
    const datas = r.body.objeto.map((a: { dataPublicacao: string }) => a.dataPublicacao.split('/').reverse().join(''));
    expect(datas).toEqual([...datas].sort().reverse());
    const revogada = r.body.objeto.find((a: { numero: string }) => a.numero === '43.764');
    expect(revogada).toMatchObject({
      situacao: 'REVOGADA',
      situacaoDescricao: 'Revogada',
      dataRevogacao: '08/04/2008',
    });
    // The statute the career rules cite governs every career of the unit.
    const estatuto = r.body.objeto.find((a: { numero: string }) => a.numero === '15.961');
    const carreiras = (await call('GET', '/carreiras')).body.objeto.map((c: { nome: string }) => c.nome);
    expect(estatuto.carreirasDescricao.split(', ').sort()).toEqual([...carreiras].sort());
    expect(ATOS_SEED.some((a) => a.numero === '15.961')).toBe(true);
  });

  it('pages in the time-counting keys (default size 5) and filters', async () => {
    const r = await call('GET', '/listaLegislacao');
    expect(r.body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5 });
    const p1 = await call('GET', '/listaLegislacao', {
      pagina: '1',
      tamanhoPagina: '5',
      campoOrdenacao: 'numero',
      tipoOrdenacaoAscDesc: 'ASC',
    });
    expect(p1.body.paginacao).toMatchObject({ pagina: 1, tamanhoPagina: 5 });
    const todos = (
      await call('GET', '/listaLegislacao', {
        tamanhoPagina: '60',
        campoOrdenacao: 'numero',
        tipoOrdenacaoAscDesc: 'ASC',
      })
    ).body.objeto;
    expect(p1.body.objeto.map((a: { id: number }) => a.id)).toEqual(
      todos.slice(5, 10).map((a: { id: number }) => a.id),
    );
    const decretos = await call('GET', '/listaLegislacao', { tipo: 'DECRETO' });
    expect(decretos.body.objeto.every((a: { tipo: string }) => a.tipo === 'DECRETO')).toBe(true);
    const ementa = await call('GET', '/listaLegislacao', { ementa: 'AVALIACAO PERIODICA' });
    expect(ementa.body.objeto.map((a: { numero: string }) => a.numero)).toEqual(['71']);
    expect((await call('GET', '/listaLegislacao', { ano: '1901' })).body.codigoMensagem).toBe(2);
    const bad = await call('GET', '/listaLegislacao', { numero: '12a' });
    expect([bad.status, bad.body.codigoMensagem, bad.body.listaCriticas[0].campo]).toEqual([400, 4, 'numero']);
  });

  it("another unit's act answers like an unknown one; a role without the resource and a unit not the token's → 403", async () => {
    const deAna = (await call('GET', '/listaLegislacao')).body.objeto[0].id as number;
    esperarComoAusente(await detalhe(deAna, edu), await detalhe(999_999, edu));
    expect((await call('GET', '/listaLegislacao', {}, bruno)).status).toBe(403);
    expect((await call('GET', '/listaLegislacao', {}, ana, '1261')).status).toBe(403);
    expect((await detalhe(999_999)).body.codigoMensagem).toBe(2);
  });
});

describe('writes', () => {
  it('includes an act VIGENTE with its careers and institutions, audited', async () => {
    const id = await incluir({ numero: '1.234' });
    const d = (await detalhe(id)).body.objeto;
    expect(d).toMatchObject({
      identificacao: 'Resolução nº 1.234/2024',
      situacao: 'VIGENTE',
      versao: 1,
      carreiras: [carreiraSeplag],
      instituicoes: [instSeplag],
    });
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'legislacao' AND registro_id = $1`,
      [String(id)],
    );
    expect(rows[0].n).toBe(1);
    // Its 'Histórico de alterações' names every code by its label ('LEI', '1501', 'ANALISTA_EXECUTIVO').
    const exame = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
    const hist = await gw.app.inject({
      method: 'GET',
      url: '/gw/exame/auditoria/v1/historico',
      query: { entidade: 'legislacao', registroId: String(id) },
      headers: { authorization: `Bearer ${exame}` },
    });
    const texto = hist.json().objeto[0].alteracoes as string;
    const nomes = (await call('GET', '/carreiras')).body.objeto.find(
      (c: { codigo: string }) => c.codigo === carreiraSeplag,
    ).nome;
    const sigla = (await call('GET', '/instituicoes')).body.objeto.find(
      (i: { codigo: string }) => i.codigo === instSeplag,
    ).sigla;
    for (const rotulo of ['Resolução', 'Progressão', nomes, sigla, 'SEPLAG']) expect(texto).toContain(` → ${rotulo}`);
    for (const codigo of ['RESOLUCAO', 'PROGRESSAO', carreiraSeplag, instSeplag, '1501'])
      expect(texto).not.toMatch(new RegExp(`→ ${codigo}(\\n|,|$)`));
  });

  it('refuses bad input with the field named: duplicate act, a career or institution outside the unit, future date, year unlike the date', async () => {
    await incluir({ numero: '777' });
    const dup = await call('POST', '/incluirLegislacao', novoAto({ numero: '777' }));
    expect([dup.body.codigoMensagem, dup.body.listaCriticas]).toEqual([
      4,
      [{ campo: 'numero', mensagem: MSG_ATO_DUPLICADO }],
    ]);
    const alheia = (await call('GET', '/carreiras', {}, edu)).body.objeto.map((c: { codigo: string }) => c.codigo);
    const deOutra = alheia.find((c: string) => !(c === carreiraSeplag));
    const { rows } = await gw.db.query<{ codigo: string }>(
      `SELECT c.codigo FROM carreira c WHERE NOT EXISTS (SELECT 1 FROM carreira_instituicao ci JOIN instituicao i ON i.codigo = ci.instituicao_codigo WHERE ci.carreira_codigo = c.codigo AND i.unidade_codigo = '1501') LIMIT 1`,
    );
    const fora = rows[0]?.codigo ?? deOutra;
    const c = await call('POST', '/incluirLegislacao', novoAto({ carreiras: [fora] }));
    expect([c.body.codigoMensagem, c.body.listaCriticas[0].campo]).toEqual([4, 'carreiras']);
    const i = await call('POST', '/incluirLegislacao', novoAto({ instituicoes: ['1261'] }));
    expect([i.body.codigoMensagem, i.body.listaCriticas[0].campo]).toEqual([4, 'instituicoes']);
    const futura = await call(
      'POST',
      '/incluirLegislacao',
      novoAto({ dataPublicacao: `01/01/${new Date().getFullYear() + 1}` }),
    );
    expect(futura.body.listaCriticas).toEqual([{ campo: 'dataPublicacao', mensagem: 'A data não pode ser futura.' }]);
    const ano = await call('POST', '/incluirLegislacao', novoAto({ ano: 2020 }));
    expect(ano.body.listaCriticas[0].campo).toBe('ano');
    const vazia = await call('POST', '/incluirLegislacao', novoAto({ carreiras: [] }));
    expect(vazia.body.listaCriticas[0].campo).toBe('carreiras');
  });

  it('edits with the current version only; revokes with a date once; a revoked act is not edited again', async () => {
    const id = await incluir();
    const d = (await detalhe(id)).body.objeto;
    const base = { ...novoAto(), numero: d.numero, id, versao: 1, situacao: 'VIGENTE', dataRevogacao: '' };
    const ok = await call('POST', '/editarLegislacao', { ...base, ementa: 'Nova ementa do ato de progressão.' });
    expect(ok.body.objeto).toMatchObject({ versao: 2, situacao: 'VIGENTE' });
    const stale = await call('POST', '/editarLegislacao', { ...base, ementa: 'Outra ementa, versão velha.' });
    expect([stale.body.codigoMensagem, stale.body.listaCriticas[0].campo]).toEqual([4, 'versao']);
    const semData = await call('POST', '/editarLegislacao', { ...base, versao: 2, situacao: 'REVOGADA' });
    expect(semData.body.listaCriticas).toEqual([{ campo: 'dataRevogacao', mensagem: MSG_REVOGACAO_SEM_DATA }]);
    const antes = await call('POST', '/editarLegislacao', {
      ...base,
      versao: 2,
      situacao: 'REVOGADA',
      dataRevogacao: '01/01/2020',
    });
    expect(antes.body.listaCriticas).toEqual([{ campo: 'dataRevogacao', mensagem: MSG_REVOGACAO_ANTES }]);
    const rev = await call('POST', '/editarLegislacao', {
      ...base,
      versao: 2,
      situacao: 'REVOGADA',
      dataRevogacao: '01/06/2024',
    });
    expect(rev.body.objeto).toMatchObject({ versao: 3, situacao: 'REVOGADA' });
    const depois = await call('POST', '/editarLegislacao', {
      ...base,
      versao: 3,
      ementa: 'Tentativa de editar um ato revogado.',
    });
    expect(depois.body.codigoMensagem).toBe(4);
    expect(depois.body.mensagem).toBe("Não é possível editar esta legislação: a situação atual é 'Revogada'.");
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'legislacao' AND registro_id = $1`,
      [String(id)],
    );
    expect(rows[0].n).toBe(3);
  });

  it("another unit's act cannot be edited (the unknown id's answer, nothing written)", async () => {
    const id = await incluir();
    const r = await call('POST', '/editarLegislacao', { ...novoAto(), id, versao: 1, situacao: 'VIGENTE' }, edu);
    esperarComoAusente(
      r,
      await call('POST', '/editarLegislacao', { ...novoAto(), id: 999_999, versao: 1, situacao: 'VIGENTE' }, edu),
    );
    expect((await detalhe(id)).body.objeto.versao).toBe(1);
  });
});
