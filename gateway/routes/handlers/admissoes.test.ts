import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { formatCpf } from '../../lib/cpf.ts';
import { pageOfFew } from '../../lib/sql-paging.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

let gw: GatewayApp;
let bruno: string; // SEE (institutions 1261, 2351)
let ana: string; // SEPLAG
const LISTA = '/gw/sisapmg/admissoes/v1/listaServidores';
const DADOS = '/gw/sisapmg/admissoes/v1/dadosPessoais';

beforeAll(async () => {
  gw = await startTestApp(500);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501');
});
afterAll(() => gw?.close());

async function get(url: string, query: Record<string, string> = {}, token = bruno) {
  const res = await gw.app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

describe('admissoes.listaServidores', () => {
  it("finds a servant by the unit of their institution, also after a move to another unit's institution (migration 026)", async () => {
    const { rows } = await gw.db.query<{ id: number; cpf: string; instituicao_codigo: string }>(
      `SELECT s.id, s.cpf, s.instituicao_codigo FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = '1261' ORDER BY s.id LIMIT 1`,
    );
    const [servo] = rows;
    const achado = async () => (await get(LISTA, { cpf: formatCpf(servo.cpf) })).body.objeto?.length ?? 0;
    expect(await achado()).toBe(1);
    // Moved to an institution of SEPLAG (1501): no longer in SEE's search, in SEPLAG's.
    const { rows: outra } = await gw.db.query<{ codigo: string }>(
      `SELECT codigo FROM instituicao WHERE unidade_codigo = '1501' LIMIT 1`,
    );
    await gw.db.query('UPDATE servidor SET instituicao_codigo = $1 WHERE id = $2', [outra[0].codigo, servo.id]);
    try {
      expect(await achado()).toBe(0);
      expect((await get(LISTA, { cpf: formatCpf(servo.cpf) }, ana)).body.objeto).toHaveLength(1);
    } finally {
      await gw.db.query('UPDATE servidor SET instituicao_codigo = $1 WHERE id = $2', [
        servo.instituicao_codigo,
        servo.id,
      ]);
    }
    expect(await achado()).toBe(1);
  });

  it('lists only servants of the token unit, paged, with the catalogue fields', async () => {
    const { status, body } = await get(LISTA);
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toHaveLength(10);
    expect(body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 10 });
    expect(body.paginacao.totalRegistros).toBeGreaterThan(10);
    expect(body.paginacao.totalPaginas).toBe(Math.ceil(body.paginacao.totalRegistros / 10));
    const row = body.objeto[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'cpf',
        'dataAdmissao',
        'id',
        'instituicao',
        'masp',
        'nome',
        'numeroFuncionario',
        'situacaoFuncional',
        'situacaoServidor',
      ].sort(),
    );
    expect(row.dataAdmissao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof row.id).toBe('number');
    for (const r of body.objeto)
      expect(r.instituicao).toMatch(
        /^(SEE - Secretaria de Estado de Educação|UEMG - Universidade do Estado de Minas Gerais)$/,
      );
  });

  it('pages differ and sort/order are applied', async () => {
    const p0 = (await get(LISTA, { page: '0', size: '5', sort: 'nome', order: 'ASC' })).body.objeto;
    const p1 = (await get(LISTA, { page: '1', size: '5', sort: 'nome', order: 'ASC' })).body;
    expect(p1.paginacao.pagina).toBe(1);
    expect(p1.objeto.map((r: { id: number }) => r.id)).not.toEqual(p0.map((r: { id: number }) => r.id));
    const asc = (await get(LISTA, { size: '100', sort: 'dataAdmissao', order: 'ASC' })).body.objeto.map(
      (r: { dataAdmissao: string }) => r.dataAdmissao,
    );
    expect(asc).toEqual([...asc].sort());
    const desc = (await get(LISTA, { size: '100', sort: 'dataAdmissao', order: 'DESC' })).body.objeto.map(
      (r: { dataAdmissao: string }) => r.dataAdmissao,
    );
    expect(desc).toEqual([...desc].sort().reverse());
    expect(desc[0] >= asc[0]).toBe(true);
  });

  it('filters by CPF (masked or not), MASP, número funcionário and accent-insensitive name', async () => {
    const [first] = (await get(LISTA)).body.objeto;
    for (const cpf of [first.cpf, formatCpf(first.cpf)]) {
      const { body } = await get(LISTA, { cpf });
      expect(body.objeto.map((r: { id: number }) => r.id)).toEqual([first.id]);
    }
    expect((await get(LISTA, { masp: first.masp })).body.objeto[0].id).toBe(first.id);
    expect((await get(LISTA, { numeroFuncionario: first.numeroFuncionario })).body.objeto[0].id).toBe(first.id);
    const part = first.nome.split(' ')[0].toUpperCase();
    const byName = (await get(LISTA, { nome: part, size: '100' })).body.objeto;
    expect(byName.map((r: { id: number }) => r.id)).toContain(first.id);
    const noAccent = part
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    expect((await get(LISTA, { nome: noAccent, size: '100' })).body.paginacao.totalRegistros).toBe(
      (await get(LISTA, { nome: part, size: '100' })).body.paginacao.totalRegistros,
    );
  });

  it('a name search pages its few rows in the same order as the database sorts them, in both directions (pageOfFew)', async () => {
    // Part of many names of the unit, yet few enough rows to be read and sorted, not walked in index order.
    const { rows: partes } = await gw.db.query<{ parte: string }>(
      `SELECT t AS parte FROM servidor s, LATERAL (SELECT DISTINCT substr(s.nome_busca, k, 3) AS t FROM generate_series(1, length(s.nome_busca) - 2) k) x
        WHERE s.unidade_codigo = '1261' AND t !~ ' ' GROUP BY t ORDER BY count(*) DESC, t LIMIT 1`,
    );
    const parte = partes[0].parte;
    for (const [sort, col] of [
      ['nome', 'nome_busca'],
      ['dataAdmissao', 'data_admissao'],
    ]) {
      for (const order of ['ASC', 'DESC']) {
        const { rows: esperado } = await gw.db.query<{ id: number }>(
          `SELECT id FROM servidor WHERE unidade_codigo = '1261' AND nome_busca LIKE $1 ORDER BY ${col} ${order}, id ${order}`,
          [`%${parte}%`],
        );
        expect(esperado.length).toBeGreaterThan(5);
        const ids: number[] = [];
        for (let page = 0; page * 5 < esperado.length; page++) {
          const { body } = await get(LISTA, { nome: parte, page: String(page), size: '5', sort, order });
          expect(body.paginacao?.totalRegistros, JSON.stringify(body)).toBe(esperado.length);
          ids.push(...body.objeto.map((r: { id: number }) => r.id));
        }
        expect(ids).toEqual(esperado.map((r) => r.id));
      }
    }
  });

  it("institution and situations: every page is the database's order, read by ids first; an unknown situation answers none", async () => {
    const filtros = { orgaoEntidade: '1261', codigoSituacaoFuncional: '1', codigoSituacaoServidor: '1' };
    const { rows: esperado } = await gw.db.query<{ id: number }>(
      `SELECT id FROM servidor WHERE unidade_codigo = '1261' AND instituicao_codigo = '1261'
          AND situacao_funcional = (SELECT descricao FROM situacao_funcional WHERE codigo = 1)
          AND situacao_servidor = (SELECT descricao FROM situacao_servidor WHERE codigo = 1) ORDER BY nome_busca DESC, id DESC`,
    );
    expect(esperado.length).toBeGreaterThan(5);
    const ids: number[] = [];
    for (let page = 0; page * 5 < esperado.length; page++) {
      const { body } = await get(LISTA, { ...filtros, page: String(page), size: '5', sort: 'nome', order: 'DESC' });
      expect(body.paginacao?.totalRegistros, JSON.stringify(body)).toBe(esperado.length);
      ids.push(...body.objeto.map((r: { id: number }) => r.id));
    }
    expect(ids).toEqual(esperado.map((r) => r.id));
    for (const desconhecido of [{ codigoSituacaoFuncional: '99' }, { codigoSituacaoServidor: '99' }]) {
      const { status, body } = await get(LISTA, { ...filtros, ...desconhecido });
      expect(status).toBe(200);
      expect(body.codigoMensagem).toBe(2);
      expect(body.paginacao?.totalRegistros).toBe(0);
    }
  });

  it('pageOfFew gives way past its bound or past the last page, and says "none" for no match', async () => {
    const consulta = (where: string, offset = 0, bound = 5) => ({
      columns: 's.id',
      table: 'servidor s',
      where,
      params: ['1261'],
      orderBy: 'ORDER BY s.nome_busca, s.id',
      paging: { offset, size: 5 },
      bound,
    });
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM servidor WHERE unidade_codigo = '1261'`,
    );
    expect(rows[0].n).toBeGreaterThan(5);
    expect(await pageOfFew(gw.db, consulta('s.unidade_codigo = $1'))).toBeNull();
    const todas = await pageOfFew<{ id: number }>(gw.db, consulta('s.unidade_codigo = $1', 0, rows[0].n));
    expect(todas).toMatchObject({ total: rows[0].n });
    expect(todas!.rows).toHaveLength(5);
    expect(Object.keys(todas!.rows[0])).toEqual(['id']);
    expect(await pageOfFew(gw.db, consulta('s.unidade_codigo = $1', rows[0].n + 5, rows[0].n))).toBeNull();
    expect(await pageOfFew(gw.db, consulta(`s.unidade_codigo = $1 AND s.cpf = 'x'`))).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('filters by an institution of the unit and refuses one of another unit (403)', async () => {
    const { body } = await get(LISTA, { orgaoEntidade: '2351', size: '100' });
    for (const r of body.objeto) expect(r.instituicao).toMatch(/^UEMG - /);
    const other = await get(LISTA, { orgaoEntidade: '1501' });
    expect(other.status).toBe(403);
    expect(other.body.codigoMensagem).toBe(1);
  });

  it('code 2 when nothing matches', async () => {
    const { status, body } = await get(LISTA, { nome: 'Zzzxxyy' });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(2);
    expect(body.objeto).toEqual([]);
    expect(body.mensagem).toBe('Sua busca não possui resultado. Tente novamente.');
  });

  it('a servant of another unit is not found by CPF', async () => {
    const [seplag] = (await get(LISTA, {}, ana)).body.objeto;
    expect((await get(LISTA, { cpf: seplag.cpf })).body.codigoMensagem).toBe(2);
  });

  it.each([
    [{ cpf: '123.456.789-00' }, 'cpf', 'CPF inválido.'],
    [{ nome: 'ab' }, 'nome', 'Informe ao menos 3 caracteres.'],
    [{ foo: '1' }, 'foo', 'Parâmetro não reconhecido: foo.'],
    [{ size: '1000' }, 'size', 'Tamanho de página não oferecido: use 5, 10, 15, 20, 60 ou 100.'],
    [{ page: '-1' }, 'page', 'O valor mínimo é 0.'],
    [{ sort: 'senha' }, 'sort', 'Valor não permitido.'],
    [{ order: 'SIDEWAYS' }, 'order', 'Valor em formato inválido.'],
    [{ masp: '12a' }, 'masp', 'Informe somente números.'],
  ])('bad input %o → code 4 naming the field', async (query, campo, mensagem) => {
    const { status, body } = await get(LISTA, query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.listaCriticas).toContainEqual({ campo, mensagem });
  });
});

describe('admissoes.dadosPessoais', () => {
  it('returns the personal data of a servant of the unit', async () => {
    const [first] = (await get(LISTA)).body.objeto;
    const { status, body } = await get(`${DADOS}/${first.id}`);
    expect(status).toBe(200);
    expect(body.objeto).toMatchObject({
      id: first.id,
      cpf: first.cpf,
      nome: first.nome,
      instituicao: first.instituicao,
    });
    expect(body.objeto.dataNascimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['F', 'M']).toContain(body.objeto.sexo);
  });

  it('a servant of another unit answers exactly like an unknown one (code 2); code 4 for a bad id', async () => {
    const [seplag] = (await get(LISTA, {}, ana)).body.objeto;
    const outra = await get(`${DADOS}/${seplag.id}`);
    const unknown = await get(`${DADOS}/99999999`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.codigoMensagem).toBe(2);
    esperarComoAusente(outra, unknown);
    const bad = await get(`${DADOS}/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.listaCriticas[0].campo).toBe('id');
  });
});
