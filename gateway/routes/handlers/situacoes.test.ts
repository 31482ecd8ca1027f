/**
 * The option lists of migration 034: the kinds of naturalisation and the servant record's
 * code, the institutions of the year-end bonus screens (instituicoesPoc) and the regionals of the
 * unit's institutions, each answered in the catalogue's envelope (testing/contract.ts checks every
 * answer), scoped to the token's unit and refused without a token; and the regional filter of
 * 'Gestão de laudas' (listaGestaoLauda) that the regionals feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { TIPOS_NATURALIZACAO } from '../../db/reference-data.ts';
import { REGIONAIS, numeroRegional } from '../../seed/regionais-naturalizacao.ts';
import { naturalizacao } from '../../servidores/secoes-pessoais.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../testing/support.ts';
import { MSG_ORGAO_FORA, MSG_REGIONAL_FORA } from '../lib/institution-scope.ts';

const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
const SISAP = '/gw/sisapmg';
const TEMPO = '/gw/contagem-tempo';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let edu: string; // SEE 1261, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA: record and search, no time management
let anaTempo: string;

beforeAll(async () => {
  gw = await startTestApp();
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  anaTempo = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', TEMPO);
});
afterAll(() => gw?.close());

async function get(url: string, query: Record<string, string> = {}, token: string | null = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}
const q = async <T>(sql: string, p: unknown[] = []) => (await gw.db.query<T>(sql, p)).rows;

describe('naturalizacao.tipos', () => {
  const URL = `${SISAP}/naturalizacao/v1/tipo/naturalizacao`;

  it('answers the state-wide list (codigo, descricao) in code order, the same for every unit', async () => {
    const r = await get(URL, {}, bruno);
    expect(r.status).toBe(200);
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto).toEqual(TIPOS_NATURALIZACAO.map((descricao, i) => ({ codigo: i + 1, descricao })));
    expect((await get(URL, {}, ana)).body.objeto).toEqual(r.body.objeto);
  });

  it('refuses a call without a token (401) and an unknown parameter (code 4)', async () => {
    expect((await get(URL, {}, null)).status).toBe(401);
    expect((await get(URL, { foo: '1' }, bruno)).body.listaCriticas[0].campo).toBe('foo');
  });

  it('gives the servant record a code of that list for a naturalised servant, null for the others', async () => {
    const servidores = await q<{ id: number; numero: string }>(
      `SELECT s.id, s.numero_funcionario AS numero FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
        WHERE i.unidade_codigo = '1261' ORDER BY s.id`,
    );
    const nat = servidores.find((s) => naturalizacao(s.id).codigoTipoNaturalizacao !== null);
    const nato = servidores.find((s) => naturalizacao(s.id).codigoTipoNaturalizacao === null);
    expect(nat && nato).toBeTruthy();
    const ident = (n: string) => get(`${SISAP}/admissoes/v1/dadosIdentificadores`, { numeroFuncionario: n }, bruno);
    const a = (await ident(nat!.numero)).body.objeto;
    expect(a.codigoTipoNaturalizacao).toBe(naturalizacao(nat!.id).codigoTipoNaturalizacao);
    expect(a.codigoTipoNaturalizacao).toBeGreaterThanOrEqual(1);
    expect(a.codigoTipoNaturalizacao).toBeLessThanOrEqual(TIPOS_NATURALIZACAO.length);
    expect(a.ufNaturalidade).toBe(''); // born abroad
    const b = (await ident(nato!.numero)).body.objeto;
    expect(b.codigoTipoNaturalizacao).toBeNull();
    expect(b.ufNaturalidade).toBe('MG');
  });
});

describe('instituicoesPoc.lista', () => {
  const URL = `${SISAP}/instituicoesPoc/v1`;

  it("lists only the token unit's institutions, as instituicoes.lista does", async () => {
    const r = await get(URL, {}, ana);
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.map((i: { sigla: string }) => i.sigla)).toEqual(['FJP', 'IPSEMG', 'SEPLAG']);
    expect(r.body.objeto).toEqual((await get(`${SISAP}/instituicoes/v1`, {}, ana)).body.objeto);
    expect((await get(URL, {}, edu)).body.objeto.map((i: { codigo: string }) => i.codigo)).toEqual(['1261', '2351']);
  });

  it("is refused without a token (401) and without the bonus screens' resource (403)", async () => {
    expect((await get(URL, {}, null)).status).toBe(401);
    expect((await get(URL, {}, bruno)).status).toBe(403);
  });
});

describe('unidadesAdministrativas.regionais', () => {
  const URL = `${SISAP}/unidadesAdministrativas/v1/regionais`;
  type Regional = { numeroUnidadeRegional: number; nome: string; orgaoEntidade: string; descricao: string };

  it("lists the regionals of the unit's institutions only, by institution", async () => {
    const r = await get(URL, {}, ana);
    expect(r.body.codigoMensagem).toBe(0);
    const rows = r.body.objeto as Regional[];
    expect(rows).toHaveLength(3 * REGIONAIS.length);
    expect(new Set(rows.map((x) => x.orgaoEntidade))).toEqual(new Set(['1501', '2011', '2051']));
    expect(rows[0]).toMatchObject({
      numeroUnidadeRegional: numeroRegional('2051', 0),
      nome: 'Administração central',
      municipio: 'Belo Horizonte',
      descricao: 'FJP — Administração central',
    });
    const see = (await get(URL, {}, edu)).body.objeto as Regional[];
    expect(new Set(see.map((x) => x.orgaoEntidade))).toEqual(new Set(['1261', '2351']));
  });

  it("narrows to one institution of the unit; another unit's institution is 403", async () => {
    const fjp = (await get(URL, { orgaoEntidade: '2051' }, ana)).body.objeto as Regional[];
    expect(fjp.map((x) => x.nome)).toEqual(REGIONAIS.map((x) => x.nome));
    expect(fjp.every((x) => x.orgaoEntidade === '2051')).toBe(true);
    const fora = await get(URL, { orgaoEntidade: '1261' }, ana);
    expect(fora.status).toBe(403);
    expect(fora.body.mensagem).toBe(MSG_ORGAO_FORA);
  });

  it('is refused without a token (401) and without the screen that uses it (403)', async () => {
    expect((await get(URL, {}, null)).status).toBe(401);
    expect((await get(URL, {}, bruno)).status).toBe(403);
  });
});

describe("the regional filter of 'Gestão de laudas'", () => {
  type Lauda = { orgaoEntidade: string; regional: string };
  const lista = (filtros: Record<string, string> = {}) =>
    get(
      `${TEMPO}/gestaoLauda/v1/listaGestaoLauda`,
      { codigoUnidadeUsuarioLogado: '1501', pagina: '0', tamanhoPagina: '60', ...filtros },
      anaTempo,
    );

  it('keeps only the laudas generated for that regional of its institution', async () => {
    const todas = (await lista()).body.objeto as Lauda[];
    const central = numeroRegional('1501', 0); // SEPLAG — Administração central (seed/gestao-lauda.ts)
    const esperadas = todas.filter((l) => l.orgaoEntidade === '1501' && l.regional === 'Administração central');
    expect(esperadas.length).toBeGreaterThan(0);
    expect(esperadas.length).toBeLessThan(todas.length);
    const r = await lista({ numeroUnidadeRegional: String(central) });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto).toEqual(esperadas);
    expect(r.body.paginacao.totalRegistros).toBe(esperadas.length);
  });

  it('answers code 2 for a regional with no lauda, 403 for a regional of another unit', async () => {
    // IPSEMG's seeded lauda covers every regional, not its central administration alone.
    const semLauda = await lista({ numeroUnidadeRegional: String(numeroRegional('2011', 0)) });
    expect(semLauda.body.codigoMensagem).toBe(2);
    const fora = await lista({ numeroUnidadeRegional: String(numeroRegional('1261', 0)) });
    expect(fora.status).toBe(403);
    expect(fora.body.mensagem).toBe(MSG_REGIONAL_FORA);
  });
});
