/**
 * Year-end bonus (gratificação natalina) and the avos changed after payment, through the gateway as
 * a user calls it: the search, one bonus with its months, a late absence that lowers the avos of a
 * paid year and creates an adjustment 'a restituir', its indication and rectification (audited,
 * version-checked, refused out of order), and the unit scope of every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { anosGratificacao } from '../../domain/gratificacao.ts';
import { PRIMEIRO_ANO_GRATIFICACAO } from '../../seed/gestao-tempo.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { comoOPortalEnvia } from '../../testing/portal-body.ts';

const G = '/gw/sisapmg';
const { aberto, pago } = anosGratificacao();
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261

beforeAll(async () => {
  gw = await startTestApp(200);
  const sid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, sid, '1501', G);
  anaSee = await accessToken(gw, sid, '1261', G);
  void BRUNO;
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const res = await gw.app.inject({
    method,
    url: `${G}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: comoOPortalEnvia(`${G}${url}`, data) }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A SEPLAG servant employed the whole paid year, with 12 avos paid and no absence in it. */
async function servidorPago() {
  const { rows } = await gw.db.query<{ numero: string; id: number; servidor_id: number }>(
    `SELECT s.numero_funcionario AS numero, g.id, g.servidor_id FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id
     JOIN instituicao i ON i.codigo = s.instituicao_codigo
     WHERE i.unidade_codigo = '1501' AND g.ano = $1 AND g.situacao = 'PAGA' AND g.avos = 12 AND g.fim_exercicio IS NULL
       AND g.inicio_exercicio = make_date($1, 1, 1)
       AND NOT EXISTS (SELECT 1 FROM avos_alterado x WHERE x.servidor_id = g.servidor_id)
       AND NOT EXISTS (SELECT 1 FROM ausencia a WHERE a.servidor_id = g.servidor_id AND a.data_inicio <= make_date($1, 12, 31) AND a.data_fim >= make_date($1, 1, 1))
     ORDER BY g.id LIMIT 1`,
    [pago],
  );
  expect(rows[0], 'a seeded servant with a full paid year').toBeDefined();
  return rows[0];
}

/** Registers a 20-day unjustified absence in the first month without a vacation. */
async function registrarFalta(numero: string, ano = pago) {
  for (let mes = 2; mes <= 11; mes++) {
    const m = String(mes).padStart(2, '0');
    const r = await call('POST', '/ausenciasServidorPoc/v1', {
      numeroFuncionario: numero,
      codigoTipo: 401,
      dataInicio: `01/${m}/${ano}`,
      dataFim: `20/${m}/${ano}`,
    });
    if (r.body.codigoMensagem === 0) return { r, mes };
    expect(r.body.listaCriticas[0].mensagem).toMatch(/coincide/);
  }
  throw new Error('no free month');
}

