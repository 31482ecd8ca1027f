/**
 * The bounded count of the searches (`countRows`, `paginacao.totalLimitado`) and the sorted
 * copies of migration 028 (servant name and subject on the processes and payments, institution
 * acronym on the servant), kept right by triggers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, BRUNO } from '../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import type { Db } from '../db/types.ts';
import { countRows, setCountBound, forgetCounts, COUNT_BOUND } from './sql-paging.ts';

let gw: GatewayApp;
let bruno: string; // SEE, unit 1261
let ana: string; // SEPLAG, unit 1501 (processes and payments)
const LISTA = '/gw/sisapmg/admissoes/v1/listaServidores';
const PROC = '/gw/justica/servicosProcessosJudiciaisportalrhMg/listarProcesso';
const PAG = '/gw/justica/pagamentosBloqueados/v1';

beforeAll(async () => {
  gw = await startTestApp(500);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/justica');
});
afterAll(async () => {
  setCountBound();
  await gw?.close();
});

async function get(url: string, query: Record<string, string | number> = {}, token = bruno) {
  const res = await gw.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

const um = async <T>(sql: string, params: unknown[] = []) => (await gw.db.query<T>(sql, params)).rows[0];

describe('countRows: a bounded count', () => {
  it('counts exactly below the bound, stops at it above, and says so', async () => {
    const { n } = await um<{ n: number }>(`SELECT count(*)::int AS n FROM servidor WHERE unidade_codigo = '1261'`);
    expect(n).toBeGreaterThan(30);
    const from = `FROM servidor s WHERE s.unidade_codigo = $1`;
    expect(await countRows(gw.db, from, ['1261'], { bound: n })).toEqual({ total: n, bounded: false });
    expect(await countRows(gw.db, from, ['1261'], { bound: n - 1 })).toEqual({ total: n - 1, bounded: true });
    expect(await countRows(gw.db, from, ['1261'], { bound: 20 })).toEqual({ total: 20, bounded: true });
    // A page past the bound is always inside the count ("p.offset >= total" still means past the end).
    expect(await countRows(gw.db, from, ['1261'], { bound: 20, paging: { offset: 20, size: 10 } })).toEqual({
      total: 30,
      bounded: true,
    });
    expect(await countRows(gw.db, from, ['1261'], { bound: 20, paging: { offset: n, size: 10 } })).toEqual({
      total: n,
      bounded: false,
    });
    // An export's continuous read counts exactly.
    expect(
      await countRows(gw.db, from, ['1261'], { bound: 20, paging: { offset: 0, size: 10, continuous: true } }),
    ).toEqual({ total: n, bounded: false });
    expect(COUNT_BOUND).toBe(10_000);
  });

  it('remembers for a minute that the same search is past its bound, never an exact count', async () => {
    forgetCounts();
    const sent: string[] = [];
    const db: Db = { ...gw.db, query: (sql, params) => (sent.push(sql), gw.db.query(sql, params)) };
    const from = `FROM servidor s WHERE s.unidade_codigo = $1`;
    expect(await countRows(db, from, ['1261'], { bound: 20 })).toEqual({ total: 20, bounded: true });
    expect(await countRows(db, from, ['1261'], { bound: 20 })).toEqual({ total: 20, bounded: true });
    expect(sent).toHaveLength(1);
    // Another unit is another search; an exact count is asked again every time.
    await countRows(db, from, ['1501'], { bound: 20 });
    const { n } = await um<{ n: number }>(`SELECT count(*)::int AS n FROM servidor WHERE unidade_codigo = '1261'`);
    await countRows(db, from, ['1261'], { bound: n });
    await countRows(db, from, ['1261'], { bound: n });
    expect(sent).toHaveLength(4);
    forgetCounts();
    await countRows(db, from, ['1261'], { bound: 20 });
    expect(sent).toHaveLength(5);
  });

  it('keeps count(DISTINCT …) right, bounded on the distinct values', async () => {
    const from = `FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = $1`;
    const { n } = await um<{ n: number }>(`SELECT count(DISTINCT s.instituicao_codigo)::int AS n ${from}`, ['1261']);
    expect(n).toBe(2); // SEE's two institutions, each repeated by its servants
    expect(await countRows(gw.db, from, ['1261'], { expr: 'count(DISTINCT s.instituicao_codigo)' })).toEqual({
      total: 2,
      bounded: false,
    });
    expect(await countRows(gw.db, from, ['1261'], 'count(DISTINCT s.instituicao_codigo)')).toEqual({
      total: 2,
      bounded: false,
    });
    expect(await countRows(gw.db, from, ['1261'], { expr: 'count(DISTINCT s.instituicao_codigo)', bound: 1 })).toEqual({
      total: 1,
      bounded: true,
    });
  });

  it('a search with more rows than the bound answers paginacao.totalLimitado, the bound and its pages', async () => {
    const exata = await get(LISTA);
    const total = exata.body.paginacao.totalRegistros as number;
    expect(exata.body.paginacao.totalLimitado).toBeUndefined();
    const antes = setCountBound(20);
    try {
      const r = await get(LISTA);
      expect(r.body.codigoMensagem).toBe(0);
      expect(r.body.paginacao).toEqual({
        pagina: 0,
        tamanhoPagina: 10,
        totalRegistros: 20,
        totalPaginas: 2,
        totalLimitado: true,
      });
      expect(r.body.objeto).toHaveLength(10);
      // The same first page as the exact count gives.
      expect(r.body.objeto.map((x: { id: number }) => x.id)).toEqual(
        exata.body.objeto.map((x: { id: number }) => x.id),
      );
      // A deep page (past the bound) is answered, and counted up to itself.
      const funda = await get(LISTA, { page: 2 });
      expect(funda.body.objeto).toHaveLength(10);
      expect(funda.body.paginacao).toMatchObject({ totalRegistros: 30, totalPaginas: 3, totalLimitado: true });
      // The page whose bound passes the end: exact again.
      const ultimaPagina = Math.ceil(total / 10) - 1;
      const ultima = await get(LISTA, { page: ultimaPagina });
      expect(ultima.body.paginacao).toEqual({
        pagina: ultimaPagina,
        tamanhoPagina: 10,
        totalRegistros: total,
        totalPaginas: ultimaPagina + 1,
      });
      // Fewer rows than the bound: exact, no flag.
      const { nome } = await um<{ nome: string }>(
        `SELECT nome FROM servidor WHERE unidade_codigo = '1261' ORDER BY id LIMIT 1`,
      );
      const poucos = await get(LISTA, { nome: nome.split(' ')[0] });
      if (poucos.body.paginacao.totalRegistros < 20) expect(poucos.body.paginacao.totalLimitado).toBeUndefined();
      // The exact count was above the bound (what makes this test prove it).
      expect(total).toBeGreaterThan(30);
    } finally {
      setCountBound(antes);
    }
    expect((await get(LISTA)).body.paginacao.totalRegistros).toBe(total);
  });
});

describe('migration 028: sorted copies kept by triggers', () => {
  it('the copies match their sources after the seed', async () => {
    const errados = await um<{ p: number; r: number; s: number }>(
      `SELECT (SELECT count(*)::int FROM processo_judicial p JOIN servidor s ON s.id = p.servidor_id JOIN processo_assunto a ON a.codigo = p.assunto_codigo
                WHERE p.nome_busca <> s.nome_busca OR p.assunto_descricao <> a.descricao) AS p,
              (SELECT count(*)::int FROM pagamento_retido r JOIN servidor s ON s.id = r.servidor_id WHERE r.nome_busca <> s.nome_busca) AS r,
              (SELECT count(*)::int FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.instituicao_sigla <> i.sigla) AS s`,
    );
    expect(errados).toEqual({ p: 0, r: 0, s: 0 });
    const { n } = await um<{ n: number }>('SELECT count(*)::int AS n FROM processo_judicial');
    expect(n).toBeGreaterThan(0);
  });

  it('sorts by nome and assunto (processes), nome (payments) and instituição (servants) in the sources’ order', async () => {
    for (const [url, token, sort, chave, sql] of [
      [
        PROC,
        ana,
        'nome',
        'idProcesso',
        `SELECT p.id FROM processo_judicial p JOIN servidor s ON s.id = p.servidor_id WHERE p.unidade_codigo = '1501' ORDER BY s.nome_busca, p.id LIMIT 10`,
      ],
      [
        PROC,
        ana,
        'assunto',
        'idProcesso',
        `SELECT p.id FROM processo_judicial p JOIN processo_assunto a ON a.codigo = p.assunto_codigo WHERE p.unidade_codigo = '1501' ORDER BY a.descricao, p.id LIMIT 10`,
      ],
      [
        PAG,
        ana,
        'nome',
        'idPagamento',
        `SELECT r.id FROM pagamento_retido r JOIN servidor s ON s.id = r.servidor_id WHERE r.unidade_codigo = '1501' ORDER BY s.nome_busca, r.id LIMIT 10`,
      ],
      [
        LISTA,
        bruno,
        'instituicao',
        'id',
        `SELECT s.id FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = '1261' ORDER BY i.sigla, s.id LIMIT 10`,
      ],
    ] as const) {
      const r = await get(url, { sort, order: 'ASC', size: 10 }, token);
      expect(r.body.codigoMensagem, `${url} ${sort}`).toBe(0);
      const esperado = (await gw.db.query<{ id: number }>(sql)).rows.map((x) => x.id);
      expect(
        r.body.objeto.map((x: Record<string, number>) => x[chave]),
        `${url} ${sort}`,
      ).toEqual(esperado);
    }
  });

  it('a new row copies on insert; a renamed servant, subject or institution rewrites the copies', async () => {
    const p = await um<{ id: number; servidor_id: number; assunto_codigo: number }>(
      `SELECT id, servidor_id, assunto_codigo FROM processo_judicial WHERE id IN (SELECT processo_id FROM pagamento_retido) ORDER BY id LIMIT 1`,
    );
    const s = await um<{ nome_busca: string; instituicao_codigo: string }>(
      'SELECT nome_busca, instituicao_codigo FROM servidor WHERE id = $1',
      [p.servidor_id],
    );
    const a = await um<{ descricao: string }>('SELECT descricao FROM processo_assunto WHERE codigo = $1', [
      p.assunto_codigo,
    ]);
    const i = await um<{ sigla: string }>('SELECT sigla FROM instituicao WHERE codigo = $1', [s.instituicao_codigo]);
    const copias = () =>
      um<{ pn: string; pa: string; rn: string; ss: string }>(
        `SELECT p.nome_busca AS pn, p.assunto_descricao AS pa, (SELECT min(r.nome_busca) FROM pagamento_retido r WHERE r.processo_id = p.id) AS rn,
                (SELECT s.instituicao_sigla FROM servidor s WHERE s.id = p.servidor_id) AS ss
           FROM processo_judicial p WHERE p.id = $1`,
        [p.id],
      );
    try {
      await gw.db.query('UPDATE servidor SET nome_busca = $2 WHERE id = $1', [p.servidor_id, 'AAAA COPIA RENOMEADA']);
      await gw.db.query('UPDATE processo_assunto SET descricao = $2 WHERE codigo = $1', [
        p.assunto_codigo,
        'AAAA ASSUNTO RENOMEADO',
      ]);
      await gw.db.query('UPDATE instituicao SET sigla = $2 WHERE codigo = $1', [s.instituicao_codigo, 'AAAA']);
      expect(await copias()).toEqual({
        pn: 'AAAA COPIA RENOMEADA',
        pa: 'AAAA ASSUNTO RENOMEADO',
        rn: 'AAAA COPIA RENOMEADA',
        ss: 'AAAA',
      });
      // A direct write to a copy is overwritten from the source.
      await gw.db.query(`UPDATE processo_judicial SET nome_busca = 'ZZZ' WHERE id = $1`, [p.id]);
      await gw.db.query(`UPDATE servidor SET instituicao_sigla = 'ZZZ' WHERE id = $1`, [p.servidor_id]);
      expect(await copias()).toMatchObject({ pn: 'AAAA COPIA RENOMEADA', ss: 'AAAA' });
      // The renamed servant now comes first in the name sort of the payments of that unit.
      const unidade = await um<{ u: string }>('SELECT unidade_codigo AS u FROM processo_judicial WHERE id = $1', [
        p.id,
      ]);
      if (unidade.u === '1501') {
        const r = await get(PAG, { sort: 'nome', order: 'ASC', size: 5 }, ana);
        expect(r.body.objeto[0].idProcesso).toBe(p.id);
      }
      // Insert: a copy of a process (new number) takes the copies from the sources.
      const novo = await um<{ nome_busca: string; assunto_descricao: string }>(
        `INSERT INTO processo_judicial (numero, servidor_id, instituicao_codigo, unidade_codigo, assunto_codigo, tribunal, orgao_julgador, data_ajuizamento, polo, fase)
         SELECT '99999999999999999999', servidor_id, instituicao_codigo, unidade_codigo, assunto_codigo, tribunal, orgao_julgador, data_ajuizamento, polo, fase
           FROM processo_judicial WHERE id = $1
         RETURNING nome_busca, assunto_descricao`,
        [p.id],
      );
      expect(novo).toEqual({ nome_busca: 'AAAA COPIA RENOMEADA', assunto_descricao: 'AAAA ASSUNTO RENOMEADO' });
      await gw.db.query(`DELETE FROM processo_judicial WHERE numero = '99999999999999999999'`);
    } finally {
      await gw.db.query('UPDATE servidor SET nome_busca = $2 WHERE id = $1', [p.servidor_id, s.nome_busca]);
      await gw.db.query('UPDATE processo_assunto SET descricao = $2 WHERE codigo = $1', [
        p.assunto_codigo,
        a.descricao,
      ]);
      await gw.db.query('UPDATE instituicao SET sigla = $2 WHERE codigo = $1', [s.instituicao_codigo, i.sigla]);
    }
    expect(await copias()).toMatchObject({ pn: s.nome_busca, pa: a.descricao, ss: i.sigla });
  });
});
