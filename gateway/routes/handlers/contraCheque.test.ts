/**
 * The pay slip of the year-end bonus (`/contraCheque/v1`): items as the catalogue describes, values
 * consistent with gratificacao_natalina (open year: valor_bruto; paid year: valor_pago), earnings −
 * deductions = net, the deductions computed like the monthly slips, the occurrences (avos lost,
 * rejection, adjustments after payment), bad input (code 4), another unit's servant (the unknown servant's answer), unknown servant
 * or year (code 2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA } from '../../db/demo-users.ts';
import { anosGratificacao } from '../../domain/gratificacao.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { createAjv } from '../../lib/validation.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { catalogue } from '../../../schemas/catalogue.ts';

const { aberto, pago } = anosGratificacao();
const NOMES = [
  'verbasGratificacaoNatalina',
  'cargos',
  'informacoesFinanceiras',
  'ocorrencias',
  'vantagensEDescontosContraCheque',
];
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let servidores: { id: number; n: string; sf: string }[]; // SEPLAG servants with a bonus in the open and the last paid year
let outro: string; // a SEE servant
const ajv = createAjv();
const ep = (name: string) => catalogue().find((e) => e.name === `contraCheque.${name}`)!;

async function get(name: string, query: Record<string, string | number>, token = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `/gw/sisapmg${ep(name).path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}
const cents = (v: number) => Math.round(v * 100);

beforeAll(async () => {
  gw = await startTestApp(300);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501');
  const q = `SELECT s.id, s.numero_funcionario AS n, s.situacao_funcional AS sf FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
             WHERE i.unidade_codigo = $1 AND (SELECT count(*) FROM gratificacao_natalina g WHERE g.servidor_id = s.id AND g.ano IN ($2, $3)) = 2
               AND NOT EXISTS (SELECT 1 FROM avos_alterado x WHERE x.servidor_id = s.id) -- the tests open their own
             ORDER BY s.id LIMIT 8`;
  servidores = (await gw.db.query<{ id: number; n: string; sf: string }>(q, ['1501', pago, aberto])).rows;
  outro = (await gw.db.query<{ n: string }>(q, ['1261', pago, aberto])).rows[0].n;
});
afterAll(() => gw?.close());

describe.each(NOMES)('contraCheque.%s', (name) => {
  const q = () => ({ numeroFuncionario: servidores[0].n, ano: pago });

  it('answers a servant of the unit, items as the catalogue describes', async () => {
    const e = ep(name);
    const validate = ajv.compile({
      ...e.response,
      required: Object.keys((e.response as { properties: object }).properties),
      additionalProperties: false,
    });
    const { status, body } = await get(name, q());
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    for (const it of Array.isArray(body.objeto) ? body.objeto : [body.objeto])
      expect(validate(it), JSON.stringify(validate.errors)).toBe(true);
  });

  it('bad input → code 4 with listaCriticas', async () => {
    const a = await get(name, { numeroFuncionario: 'x1', ano: 'dois mil' });
    expect(a.status).toBe(400);
    expect(a.body.codigoMensagem).toBe(4);
    expect(a.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual(['ano', 'numeroFuncionario']);
    expect((await get(name, { numeroFuncionario: servidores[0].n })).body.listaCriticas).toContainEqual(
      expect.objectContaining({ campo: 'ano' }),
    );
  });

  it("another unit's servant answers exactly like an unknown one", async () => {
    const a = await get(name, { ...q(), numeroFuncionario: outro });
    esperarComoAusente(a, await get(name, { ...q(), numeroFuncionario: '1' }));
  });

  it('unknown servant or a year without bonus → code 2', async () => {
    expect((await get(name, { ...q(), numeroFuncionario: '1' })).body.codigoMensagem).toBe(2);
    expect((await get(name, { ...q(), ano: 2090 })).body.codigoMensagem).toBe(2);
  });
});

describe('the values', () => {
  const linha = async (id: number, ano: number) =>
    (
      await gw.db.query<{
        avos: number;
        valor_bruto: string;
        valor_pago: string | null;
        avos_pagos: number | null;
        adiantamento: string;
      }>(
        'SELECT avos, valor_bruto, valor_pago, avos_pagos, adiantamento FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2',
        [id, ano],
      )
    ).rows[0];

  it('earnings − deductions = net; gross = valor_bruto (open) or valor_pago (paid); deductions on the bonus', async () => {
    for (const s of servidores)
      for (const ano of [pago, aberto]) {
        const q = { numeroFuncionario: s.n, ano };
        const info = (await get('informacoesFinanceiras', q)).body.objeto;
        const linhas = (await get('vantagensEDescontosContraCheque', q)).body.objeto as {
          tipo: string;
          valor: number;
          codigoVerba: string;
        }[];
        const soma = (t: string) => linhas.filter((l) => l.tipo === t).reduce((x, l) => x + cents(l.valor), 0);
        expect(soma('Vantagem')).toBe(cents(info.totalVantagens));
        expect(soma('Desconto')).toBe(cents(info.totalDescontos));
        expect(cents(info.totalVantagens) - cents(info.totalDescontos)).toBe(cents(info.valorLiquido));
        const g = await linha(s.id, ano);
        const bruto = Number(ano === pago ? g.valor_pago : g.valor_bruto);
        expect(cents(info.valorBruto)).toBe(bruto);
        expect(info.avos).toBe(ano === pago ? g.avos_pagos : g.avos);
        expect(info.situacao).toMatch(ano === pago ? /^PAGA$/ : /^(APURADA|REJEITADA)$/);
        expect(cents(info.adiantamento) + cents(info.parcelaFinal)).toBe(bruto);
        expect(cents(info.liquidoParcelaFinal)).toBe(cents(info.valorLiquido) - cents(info.adiantamento));
        // Previdência on the bonus (a retired servant's only above the RGPS ceiling).
        if (s.sf !== 'Aposentado') expect(linhas.some((l) => ['5001', '5002'].includes(l.codigoVerba))).toBe(bruto > 0);
        // The items are the same lines, with the competence they are paid in.
        const verbas = (await get('verbasGratificacaoNatalina', q)).body.objeto as {
          competencia: string;
          valor: number;
          situacao: string;
          parcela: string;
        }[];
        expect(verbas.map((v) => cents(v.valor))).toEqual(linhas.map((l) => cents(l.valor)));
        for (const v of verbas) expect(v.competencia).toBe(v.parcela === 'Adiantamento' ? `07/${ano}` : `12/${ano}`);
        if (ano === pago) expect(new Set(verbas.map((v) => v.situacao))).toEqual(new Set(['Paga']));
      }
  });

  it('a paid year shows what was paid even after its avos changed, and the adjustment is an occurrence', async () => {
    const s = servidores[1];
    const g = await linha(s.id, pago);
    await gw.db.query(
      `UPDATE gratificacao_natalina SET avos = avos_pagos - 1, valor_bruto = round(remuneracao_base * (avos_pagos - 1) / 12.0) WHERE servidor_id = $1 AND ano = $2`,
      [s.id, pago],
    );
    await gw.db.query(
      `INSERT INTO avos_alterado (servidor_id, ano, unidade_codigo, avos_pagos, avos_apurados, valor_pago, valor_devido, tipo, situacao, motivo)
       SELECT servidor_id, ano, '1501', avos_pagos, avos, valor_pago, valor_bruto, 'A_RESTITUIR', 'PENDENTE', 'Falta registrada após o pagamento.' FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2`,
      [s.id, pago],
    );
    const info = (await get('informacoesFinanceiras', { numeroFuncionario: s.n, ano: pago })).body.objeto;
    expect(cents(info.valorBruto)).toBe(Number(g.valor_pago));
    expect(info.avos).toBe(g.avos_pagos);
    const oc = (await get('ocorrencias', { numeroFuncionario: s.n, ano: pago })).body.objeto as {
      tipoOcorrencia: string;
      descricao: string;
      sequencial: number;
    }[];
    const acerto = oc.find((o) => o.tipoOcorrencia === 'Alteração de avos após pagamento')!;
    expect(acerto.descricao).toContain(`Avos pagos ${g.avos_pagos}, apurados ${g.avos_pagos! - 1}: a restituir`);
    expect(acerto.descricao).toContain('(acerto pendente). Motivo: Falta registrada após o pagamento.');
    expect(oc.some((o) => o.tipoOcorrencia === 'Pagamento')).toBe(true);
    expect(oc.map((o) => o.sequencial)).toEqual(oc.map((_o, i) => i + 1));
  });

  it('a rejected year says why; a servant admitted in the year says so and which months gave no avo', async () => {
    const s = servidores[2];
    await gw.db.query(
      `UPDATE gratificacao_natalina SET situacao = 'REJEITADA', motivo_rejeicao = 'Cargo sem carga horária cadastrada no período.' WHERE servidor_id = $1 AND ano = $2`,
      [s.id, aberto],
    );
    await gw.db.query(
      `UPDATE gratificacao_natalina SET inicio_exercicio = make_date($2, 3, 20) WHERE servidor_id = $1 AND ano = $2`,
      [s.id, aberto],
    );
    const oc = (await get('ocorrencias', { numeroFuncionario: s.n, ano: aberto })).body.objeto as {
      tipoOcorrencia: string;
      descricao: string;
    }[];
    expect(oc).toContainEqual(
      expect.objectContaining({
        tipoOcorrencia: 'Apuração rejeitada',
        descricao: 'Cargo sem carga horária cadastrada no período.',
      }),
    );
    expect(oc).toContainEqual(
      expect.objectContaining({
        tipoOcorrencia: 'Admissão no ano',
        descricao: expect.stringContaining(`20/03/${aberto}`),
      }),
    );
    expect(oc).toContainEqual(
      expect.objectContaining({
        tipoOcorrencia: 'Mês sem avo',
        descricao: expect.stringMatching(/^Março: 12 dia\(s\) de exercício/),
      }),
    );
    const verbas = (await get('verbasGratificacaoNatalina', { numeroFuncionario: s.n, ano: aberto })).body.objeto as {
      parcela: string;
      situacao: string;
    }[];
    expect(verbas.filter((v) => v.parcela === 'Parcela final').every((v) => v.situacao === 'Rejeitada')).toBe(true);
  });

  it('the positions are those of December (or of the month of exit)', async () => {
    const { body } = await get('cargos', { numeroFuncionario: servidores[0].n, ano: pago });
    expect(body.objeto[0]).toMatchObject({ sequencialCargoAdmissao: 1 });
    expect(body.objeto[0].vencimento).toBeGreaterThan(0);
  });
});