describe('search and one bonus', () => {
  it('lists the bonuses of a year of the unit, by name, with avos and values in reais', async () => {
    const r = await call('GET', '/complementoAfastamento/gratificacaoNatalina', { ano: pago, page: 0, size: 10 });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.length).toBeGreaterThan(0);
    const nomes = r.body.objeto.map((x: { nome: string }) => x.nome);
    expect([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }))[0]).toBe(
      nomes[0],
    );
    const x = r.body.objeto[0];
    expect(x).toMatchObject({ ano: pago, situacao: 'PAGA', situacaoDescricao: 'Paga' });
    expect(x.valorBruto).toBeCloseTo((x.remuneracaoBase * x.avos) / 12, 1);
  });
  it('refuses a missing year and an institution of another unit; answers code 2 for nobody', async () => {
    const semAno = await call('GET', '/complementoAfastamento/gratificacaoNatalina', { page: 0, size: 10 });
    expect(semAno.status).toBe(400);
    expect(semAno.body.codigoMensagem).toBe(4);
    expect(semAno.body.listaCriticas.map((c: { campo: string }) => c.campo)).toContain('ano');
    const outra = await call('GET', '/complementoAfastamento/gratificacaoNatalina', {
      ano: pago,
      orgaoEntidade: '1261',
      page: 0,
      size: 10,
    });
    expect(outra.status).toBe(403);
    const ninguem = await call('GET', '/complementoAfastamento/gratificacaoNatalina', {
      ano: pago,
      cpf: '52998224725',
      page: 0,
      size: 10,
    });
    expect(ninguem.body.codigoMensagem).toBe(2);
  });
  it('shows the 12 months of a bonus, whose avos are the months with at least 15 days of service', async () => {
    const s = await servidorPago();
    const meses = await call('GET', '/complementoAfastamento/apuracaoDecimoTerceiro', {
      numeroFuncionario: s.numero,
      ano: pago,
    });
    expect(meses.body.objeto).toHaveLength(12);
    expect(meses.body.objeto.every((m: { contaAvo: string }) => m.contaAvo === 'Sim')).toBe(true);
    const det = await call('GET', `/apuraGratificacao/v1/${s.id}`);
    expect(det.body.objeto).toMatchObject({ avos: 12, avosPagos: 12, situacao: 'PAGA' });
    expect((await call('GET', `/apuraGratificacao/v1/${s.id}`, {}, anaSee)).status).toBe(403);
    expect((await call('GET', '/apuraGratificacao/v1/999999')).body.codigoMensagem).toBe(2);
    const sem = await call('GET', '/complementoAfastamento/mesesSemAvoPorServidor', {
      numeroFuncionario: s.numero,
      ano: pago,
    });
    expect(sem.body.codigoMensagem).toBe(2);
  });
});

