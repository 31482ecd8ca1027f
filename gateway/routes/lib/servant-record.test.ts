/**
 * Every endpoint of the servant record (and of the searches added with it), driven from the
 * catalogue itself: a valid call whose items match the catalogue's response schema, a bad
 * parameter (code 4 naming the field), an unknown servant (code 2) and another unit's servant
 * (exactly the unknown servant's answer). Plus the pay-slip arithmetic, the PDF and the phonetic search.
 */
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { arrayLiteral, chavesFoneticas } from '../../lib/fonetica.ts';
import { normalizeName } from '../../lib/text.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { createAjv } from '../../lib/validation.ts';
import { CATALOGUE_DIR } from '../../../schemas/catalogue.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

const FAMILIAS = [
  'contatos',
  'localidades',
  'documentos',
  'formacoesEscolares',
  'lotacoes',
  'exercicios',
  'observacoes',
  'cargaHoraria',
  'substitutos',
  'funcionaisProgramaticas',
  'pensoesAlimento',
  'cargosCarreiras',
  'formasCalculo',
  'dadosFinanceiros',
  'eventosFuncionais',
  'beneficios',
];
const load = (f: string) =>
  (JSON.parse(readFileSync(join(CATALOGUE_DIR, `${f}.json`), 'utf8')) as { endpoints: CatalogueEndpoint[] }).endpoints;
// The year-end bonus tabs (cargaHoraria.anual) have their own resource and tests (frequencia.test.ts).
const RECORD: CatalogueEndpoint[] = [...FAMILIAS.flatMap(load), ...load('admissoes')].filter(
  (e) =>
    (e.request as { required?: string[] })?.required?.includes('numeroFuncionario') &&
    e.resource !== 'consulta-gratificacao-natalina',
);

let gw: GatewayApp;
let see: string; // Ana in SEE (RH_CONSULTA)
let seplag: string; // Ana in SEPLAG (ADMINISTRADOR)
let bruno: string; // SEE only
let nossos: string[]; // servants of SEE
let outro: string; // a servant of SEPLAG
const ajv = createAjv();

