/**
 * Attendance of the year-end bonus (`/frequencia/v1`: per year, annual, monthly), the positions and
 * admissions (`/cargoAdmissaoPoc/v1`) and the weekly hours month by month (`cargaHoraria.anual`):
 * a valid call whose items match the catalogue, the days and avos agreeing with the one computation
 * (mesesSql) and with a late absence, bad input (code 4), another unit's servant (the unknown servant's answer), an unknown
 * servant or year (code 2) and a role without the resource (403).
 */
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { anosGratificacao, recalcularAbertos } from '../../domain/gratificacao.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { createAjv } from '../../lib/validation.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { catalogue } from '../../../schemas/catalogue.ts';

const { aberto } = anosGratificacao();
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA (no bonus resource)
let nosso: { id: number; n: string }; // a SEPLAG servant in service the whole open year
let outro: string; // a SEE servant
const ajv = createAjv();
const ep = (name: string) => catalogue().find((e) => e.name === name)!;

async function get(name: string, query: Record<string, string | number>, token = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `/gw/sisapmg${ep(name).path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every item answers exactly the catalogue's response properties. */
function conforme(e: CatalogueEndpoint, objeto: unknown) {
  const validate = ajv.compile({
    ...e.response,
    required: Object.keys((e.response as { properties: object }).properties),
    additionalProperties: false,
  });
  for (const it of Array.isArray(objeto) ? objeto : [objeto])
    expect(validate(it), JSON.stringify(validate.errors)).toBe(true);
}

beforeAll(async () => {
  gw = await startTestApp(300);
  const sid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, sid, '1501');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
  const q = `SELECT s.id, s.numero_funcionario AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
              JOIN gratificacao_natalina g ON g.servidor_id = s.id AND g.ano = $2 AND g.inicio_exercicio = make_date($2, 1, 1) AND g.fim_exercicio IS NULL
             WHERE i.unidade_codigo = $1 AND NOT EXISTS (SELECT 1 FROM ausencia a WHERE a.servidor_id = s.id AND a.data_fim >= make_date($2, 3, 1) AND a.data_inicio <= make_date($2, 3, 31))
             ORDER BY s.id LIMIT 1`;
  nosso = (await gw.db.query<{ id: number; n: string }>(q, ['1501', aberto])).rows[0];
  outro = (await gw.db.query<{ n: string }>(q, ['1261', aberto])).rows[0].n;
});
afterAll(() => gw?.close());

const ENDPOINTS: [string, Record<string, unknown>][] = [
  ['frequencia.lista', {}],
  ['frequencia.frequenciaAnualServidor', { ano: aberto }],
  ['frequencia.frequenciaMensalServidor', { ano: aberto }],
  ['cargoAdmissaoPoc.lista', {}],
  ['cargaHoraria.anual', { ano: aberto }],
];

describe.each(ENDPOINTS)('%s', (name, extra) => {
  const q = () => ({ numeroFuncionario: nosso.n, ...extra }) as Record<string, string | number>;

  it('answers a servant of the unit, items as the catalogue describes', async () => {
    const { status, body } = await get(name, q());
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    conforme(ep(name), body.objeto);
  });

  it('bad input → code 4 naming the field', async () => {
    const a = await get(name, { ...q(), numeroFuncionario: '12a' });
    expect(a.status).toBe(400);
    expect(a.body.codigoMensagem).toBe(4);
    expect(a.body.listaCriticas).toContainEqual({ campo: 'numeroFuncionario', mensagem: 'Informe somente números.' });
    if ('ano' in extra) {
      const b = await get(name, { ...q(), ano: 'x' });
      expect(b.body.codigoMensagem).toBe(4);
      expect(b.body.listaCriticas.map((c: { campo: string }) => c.campo)).toContain('ano');
      const { ano: _a, ...semAno } = q();
      expect((await get(name, semAno)).body.listaCriticas).toContainEqual(expect.objectContaining({ campo: 'ano' }));
    }
  });

  it("another unit's servant answers like an unknown one; a role without the bonus resource → 403", async () => {
    const a = await get(name, { ...q(), numeroFuncionario: outro });
    esperarComoAusente(a, await get(name, { ...q(), numeroFuncionario: '1' }));
    expect((await get(name, { ...q(), numeroFuncionario: outro }, bruno)).status).toBe(403);
  });

  it('unknown servant → code 2', async () => {
    const a = await get(name, { ...q(), numeroFuncionario: '1' });
    expect(a.status).toBe(200);
    expect(a.body.codigoMensagem).toBe(2);
  });

  if ('ano' in extra)
    it('a year without data → code 2', async () => {
      const a = await get(name, { ...q(), ano: 2099 });
      expect(a.status).toBe(200);
      expect(a.body.codigoMensagem).toBe(2);
    });
});

describe('the days and avos', () => {
  const mensal = async () =>
    (await get('frequencia.frequenciaMensalServidor', { numeroFuncionario: nosso.n, ano: aberto })).body.objeto;
  const anual = async () =>
    (await get('frequencia.frequenciaAnualServidor', { numeroFuncionario: nosso.n, ano: aberto })).body.objeto;

  it('the year adds up its months and agrees with the bonus row and the list', async () => {
    const meses = await mensal();
    expect(meses.map((m: { mes: string }) => m.mes)).toEqual([
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
    const a = await anual();
    const soma = (f: string) => meses.reduce((s: number, m: Record<string, number>) => s + m[f], 0);
    expect(a.diasAno).toBe(soma('diasMes'));
    expect(a.diasVinculo).toBe(soma('diasVinculo'));
    expect(a.diasExercicio).toBe(soma('diasExercicio'));
    expect(a.diasFalta).toBe(soma('diasFalta'));
    expect(a.avos).toBe(meses.filter((m: { avo: string }) => m.avo === 'Sim').length);
    const g = (
      await gw.db.query<{ avos: number }>(
        'SELECT avos FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2',
        [nosso.id, aberto],
      )
    ).rows[0];
    expect(a.avos).toBe(g.avos);
    const lista = (await get('frequencia.lista', { numeroFuncionario: nosso.n })).body.objeto;
    expect(lista[0]).toMatchObject({
      ano: aberto,
      diasExercicio: a.diasExercicio,
      avos: a.avos,
      diasVinculo: a.diasVinculo,
    });
    expect(lista.map((l: { ano: number }) => l.ano)).toEqual(
      [...lista.map((l: { ano: number }) => l.ano)].sort().reverse(),
    );
  });

  it('a late unjustified absence of 20 days in March takes March’s avo; a justified one is shown but costs nothing', async () => {
    const antes = await anual();
    await gw.db.query(
      `INSERT INTO ausencia (servidor_id, sequencial, codigo_tipo, data_inicio, data_fim, origem) VALUES ($1, 9001, 401, make_date($2, 3, 2), make_date($2, 3, 21), 'PORTAL'),
              ($1, 9002, 402, make_date($2, 3, 25), make_date($2, 3, 26), 'PORTAL')`,
      [nosso.id, aberto],
    );
    await recalcularAbertos(gw.db, 'g.servidor_id = $1', [nosso.id]);
    const marco = (await mensal())[2];
    expect(marco).toMatchObject({
      diasMes: 31,
      diasVinculo: 31,
      diasFalta: 22,
      diasDescontados: 20,
      diasExercicio: 11,
      avo: 'Não',
    });
    const depois = await anual();
    expect(depois.avos).toBe(antes.avos - 1);
    expect(depois.diasFalta).toBe(antes.diasFalta + 22);
    expect(depois.diasExercicio).toBe(antes.diasExercicio - 20);
    const cc = (await get('contraCheque.informacoesFinanceiras', { numeroFuncionario: nosso.n, ano: aberto })).body
      .objeto;
    expect(cc.avos).toBe(depois.avos);
  });
});

describe('cargoAdmissaoPoc.lista and cargaHoraria.anual', () => {
  it('the admission first, with its dates and situation', async () => {
    const { body } = await get('cargoAdmissaoPoc.lista', { numeroFuncionario: nosso.n });
    const adm = (await get('admissoes.dadosAdmissoesServidores', { numeroFuncionario: nosso.n })).body.objeto[0];
    expect(body.objeto[0]).toMatchObject({
      sequencialCargoAdmissao: 1,
      dataAdmissao: adm.dataAdmissao,
      cargo: adm.cargo,
      situacao: 'Ativo',
    });
    expect(body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5 });
  });

  it('weekly hours of the record each month and expected hours = weekly ÷ 5 × working days', async () => {
    const { body } = await get('cargaHoraria.anual', { numeroFuncionario: nosso.n, ano: aberto });
    expect(body.objeto).toHaveLength(12);
    const periodos = (await get('cargaHoraria.lista', { numeroFuncionario: nosso.n, size: 100 }, ana)).body.objeto as {
      cargaHorariaSemanal: number;
    }[];
    for (const m of body.objeto) {
      expect(periodos.map((p) => p.cargaHorariaSemanal)).toContain(m.cargaHorariaSemanal);
      expect(m.diasUteis).toBeGreaterThanOrEqual(20);
      expect(m.diasUteis).toBeLessThanOrEqual(23);
      expect(m.horasPrevistas).toBeCloseTo((m.cargaHorariaSemanal * m.diasUteis) / 5, 1);
    }
  });
});