describe('a late absence in a paid year, and its adjustment', () => {
  it('lowers the avos, keeps what was paid and opens an adjustment a restituir, then indicates and finalises it once', async () => {
    const s = await servidorPago();
    const { r, mes } = await registrarFalta(s.numero);
    expect(r.body.mensagem).toMatch(/a restituir/);
    const meses = await call('GET', '/complementoAfastamento/mesesSemAvoPorServidor', {
      numeroFuncionario: s.numero,
      ano: pago,
    });
    expect(meses.body.objeto.map((m: { mes: number }) => m.mes)).toEqual([mes]);
    expect(meses.body.objeto[0].motivo).toMatch(/Falta não justificada/);
    const det = await call('GET', `/apuraGratificacao/v1/${s.id}`);
    expect(det.body.objeto).toMatchObject({ avos: 11, avosPagos: 12, situacao: 'PAGA' });

    const acerto = await call('GET', '/avosAlteradoConsolidado/v1/instituicoes/detalheAvosAposPagamento', {
      numeroFuncionario: s.numero,
      ano: pago,
      codigoUnidade: '1501',
    });
    expect(acerto.body.objeto).toMatchObject({
      avosPagos: 12,
      avosApurados: 11,
      tipo: 'A_RESTITUIR',
      situacao: 'PENDENTE',
    });
    expect(acerto.body.objeto.diferenca).toBeLessThan(0);
    const { idAvosAlteradoDetalhe: id, versao } = acerto.body.objeto;
    const lista = await call(
      'GET',
      '/avosAlteradoConsolidado/v1/instituicoes/gestaoAvosPagamentoGratificacaoNatalina',
      {
        codigoUnidade: '1501',
        page: 0,
        size: 10,
      },
    );
    expect(lista.body.objeto.map((x: { idAvosAlteradoDetalhe: number }) => x.idAvosAlteradoDetalhe)).toContain(id);

    // Out of order, stale, another unit, bad input: refused, nothing written.
    const fora = await call('POST', '/avosAlteradoConsolidado/v1/salvarRetificacaoAcertoAvosAposPagamento', {
      idAvosAlteradoDetalhe: id,
      retificacao: 'Retificação antes da hora',
      versao,
    });
    expect(fora.body.codigoMensagem).toBe(4);
    expect(fora.body.mensagem).toMatch(/situação atual é 'Pendente'/);
    const curta = await call('POST', '/avosAlteradoConsolidado/v1/salvarIndicacaoFinanceiraAvosAposPagamento', {
      idAvosAlteradoDetalhe: id,
      competenciaAcerto: '13/2026',
      indicacao: 'curta',
      versao,
    });
    expect(curta.body.codigoMensagem).toBe(4);
    expect(curta.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'competenciaAcerto',
      'indicacao',
    ]);
    const indicacao = {
      idAvosAlteradoDetalhe: id,
      competenciaAcerto: `01/${aberto + 1}`,
      indicacao: 'Desconto de um avo na folha de janeiro.',
    };
    expect(
      (
        await call(
          'POST',
          '/avosAlteradoConsolidado/v1/salvarIndicacaoFinanceiraAvosAposPagamento',
          { ...indicacao, versao },
          anaSee,
        )
      ).status,
    ).toBe(403);
    const velha = await call('POST', '/avosAlteradoConsolidado/v1/salvarIndicacaoFinanceiraAvosAposPagamento', {
      ...indicacao,
      versao: versao + 7,
    });
    expect(velha.body.mensagem).toMatch(/alterado por outro usuário/);

    const ind = await call('POST', '/avosAlteradoConsolidado/v1/salvarIndicacaoFinanceiraAvosAposPagamento', {
      ...indicacao,
      versao,
    });
    expect(ind.body.objeto.situacao).toBe('RETIFICAR_ACERTO');
    const ret = { idAvosAlteradoDetalhe: id, retificacao: 'Conferido com a folha de janeiro.', versao: versao + 1 };
    const fim = await call('POST', '/avosAlteradoConsolidado/v1/salvarRetificacaoAcertoAvosAposPagamento', ret);
    expect(fim.body.objeto.situacao).toBe('FINALIZADO');
    const duas = await call('POST', '/avosAlteradoConsolidado/v1/salvarRetificacaoAcertoAvosAposPagamento', {
      ...ret,
      versao: versao + 2,
    });
    expect(duas.body.codigoMensagem).toBe(4);
    expect(duas.body.mensagem).toMatch(/situação atual é 'Finalizado'/);
    expect((await call('GET', `/apuraGratificacao/v1/${s.id}`)).body.objeto).toMatchObject({ avos: 11, avosPagos: 11 });

    const hist = await call('GET', '/avosAlteradoConsolidado/v1/instituicoes/historicoIndicacaoAcertoFinanceiro', {
      numeroFuncionario: s.numero,
      idAvosAlteradoDetalhe: id,
    });
    expect(hist.body.objeto.map((h: { evento: string }) => h.evento)).toEqual([
      'Acerto finalizado',
      'Retificar acerto',
      'A restituir',
    ]);
    const audit = await gw.db.query(`SELECT 1 FROM auditoria WHERE entidade = 'avos_alterado' AND registro_id = $1`, [
      String(id),
    ]);
    expect(audit.rows).toHaveLength(3);
  });

  it('refuses an overlapping, future, pre-2025 or out-of-unit absence without writing anything', async () => {
    const s = await servidorPago();
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ausencia')).rows[0];
    const { mes } = await registrarFalta(s.numero);
    const m = String(mes).padStart(2, '0');
    const sobre = await call('POST', '/ausenciasServidorPoc/v1', {
      numeroFuncionario: s.numero,
      codigoTipo: 401,
      dataInicio: `10/${m}/${pago}`,
      dataFim: `25/${m}/${pago}`,
    });
    expect(sobre.body.listaCriticas[0].mensagem).toMatch(/coincide com falta não justificada/);
    const futura = await call('POST', '/ausenciasServidorPoc/v1', {
      numeroFuncionario: s.numero,
      codigoTipo: 401,
      dataInicio: '01/01/2099',
      dataFim: '02/01/2099',
    });
    expect(futura.body.listaCriticas[0].mensagem).toMatch(/futura/);
    const antiga = await call('POST', '/ausenciasServidorPoc/v1', {
      numeroFuncionario: s.numero,
      codigoTipo: 401,
      dataInicio: '01/02/2024',
      dataFim: '02/02/2024',
    });
    expect(antiga.body.listaCriticas[0].campo).toBe('dataInicio');
    const tipo = await call('POST', '/ausenciasServidorPoc/v1', {
      numeroFuncionario: s.numero,
      codigoTipo: 999,
      dataInicio: `01/12/${pago}`,
      dataFim: `02/12/${pago}`,
    });
    expect(tipo.body.listaCriticas[0].campo).toBe('codigoTipo');
    const outra = await call(
      'POST',
      '/ausenciasServidorPoc/v1',
      { numeroFuncionario: s.numero, codigoTipo: 401, dataInicio: `01/12/${pago}`, dataFim: `02/12/${pago}` },
      anaSee,
    );
    expect(outra.status).toBe(403);
    const depois = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ausencia')).rows[0];
    expect(depois.n).toBe(antes.n + 1);
  });

  it('recomputes an open year in place, with no adjustment', async () => {
    const { rows } = await gw.db.query<{ numero: string; id: number; avos: number }>(
      `SELECT s.numero_funcionario AS numero, g.id, g.avos FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id
       JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = '1501' AND g.ano = $1 AND g.situacao = 'APURADA'
       AND g.inicio_exercicio = make_date($1, 1, 1) AND g.fim_exercicio IS NULL AND g.avos = 12
       AND NOT EXISTS (SELECT 1 FROM ausencia a WHERE a.servidor_id = g.servidor_id AND a.data_fim >= make_date($1, 1, 1)) ORDER BY g.id LIMIT 1`,
      [aberto],
    );
    const s = rows[0];
    const { r } = await registrarFalta(s.numero, aberto);
    expect(r.body.mensagem).toMatch(new RegExp(`Avos de ${aberto}: 12 → 11`));
    expect((await gw.db.query('SELECT count(*)::int AS n FROM avos_alterado WHERE ano = $1', [aberto])).rows[0].n).toBe(
      0,
    );
    const ap = await call('POST', '/apuraGratificacao/v1', { id: s.id });
    expect(ap.body.objeto).toMatchObject({ avosAntes: 11, avos: 11 });
  });
});

