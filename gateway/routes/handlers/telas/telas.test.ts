/**
 * Screens published at run time (/telas/v1): the HTTP contract of every endpoint — the analyst's
 * drafts and submission, the administrator's publication, return with a reason, withdrawal and
 * restoration, the versions' list and detail, and the published screens a user's menu takes — with
 * the refusals each write shares: the wrong role (403), a stale version, a transition the state does
 * not allow, and the checker's problems per pointer (code 4); each step's audit row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA, BRUNO } from '../../../db/demo-users.ts';
import { SCREENS_DIR } from '../../../screens.ts';
import { impressaoDocumento } from '../../../domain/telas.ts';
import { msgMenuKeyDesconhecida } from '../../../domain/tela-checagem.ts';
import { MSG_VERSAO_DESATUALIZADA } from '../../../lib/write.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { MSG_OUTRA_TELA, MSG_TELA_COM_PROBLEMAS } from './escrita.ts';

const T = '/gw/exame/telas/v1';
const IVO = '52998224725'; // SEPLAG 1501, ANALISTA_TELAS only (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA: grants pesquisa-servidor, not editor-de-telas
let ivo: string;

const lido = (f: string) => JSON.parse(readFileSync(join(SCREENS_DIR, f), 'utf8')) as Record<string, unknown>;
/** A new screen over the phonetic search, in pesquisa-servidor's menu (Bruno's). */
const NOVA = {
  ...lido('recursos-humanos/pesquisa-fonetica.screen.json'),
  id: 'pesquisa-fonetica-simples',
  title: 'Pesquisa fonética simples',
  route: '/recursos-humanos/pesquisa-fonetica-simples/',
};
delete (NOVA as Record<string, unknown>).$schema;
/** NOVA under another id, with a route of its own (two screens in force never share one). */
const nova = (id: string, over: Record<string, unknown> = {}) => ({
  ...NOVA,
  id,
  route: `/recursos-humanos/${id}/`,
  ...over,
});