type Q = Record<string, string | number>;
async function get(ep: CatalogueEndpoint | string, query: Q = {}, token = see) {
  const path = typeof ep === 'string' ? ep : ep.path;
  const res = await gw.app.inject({
    method: 'GET',
    url: `/gw/sisapmg${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    raw: res.rawPayload,
    body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : undefined,
  };
}

beforeAll(async () => {
  // A database of its own (in memory, or a copy on PostgreSQL): this file inserts a servant of its own.
  gw = await startTestApp(300);
  const sid = await sessionFor(gw, ANA.cpf);
  see = await accessToken(gw, sid, '1261');
  seplag = await accessToken(gw, sid, '1501');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  const q = `SELECT s.numero_funcionario AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = $1 ORDER BY s.id`;
  nossos = (await gw.db.query<{ n: string }>(q, ['1261'])).rows.map((r) => r.n);
  outro = (await gw.db.query<{ n: string }>(q, ['1501'])).rows[0].n;
});
afterAll(() => gw?.close());

/** Extra parameters an endpoint needs for servant `n`, taken from the list endpoint that names them. */
async function paramsFor(ep: CatalogueEndpoint, n: string): Promise<Q[]> {
  const props = (ep.request as { properties: Record<string, unknown> }).properties;
  if ('anoMesFolha' in props) {
    const { body } = await get('/dadosFinanceiros/v1/contraChequeServidor/contracheques', {
      numeroFuncionario: n,
      size: 100,
    });
    return body.codigoMensagem
      ? []
      : body.objeto.map((c: Q) => ({ anoMesFolha: c.anoMesFolha, numeroFolhaSuplementar: c.numeroFolhaSuplementar }));
  }
  if ('anoMesSuspensao' in props) {
    const { body } = await get('/dadosFinanceiros/v1/pagamentoSuspenso', { numeroFuncionario: n });
    return body.codigoMensagem ? [] : [{ anoMesSuspensao: body.objeto[0].anoMesSuspensao }];
  }
  if ('numeroPublicacao' in props) {
    const { body } = await get('/eventosFuncionais/v1/publicacoesComplementares', { numeroFuncionario: n });
    return [{ numeroPublicacao: body.objeto[0].numeroPublicacao }];
  }
  if ('sequencialCargoAdmissao' in props) return [{ sequencialCargoAdmissao: 1 }];
  return [{}];
}

const achados = new Map<string, Promise<{ q: Q; r: Awaited<ReturnType<typeof get>> }>>();
/** The first (servant, params) of the unit for which the endpoint answers code 0 (memoised). */
function primeiroComDados(ep: CatalogueEndpoint) {
  if (!achados.has(ep.name)) achados.set(ep.name, procurar(ep));
  return achados.get(ep.name)!;
}

async function procurar(ep: CatalogueEndpoint) {
  for (const n of nossos) {
    for (const extra of await paramsFor(ep, n)) {
      const q = { numeroFuncionario: n, ...extra };
      const r = await get(ep, q);
      if (r.status === 200 && (ep.binary || r.body.codigoMensagem === 0)) return { q, r };
    }
  }
  throw new Error(`nenhum servidor da unidade com dados em ${ep.name}`);
}

describe.each(RECORD.map((e) => [e.name, e] as const))('%s', (_name, ep) => {
  it('answers a servant of the unit, items as the catalogue describes', async () => {
    const { r } = await primeiroComDados(ep);
    if (ep.binary) return;
    expect(r.body.codigoMensagem).toBe(0);
    const validate = ajv.compile({
      ...ep.response,
      required: Object.keys((ep.response as { properties: object }).properties),
      additionalProperties: false,
    });
    const items = ep.paging === 'none' && !Array.isArray(r.body.objeto) ? [r.body.objeto] : r.body.objeto;
    expect(items.length).toBeGreaterThan(0);
    for (const it of items) expect(validate(it), JSON.stringify(validate.errors)).toBe(true);
    if (ep.paging !== 'none') expect(r.body.paginacao).toMatchObject({ pagina: 0 });
  });

  it('bad parameter → code 4 naming the field', async () => {
    const a = await get(ep, { numeroFuncionario: '12a' });
    expect(a.status).toBe(400);
    expect(a.body.codigoMensagem).toBe(4);
    expect(a.body.listaCriticas).toContainEqual({ campo: 'numeroFuncionario', mensagem: 'Informe somente números.' });
    const b = await get(ep, { numeroFuncionario: nossos[0], foo: 1 });
    expect(b.body.listaCriticas).toContainEqual({ campo: 'foo', mensagem: 'Parâmetro não reconhecido: foo.' });
  });

  it("unknown servant → code 2; another unit's servant answers exactly the same", async () => {
    const { q } = await primeiroComDados(ep);
    const unknown = await get(ep, { ...q, numeroFuncionario: '1' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.codigoMensagem).toBe(2);
    const alheio = await get(ep, { ...q, numeroFuncionario: outro });
    esperarComoAusente(alheio, unknown);
    // …which the SEPLAG token may read.
    expect((await get(ep, { ...q, numeroFuncionario: outro }, seplag)).status).toBe(200);
  });
});

describe('pay slips', () => {
  it('earnings − deductions = net, on every slip of several servants', async () => {
    let slips = 0;
    for (const n of nossos.slice(0, 6)) {
      const { body } = await get('/dadosFinanceiros/v1/contraChequeServidor/contracheques', {
        numeroFuncionario: n,
        size: 100,
      });
      if (body.codigoMensagem) continue;
      for (const c of body.objeto.slice(0, 6)) {
        const q = {
          numeroFuncionario: n,
          anoMesFolha: c.anoMesFolha,
          numeroFolhaSuplementar: c.numeroFolhaSuplementar,
        };
        const linhas = (await get('/dadosFinanceiros/v1/contraChequeServidor/vantagensEDescontos', q)).body.objeto as {
          tipo: string;
          valor: number;
        }[];
        const info = (await get('/dadosFinanceiros/v1/contraChequeServidor/informacoesFinanceiras', q)).body.objeto;
        const cents = (t: string) =>
          linhas.filter((l) => l.tipo === t).reduce((s, l) => s + Math.round(l.valor * 100), 0);
        expect(cents('Vantagem')).toBe(Math.round(info.totalVantagens * 100));
        expect(cents('Desconto')).toBe(Math.round(info.totalDescontos * 100));
        expect(cents('Vantagem') - cents('Desconto')).toBe(Math.round(info.valorLiquido * 100));
        expect(info.valorLiquido).toBe(c.valorLiquido);
        slips++;
      }
    }
    expect(slips).toBeGreaterThan(10);
  });

  it('are stable and newest first by default', async () => {
    const q = { numeroFuncionario: nossos[0], size: 100 };
    const a = (await get('/dadosFinanceiros/v1/contraChequeServidor/contracheques', q)).body.objeto;
    expect((await get('/dadosFinanceiros/v1/contraChequeServidor/contracheques', q)).body.objeto).toEqual(a);
    const meses = a.map((c: { anoMesFolha: number }) => c.anoMesFolha);
    expect(meses).toEqual([...meses].sort().reverse());
    expect(new Set(meses).size).toBeLessThanOrEqual(24);
  });

  it('the PDF is a real PDF with the name, the CPF, the competence and the lines', async () => {
    const n = nossos[0];
    const c = (await get('/dadosFinanceiros/v1/contraChequeServidor/contracheques', { numeroFuncionario: n })).body
      .objeto[0];
    const q = { numeroFuncionario: n, anoMesFolha: c.anoMesFolha, numeroFolhaSuplementar: c.numeroFolhaSuplementar };
    const r = await get('/dadosFinanceiros/v1/download/contraCheque', q);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    // A supplementary roll (the 13th salary in December) is told apart by its number.
    const folha = c.numeroFolhaSuplementar ? `-${c.numeroFolhaSuplementar}` : '';
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="contracheque-${n}-${c.anoMesFolha}${folha}.pdf"`,
    );
    const pdf = r.raw.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // pdfkit writes text as WinAnsi hex strings inside TJ arrays; read them back.
    const text = [...pdf.matchAll(/\[(.*?)\] TJ/g)]
      .map((m) => [...m[1].matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
      .join('\n');
    const pessoa = (await get('/admissoes/v1/dadosIdentificadores', { numeroFuncionario: n })).body.objeto;
    expect(text).toContain(pessoa.nome);
    expect(text).toContain(pessoa.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
    expect(text).toContain(c.competencia);
    expect(text).toContain('Valor líquido');
    for (const l of (await get('/dadosFinanceiros/v1/contraChequeServidor/vantagensEDescontos', q)).body.objeto)
      expect(text).toContain(l.descricaoVerba);
  });

  it('a slip the servant does not have → code 2 envelope, not a file', async () => {
    const r = await get('/dadosFinanceiros/v1/download/contraCheque', {
      numeroFuncionario: nossos[0],
      anoMesFolha: 190001,
    });
    expect(r.body.codigoMensagem).toBe(2);
  });
});

describe('servant search', () => {
  beforeAll(async () => {
    const nome = 'Luiz Sousa Gonçalves';
    await gw.db.query(
      `INSERT INTO servidor (numero_funcionario, masp, cpf, nome, nome_busca, data_nascimento, sexo, instituicao_codigo, situacao_funcional, situacao_servidor, data_admissao, nome_fonetico)
      VALUES ('9999991', '9999991', '52998224725', $1, $2, '1980-05-01', 'M', '1261', 'Efetivo', 'Ativo', '2005-03-01', $3) ON CONFLICT DO NOTHING`,
      [nome, normalizeName(nome), arrayLiteral(chavesFoneticas(nome))],
    );
  });

  it.each(['Luis Souza', 'souza luis', 'Goncalves Luiz', 'LUIZ'])(
    'pesquisaFonetica %s finds Luiz Sousa Gonçalves',
    async (nomeAproximado) => {
      const { body } = await get('/pessoas/v1/pesquisaFonetica', { nomeAproximado, size: 100 }, bruno);
      expect(body.codigoMensagem).toBe(0);
      expect(body.objeto.map((r: { nome: string }) => r.nome)).toContain('Luiz Sousa Gonçalves');
    },
  );

  it('pesquisaFonetica requires nomeAproximado, stays in the unit and says code 2 when nothing sounds alike', async () => {
    const a = await get('/pessoas/v1/pesquisaFonetica', {}, bruno);
    expect(a.body.listaCriticas).toContainEqual({ campo: 'nomeAproximado', mensagem: 'Campo obrigatório.' });
    expect(
      (await get('/pessoas/v1/pesquisaFonetica', { nomeAproximado: 'Luis Souza' }, seplag)).body.objeto.map(
        (r: { nome: string }) => r.nome,
      ),
    ).not.toContain('Luiz Sousa Gonçalves');
    expect((await get('/pessoas/v1/pesquisaFonetica', { nomeAproximado: 'Xptoqwz' }, bruno)).body.codigoMensagem).toBe(
      2,
    );
  });

  it('listaServidores filters by nomeAproximado and by situation codes', async () => {
    const l = '/admissoes/v1/listaServidores';
    expect(
      (await get(l, { nomeAproximado: 'Luis Souza' }, bruno)).body.objeto.map((r: { nome: string }) => r.nome),
    ).toContain('Luiz Sousa Gonçalves');
    const sf = (await get('/situacoesFuncionais/v1', {}, bruno)).body.objeto as { codigo: number; descricao: string }[];
    const ss = (await get('/situacoesServidores/v1', {}, bruno)).body.objeto as { codigo: number; descricao: string }[];
    expect(sf.map((s) => s.descricao)).toContain('Efetivo');
    const efetivo = sf.find((s) => s.descricao === 'Efetivo')!;
    const ativo = ss.find((s) => s.descricao === 'Ativo')!;
    const r = (
      await get(
        l,
        {
          codigoSituacaoFuncional: efetivo.codigo,
          codigoSituacaoServidor: ativo.codigo,
          orgaoEntidade: '1261',
          size: 100,
        },
        bruno,
      )
    ).body;
    expect(r.codigoMensagem).toBe(0);
    for (const s of r.objeto)
      expect([s.situacaoFuncional, s.situacaoServidor, s.instituicao.slice(0, 4)]).toEqual([
        'Efetivo',
        'Ativo',
        'SEE ',
      ]);
    expect((await get(l, { codigoSituacaoFuncional: 'x' }, bruno)).body.listaCriticas[0].campo).toBe(
      'codigoSituacaoFuncional',
    );
  });

  it("instituicoes.lista lists only the token unit's institutions", async () => {
    const { body } = await get('/instituicoes/v1', {}, bruno);
    expect(body.objeto.map((i: { sigla: string }) => i.sigla)).toEqual(['SEE', 'UEMG']);
    expect((await get('/instituicoes/v1', { foo: 1 }, bruno)).body.listaCriticas[0].campo).toBe('foo');
  });

  it('the situation lists (filters of the servant search) refuse an unknown parameter with code 4', async () => {
    for (const path of ['/situacoesFuncionais/v1', '/situacoesServidores/v1']) {
      const r = await get(path, { foo: 1 }, bruno);
      expect(r.status).toBe(400);
      expect(r.body.codigoMensagem).toBe(4);
      expect(r.body.listaCriticas).toContainEqual({ campo: 'foo', mensagem: 'Parâmetro não reconhecido: foo.' });
    }
  });

  it('endereco.cep answers a BH address, code 2 for an unknown CEP, code 4 for a bad one', async () => {
    expect((await get('/endereco/v1/30130000', {}, bruno)).body.objeto).toMatchObject({
      logradouro: 'Avenida Afonso Pena',
      municipio: 'Belo Horizonte',
      uf: 'MG',
    });
    expect((await get('/endereco/v1/30130-000', {}, bruno)).body.codigoMensagem).toBe(0);
    expect((await get('/endereco/v1/01001000', {}, bruno)).body.codigoMensagem).toBe(2);
    expect((await get('/endereco/v1/abc', {}, bruno)).body.listaCriticas[0].campo).toBe('cep');
  });

  it('saldosBeneficioServidores searches the unit by cpf, nome and masp', async () => {
    const b = '/beneficios/v1/saldosBeneficioServidores';
    const all = (await get(b, { size: 5 }, bruno)).body;
    expect(all.codigoMensagem).toBe(0);
    expect(all.objeto).toHaveLength(5);
    const x = all.objeto[0];
    expect((await get(b, { cpf: x.cpf }, bruno)).body.objeto.map((r: { masp: string }) => r.masp)).toEqual([x.masp]);
    expect((await get(b, { masp: x.masp }, bruno)).body.objeto[0].nome).toBe(x.nome);
    expect((await get(b, { nome: 'Luiz Sousa' }, bruno)).body.objeto[0].nome).toBe('Luiz Sousa Gonçalves');
    expect((await get(b, { cpf: '123' }, bruno)).body.listaCriticas[0].campo).toBe('cpf');
    expect((await get(b, { cpf: x.cpf }, seplag)).body.codigoMensagem).toBe(2);
  });
});

describe('cargosCarreiras.evolucao', () => {
  it('default order is dataInicio~dataFim DESC~DESC; the combined sort is accepted', async () => {
    const n = nossos[0];
    const d = (await get('/cargosCarreiras/v1/evolucao', { numeroFuncionario: n, size: 100 })).body.objeto.map(
      (e: { dataInicio: string }) => e.dataInicio,
    );
    expect(d).toEqual([...d].sort().reverse());
    const a = (
      await get('/cargosCarreiras/v1/evolucao', {
        numeroFuncionario: n,
        size: 100,
        sort: 'dataInicio~dataFim',
        order: 'ASC',
      })
    ).body.objeto.map((e: { dataInicio: string }) => e.dataInicio);
    expect(a).toEqual([...d].reverse());
    const both = (
      await get('/cargosCarreiras/v1/evolucao', {
        numeroFuncionario: n,
        size: 100,
        sort: 'dataInicio~dataFim',
        order: 'DESC~DESC',
      })
    ).body.objeto.map((e: { dataInicio: string }) => e.dataInicio);
    expect(both).toEqual(d);
    expect(
      (await get('/cargosCarreiras/v1/evolucao', { numeroFuncionario: n, order: 'DESC~XYZ' })).body.codigoMensagem,
    ).toBe(4);
  });

  it('detail tables answer 5 rows by default (spec §9)', async () => {
    const r = (await get('/cargosCarreiras/v1/evolucao', { numeroFuncionario: nossos[0] })).body;
    expect(r.paginacao.tamanhoPagina).toBe(5);
  });
});

describe('eventos funcionais', () => {
  it('absences, leave and vacations of a servant never overlap and stay in the employment', async () => {
    for (const n of nossos.slice(0, 8)) {
      const id = (await get('/admissoes/v1/dadosIdentificadores', { numeroFuncionario: n })).body.objeto;
      const ev: { dataInicio: string; dataFim: string }[] = [];
      for (const p of ['afastamentos', 'licencas', 'feriasRegulamentares', 'feriasPremio']) {
        const r = (await get(`/eventosFuncionais/v1/${p}`, { numeroFuncionario: n, size: 100 })).body;
        if (r.codigoMensagem === 0) ev.push(...r.objeto);
      }
      ev.sort((a, b) => (a.dataInicio < b.dataInicio ? -1 : 1));
      for (let i = 0; i < ev.length; i++) {
        expect(ev[i].dataInicio >= id.dataAdmissao).toBe(true);
        if (id.dataDesligamento) expect(ev[i].dataFim <= id.dataDesligamento).toBe(true);
        if (i) expect(ev[i].dataInicio > ev[i - 1].dataFim).toBe(true);
      }
    }
  });
});

describe('exercise', () => {
  it("the first exercise period starts on the admission's 'Data de exercício', where time of service starts", async () => {
    for (const n of nossos.slice(0, 5)) {
      const [adm] = (await get('/admissoes/v1/dadosAdmissoesServidores', { numeroFuncionario: n, size: 100 })).body
        .objeto;
      const ex = (await get('/exercicios/v1', { numeroFuncionario: n, size: 100 })).body.objeto as {
        dataInicio: string;
      }[];
      const primeiro = ex.map((e) => e.dataInicio).sort()[0];
      expect(primeiro, n).toBe(adm.dataExercicio);
    }
  });
});