describe('a parametrisation change after an adjustment was finalised', () => {
  it('recomputes the open year and leaves the paid year as finalised', async () => {
    const s = await servidorPago();
    await registrarFalta(s.numero);
    const acerto = await call('GET', '/avosAlteradoConsolidado/v1/instituicoes/detalheAvosAposPagamento', {
      numeroFuncionario: s.numero,
      ano: pago,
      codigoUnidade: '1501',
    });
    const { idAvosAlteradoDetalhe: id, versao } = acerto.body.objeto;
    await call('POST', '/avosAlteradoConsolidado/v1/salvarIndicacaoFinanceiraAvosAposPagamento', {
      idAvosAlteradoDetalhe: id,
      competenciaAcerto: `01/${aberto + 1}`,
      indicacao: 'Desconto de um avo na folha de janeiro.',
      versao,
    });
    await call('POST', '/avosAlteradoConsolidado/v1/salvarRetificacaoAcertoAvosAposPagamento', {
      idAvosAlteradoDetalhe: id,
      retificacao: 'Conferido com a folha.',
      versao: versao + 1,
    });
    const lista = await call('GET', '/faltasPoc/v1/listarFaltasParametrizacao', {});
    const p401 = lista.body.objeto.find((x: { codigoTipo: number }) => x.codigoTipo === 401);
    const r = await call('POST', '/faltasPoc/v1/parametrizarFaltas', {
      codigoTipo: 401,
      tipoComplementacao: 'NAO_DESCONTA',
      versao: p401.versao,
    });
    expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
    expect((await call('GET', `/apuraGratificacao/v1/${s.id}`)).body.objeto).toMatchObject({
      avos: 11,
      avosPagos: 11,
      situacao: 'PAGA',
    });
    await call('POST', '/faltasPoc/v1/parametrizarFaltas', {
      codigoTipo: 401,
      tipoComplementacao: 'DESCONTA_AVO',
      versao: p401.versao + 1,
    });
  });
});