beforeAll(async () => {
  gw = await startTestApp(50);
  await addUser(gw, { cpf: IVO, nome: 'Ivo Analista', unidade: '1501', papeis: { '1501': ['ANALISTA_TELAS'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  ivo = await accessToken(gw, await sessionFor(gw, IVO), '1501', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(url: string, data: Record<string, unknown> = {}, token = ivo, method: 'GET' | 'POST' = 'POST') {
  const res = await gw.app.inject({
    method,
    url: `${T}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}
const get = (url: string, data: Record<string, unknown> = {}, token = ivo) => call(url, data, token, 'GET');

/** A draft of `documento` by the analyst: its id, number and row version. */
async function rascunho(documento: Record<string, unknown>) {
  const r = await call('/incluirRascunho', { documento });
  expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
  return r.body.objeto as { id: number; numero: number; situacao: string; versao: number };
}
/** A write expected to succeed; its answer's record. */
async function feito(url: string, data: Record<string, unknown>, token = ivo) {
  const r = await call(url, data, token);
  expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
  return r.body.objeto as { id: number; numero: number; situacao: string; versao: number };
}
/** Draft → submitted → published by Ana; the published version. */
async function publicada(documento: Record<string, unknown>) {
  const d = await rascunho(documento);
  const s = await feito('/submeterVersao', { id: d.id, versao: d.versao });
  return feito('/publicarVersao', { id: s.id, versao: s.versao }, ana);
}
const situacao = async (id: number) => (await get('/detalheVersao', { id: String(id) })).body.objeto.situacao;
const auditoria = async (id: number) =>
  (
    await gw.db.query<{ cpf: string; endpoint: string; alteracoes: Record<string, { de: unknown; para: unknown }> }>(
      `SELECT cpf, endpoint, alteracoes FROM auditoria WHERE entidade = 'tela_versao' AND registro_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows;

describe('drafts (the analyst)', () => {
  it('saves a draft numbered after the screen’s last, with its audit row and the document’s fingerprint', async () => {
    const a = await rascunho(nova('rascunho-numerado'));
    const b = await rascunho(nova('rascunho-numerado'));
    expect([a.numero, b.numero, a.situacao, a.versao]).toEqual([1, 2, 'RASCUNHO', 1]);
    const [linha] = await auditoria(a.id);
    expect(linha).toMatchObject({ cpf: IVO, endpoint: 'telas.incluirRascunho' });
    expect(linha.alteracoes).toMatchObject({
      telaId: { de: null, para: 'rascunho-numerado' },
      situacao: { de: null, para: 'RASCUNHO' },
      documento: { de: null, para: impressaoDocumento(nova('rascunho-numerado')) },
    });
  });

  it('edits a draft by its version: a stale one is refused and changes nothing', async () => {
    const d = await rascunho(nova('rascunho-editado'));
    const novo = nova('rascunho-editado', { title: 'Outro título' });
    const e = await feito('/editarRascunho', { id: d.id, versao: d.versao, documento: novo });
    expect(e).toMatchObject({ situacao: 'RASCUNHO', versao: 2 });
    const velho = await call('/editarRascunho', { id: d.id, versao: 1, documento: { ...novo, title: 'Terceiro' } });
    expect(velho.status).toBe(400);
    expect(velho.body.listaCriticas).toEqual([{ campo: 'versao', mensagem: MSG_VERSAO_DESATUALIZADA }]);
    const lida = await get('/detalheVersao', { id: String(d.id) });
    expect(lida.body.objeto).toMatchObject({ titulo: 'Outro título', versao: 2, documento: novo });
    // The document keeps the order its author gave its properties.
    expect(Object.keys(lida.body.objeto.documento)).toEqual(Object.keys(novo));
  });

  it("refuses a document of another screen id in a version's draft", async () => {
    const d = await rascunho(nova('rascunho-id-fixo'));
    const r = await call('/editarRascunho', { id: d.id, versao: d.versao, documento: nova('outro-id') });
    expect(r.body.listaCriticas).toEqual([{ campo: 'documento', mensagem: MSG_OUTRA_TELA }]);
  });

  it('a document without an id is refused by the request schema', async () => {
    const { id: _, ...semId } = NOVA;
    const r = await call('/incluirRascunho', { documento: semId });
    expect([r.status, r.body.codigoMensagem]).toEqual([400, 4]);
  });
});

describe('the checker on the server', () => {
  it('refuses to submit a document that fails it, with its messages per pointer, and leaves the draft as it was', async () => {
    const quebrada = nova('tela-quebrada', { source: { endpoint: 'pessoas.pesquisaFoneticax', pageSize: 10 } });
    const d = await rascunho(quebrada);
    const r = await call('/submeterVersao', { id: d.id, versao: d.versao });
    expect([r.status, r.body.codigoMensagem, r.body.mensagem]).toEqual([400, 4, MSG_TELA_COM_PROBLEMAS]);
    expect(r.body.listaCriticas).toContainEqual({
      campo: '/source/endpoint',
      mensagem:
        "endpoint 'pessoas.pesquisaFoneticax' não existe no catálogo (schemas/endpoints). Você quis dizer 'pessoas.pesquisaFonetica'?",
    });
    expect(await situacao(d.id)).toBe('RASCUNHO');
  });

  it('refuses a route another screen in force has, but not the route of the shipped screen it replaces', async () => {
    const rota = await rascunho(nova('rota-repetida', { route: '/recursos-humanos/pesquisa-fonetica/' }));
    const r = await call('/submeterVersao', { id: rota.id, versao: rota.versao });
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['/route']);
    const substituta = await rascunho({ ...lido('recursos-humanos/pesquisa-fonetica.screen.json'), title: 'Nova' });
    await feito('/submeterVersao', { id: substituta.id, versao: substituta.versao });
  });

  it('checks again at publication and at restoration, against the screens in force then', async () => {
    const rota = '/recursos-humanos/rota-disputada/';
    // Submitted while the route is free; by its publication another screen in force has it.
    const d = await rascunho(nova('disputa-b', { route: rota }));
    const s = await feito('/submeterVersao', { id: d.id, versao: d.versao });
    const primeira = await publicada(nova('disputa-a', { route: rota }));
    const atrasada = await call('/publicarVersao', { id: s.id, versao: s.versao }, ana);
    expect([atrasada.body.codigoMensagem, atrasada.body.mensagem]).toEqual([4, MSG_TELA_COM_PROBLEMAS]);
    expect(atrasada.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['/route']);
    expect(await situacao(s.id)).toBe('EM_REVISAO');
    const r = await feito('/retirarVersao', { id: primeira.id, versao: primeira.versao }, ana);
    await feito('/publicarVersao', { id: s.id, versao: s.versao }, ana);
    // The withdrawn screen's route now belongs to another: restoring it is refused, nothing written.
    const volta = await call('/restaurarVersao', { id: primeira.id, versao: r.versao }, ana);
    expect([volta.body.codigoMensagem, volta.body.mensagem]).toEqual([4, MSG_TELA_COM_PROBLEMAS]);
    expect(volta.body.listaCriticas).toContainEqual({
      campo: '/route',
      mensagem: expect.stringContaining(`rota '${rota}' repete a de tela publicada disputa-b`),
    });
    expect((await get('/listaVersoes', { telaId: 'disputa-a' }, ana)).body.objeto).toHaveLength(1);
  });

  it('refuses a menuKey that is no resource of the portal: a published screen grants nothing new', async () => {
    const d = await rascunho(nova('chave-nova', { menuKey: 'chave-que-nao-existe' }));
    const r = await call('/submeterVersao', { id: d.id, versao: d.versao });
    expect(r.body.listaCriticas).toContainEqual({
      campo: '/menuKey',
      mensagem: msgMenuKeyDesconhecida('chave-que-nao-existe'),
    });
  });
});

describe('review, publication and the menus', () => {
  it('only an administrator publishes, returns, withdraws or restores; only an analyst or administrator drafts', async () => {
    const d = await rascunho(nova('so-admin'));
    const s = await feito('/submeterVersao', { id: d.id, versao: d.versao });
    for (const url of ['/publicarVersao', '/retirarVersao', '/restaurarVersao'])
      expect((await call(url, { id: s.id, versao: s.versao }, ivo)).status, url).toBe(403);
    expect(
      (await call('/devolverVersao', { id: s.id, versao: s.versao, motivo: 'Motivo longo o bastante.' })).status,
    ).toBe(403);
    expect((await call('/incluirRascunho', { documento: NOVA }, bruno)).status).toBe(403);
    expect((await get('/listaVersoes', {}, bruno)).status).toBe(403);
    expect(await situacao(s.id)).toBe('EM_REVISAO');
  });

  it('returns a submitted version with its reason; submitting again answers it; a second submission is a bad transition', async () => {
    const d = await rascunho(nova('devolvida'));
    const s = await feito('/submeterVersao', { id: d.id, versao: d.versao });
    const dup = await call('/submeterVersao', { id: s.id, versao: s.versao });
    expect(dup.body.listaCriticas).toEqual([
      { campo: 'situacao', mensagem: "Não é possível submeter esta versão da tela: a situação atual é 'Em revisão'." },
    ]);
    const curto = await call('/devolverVersao', { id: s.id, versao: s.versao, motivo: '   curto         ' }, ana);
    expect(curto.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['motivo']);
    const v = await feito('/devolverVersao', { id: s.id, versao: s.versao, motivo: 'Falta o filtro por órgão.' }, ana);
    expect(v.situacao).toBe('RASCUNHO');
    expect((await get('/detalheVersao', { id: String(d.id) })).body.objeto.motivoDevolucao).toBe(
      'Falta o filtro por órgão.',
    );
    await feito('/submeterVersao', { id: v.id, versao: v.versao });
    expect((await get('/detalheVersao', { id: String(d.id) })).body.objeto.motivoDevolucao).toBe('');
    expect((await auditoria(d.id)).map((r) => r.endpoint)).toEqual([
      'telas.incluirRascunho',
      'telas.submeterVersao',
      'telas.devolverVersao',
      'telas.submeterVersao',
    ]);
  });

  it('publishes: the menus of the roles that grant its menuKey take it, others do not; a stale publication is refused', async () => {
    const d = await rascunho(NOVA);
    const s = await feito('/submeterVersao', { id: d.id, versao: d.versao });
    const velha = await call('/publicarVersao', { id: s.id, versao: d.versao }, ana);
    expect(velha.body.listaCriticas).toEqual([{ campo: 'versao', mensagem: MSG_VERSAO_DESATUALIZADA }]);
    const p = await feito('/publicarVersao', { id: s.id, versao: s.versao }, ana);
    expect(p).toMatchObject({ situacao: 'PUBLICADA', versao: s.versao + 1 });
    const deBruno = (await get('/telasPublicadas', {}, bruno)).body.objeto;
    expect(deBruno).toContainEqual({ telaId: NOVA.id, numero: d.numero, documento: NOVA });
    // Ivo's only role grants editor-de-telas: the screen is not in his menu.
    const deIvo = await get('/telasPublicadas', {}, ivo);
    expect(deIvo.body.codigoMensagem).toBe(2);
  });

  it('publishing another version withdraws the one in force; withdrawing brings the default back; restoring publishes a copy', async () => {
    const telaId = 'ciclo-completo';
    const menu = async () =>
      ((await get('/telasPublicadas', {}, bruno)).body.objeto ?? []).filter(
        (t: { telaId: string }) => t.telaId === telaId,
      );
    const v1 = await publicada(nova(telaId));
    const v2 = await publicada(nova(telaId, { title: 'Segunda' }));
    expect([await situacao(v1.id), await situacao(v2.id)]).toEqual(['RETIRADA', 'PUBLICADA']);
    expect((await menu()).map((t: { numero: number }) => t.numero)).toEqual([2]);
    expect((await auditoria(v1.id)).at(-1)).toMatchObject({
      endpoint: 'telas.publicarVersao',
      alteracoes: { situacao: { de: 'PUBLICADA', para: 'RETIRADA' } },
    });

    const r = await feito('/retirarVersao', { id: v2.id, versao: v2.versao }, ana);
    expect(r.situacao).toBe('RETIRADA');
    expect(await menu()).toEqual([]);
    const outra = await call('/retirarVersao', { id: v2.id, versao: r.versao }, ana);
    expect(outra.body.listaCriticas[0].mensagem).toBe(
      "Não é possível retirar esta versão da tela: a situação atual é 'Retirada'.",
    );

    const v1Agora = (await get('/detalheVersao', { id: String(v1.id) })).body.objeto;
    const stale = await call('/restaurarVersao', { id: v1.id, versao: v1Agora.versao - 1 }, ana);
    expect(stale.body.listaCriticas).toEqual([{ campo: 'versao', mensagem: MSG_VERSAO_DESATUALIZADA }]);
    const v3 = await feito('/restaurarVersao', { id: v1.id, versao: v1Agora.versao }, ana);
    expect(v3).toMatchObject({ numero: 3, situacao: 'PUBLICADA', versao: 1 });
    expect(await menu()).toEqual([{ telaId, numero: 3, documento: v1Agora.documento }]);
    expect((await get('/detalheVersao', { id: String(v3.id) })).body.objeto).toMatchObject({ restauradaDe: 1 });
    // The copied version stays withdrawn; a published one cannot be restored.
    expect(await situacao(v1.id)).toBe('RETIRADA');
    const publicadaNao = await call('/restaurarVersao', { id: v3.id, versao: 1 }, ana);
    expect(publicadaNao.body.listaCriticas[0].campo).toBe('situacao');

    const lista = await get('/listaVersoes', { telaId }, ana);
    expect(lista.body.objeto.map((v: { numero: number; situacao: string }) => `${v.numero} ${v.situacao}`)).toEqual([
      '3 PUBLICADA',
      '2 RETIRADA',
      '1 RETIRADA',
    ]);
  });

  it('lists the review queue: the submitted versions of every screen', async () => {
    const d = await rascunho(nova('na-fila'));
    await feito('/submeterVersao', { id: d.id, versao: d.versao });
    const fila = await get('/listaVersoes', { situacao: 'EM_REVISAO' }, ana);
    expect(fila.body.objeto.every((v: { situacao: string }) => v.situacao === 'EM_REVISAO')).toBe(true);
    expect(fila.body.objeto[0]).toMatchObject({
      telaId: 'na-fila',
      autor: 'Ivo Analista',
      situacaoDescricao: 'Em revisão',
    });
    expect((await get('/listaVersoes', { telaId: 'nenhuma-tela' }, ana)).body.codigoMensagem).toBe(2);
  });

  it('an unknown version is code 2 to read and code 4 to write', async () => {
    expect((await get('/detalheVersao', { id: '999999' })).body.codigoMensagem).toBe(2);
    const r = await call('/submeterVersao', { id: 999999, versao: 1 });
    expect(r.body.listaCriticas).toEqual([{ campo: 'id', mensagem: 'Versão de tela não encontrada.' }]);
  });
});