describe('every read of the bonus: valid, bad input, another unit, no result', () => {
  const NINGUEM = '9999999'; // no servant has this número funcionário
  const casos: {
    url: string;
    valido: () => Promise<Record<string, unknown>>;
    ruim: Record<string, unknown>;
    vazio: () => Promise<Record<string, unknown>>;
  }[] = [
    {
      url: '/complementoAfastamento/apuracaoDecimoTerceiro',
      valido: async () => ({ numeroFuncionario: (await servidorPago()).numero, ano: pago }),
      ruim: { numeroFuncionario: 'abc', ano: 1900 },
      vazio: async () => ({ numeroFuncionario: NINGUEM, ano: pago }),
    },
    {
      url: '/complementoAfastamento/servidoresSemAvo',
      valido: async () => ({ ano: pago, page: 0, size: 10 }),
      ruim: { ano: 'x', page: 0, size: 10 },
      vazio: async () => ({ ano: 2099, page: 0, size: 10 }),
    },
    {
      url: '/ausenciasServidorPoc/v1',
      valido: async () => {
        const { rows } = await gw.db.query<{ numero: string }>(
          `SELECT s.numero_funcionario AS numero FROM ausencia a JOIN servidor s ON s.id = a.servidor_id JOIN instituicao i ON i.codigo = s.instituicao_codigo
           WHERE i.unidade_codigo = '1501' LIMIT 1`,
        );
        return { numeroFuncionario: rows[0].numero, page: 0, size: 5 };
      },
      ruim: { numeroFuncionario: '12a', page: 0, size: 5 },
      vazio: async () => ({ numeroFuncionario: NINGUEM, page: 0, size: 5 }),
    },
    {
      url: '/acertoFinanceiro/v1',
      valido: async () => {
        const { rows } = await gw.db.query<{ numero: string }>(
          // One of the caller's unit (SEPLAG): the seed opens adjustments in every unit.
          `SELECT s.numero_funcionario AS numero FROM avos_alterado x JOIN servidor s ON s.id = x.servidor_id
           WHERE x.unidade_codigo = '1501' LIMIT 1`,
        );
        return { numeroFuncionario: rows[0].numero, page: 0, size: 5 };
      },
      ruim: { page: 0, size: 5 },
      vazio: async () => ({ numeroFuncionario: NINGUEM, page: 0, size: 5 }),
    },
  ];
  it.each(casos.map((c) => [c.url, c] as const))('%s', async (url, c) => {
    const valido = await c.valido();
    expect((await call('GET', url, valido)).body.codigoMensagem).toBe(0);
    const ruim = await call('GET', url, c.ruim);
    expect(ruim.status).toBe(400);
    expect(ruim.body.listaCriticas.length).toBeGreaterThan(0);
    const vazio = await call('GET', url, await c.vazio());
    expect(vazio.body.codigoMensagem).toBe(2);
    if ('numeroFuncionario' in valido) expect((await call('GET', url, valido, anaSee)).status).toBe(403);
    else expect((await call('GET', url, { ...valido, orgaoEntidade: '1501' }, anaSee)).status).toBe(403);
  });

  it('lists the years (open and paid) and the absence types with whether they count', async () => {
    const anos = await call('GET', '/complementoAfastamento/anosGratificacao');
    // The open year, then every paid one back to the first year of the table, newest first.
    const pagos = Array.from({ length: pago - PRIMEIRO_ANO_GRATIFICACAO + 1 }, (_, i) => pago - i);
    expect(anos.body.objeto).toEqual([
      { ano: aberto, rotulo: `${aberto} (em apuração)` },
      ...pagos.map((ano) => ({ ano, rotulo: `${ano} (paga)` })),
    ]);
    const tipos = await call('GET', '/ausenciasServidorPoc/v1/tipos');
    expect(tipos.body.objeto.find((t: { codigo: number }) => t.codigo === 401).rotulo).toBe(
      'Falta não justificada (não conta como exercício)',
    );
  });
});
