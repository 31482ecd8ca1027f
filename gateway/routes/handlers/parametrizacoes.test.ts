/**
 * The parametrisations of 'Gestão do tempo' (/complementoAfastamento and /faltasPoc/v1): the lists,
 * the changes through the write pipeline (validation, version, audit row) and their effect on the
 * year-end bonus — the OPEN year of a servant with such an absence is recomputed, the PAID year is
 * never touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { TIPOS_COMPLEMENTACAO_FALTAS } from '../../servidores/ausencias.ts';
import { anosGratificacao, recalcularAbertos } from '../../domain/gratificacao.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { mensagemRecalculo } from '../lib/absence-parameters.ts';

const CA = '/gw/sisapmg/complementoAfastamento';
const FP = '/gw/sisapmg/faltasPoc/v1';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261, RH_CONSULTA
let bruno: string; // SEE 1261, RH_CONSULTA

beforeAll(async () => {
  gw = await startTestApp(50);
  const sid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, sid, '1501');
  anaSee = await accessToken(gw, sid, '1261');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const res = await gw.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}

interface Param {
  codigo_tipo: number;
  conta_exercicio: boolean;
  tipo_complementacao: string | null;
  versao: number;
  atualizado_por: string | null;
}
const parametro = async (codigo: number) =>
  (
    await gw.db.query<Param>(
      'SELECT codigo_tipo, conta_exercicio, tipo_complementacao, versao, atualizado_por FROM parametro_ausencia WHERE codigo_tipo = $1',
      [codigo],
    )
  ).rows[0];

const auditoria = async (codigo: number) =>
  (
    await gw.db.query<{ cpf: string; unidade_codigo: string; endpoint: string; alteracoes: Record<string, unknown> }>(
      `SELECT cpf, unidade_codigo, endpoint, alteracoes FROM auditoria WHERE entidade = 'parametro_ausencia' AND registro_id = $1 ORDER BY id`,
      [String(codigo)],
    )
  ).rows;

interface Grat {
  id: number;
  situacao: string;
  avos: number;
  avos_pagos: number | null;
  valor_bruto: string;
  valor_pago: string | null;
  versao: number;
}
const gratificacao = async (id: number) =>
  (
    await gw.db.query<Grat>(
      'SELECT id, situacao, avos, avos_pagos, valor_bruto, valor_pago, versao FROM gratificacao_natalina WHERE id = $1',
      [id],
    )
  ).rows[0];

/**
 * A servant in service all of the previous (paid) and the current (open) year, with no absence in
 * February of either, given an absence of `codigoTipo` from 1 to 20 February of BOTH years (which
 * alone decides whether February gives its avo). The open year is recomputed as the registration
 * would; the paid year keeps what it paid (a change of its data only ever makes an adjustment).
 */
async function servidorComAusencia(
  codigoTipo: number,
  excluir: number[] = [],
): Promise<{ servidor: number; aberto: number; pago: number }> {
  const { aberto, pago } = anosGratificacao();
  const { rows } = await gw.db.query<{ servidor: number; aberto: number; pago: number }>(
    `SELECT a.servidor_id AS servidor, a.id AS aberto, p.id AS pago
       FROM gratificacao_natalina a JOIN gratificacao_natalina p ON p.servidor_id = a.servidor_id AND p.ano = $2
      WHERE a.ano = $1 AND a.situacao = 'APURADA' AND p.situacao = 'PAGA'
        AND a.inicio_exercicio = make_date($1, 1, 1) AND a.fim_exercicio IS NULL AND p.inicio_exercicio = make_date($2, 1, 1)
        AND NOT (a.servidor_id = ANY($3::int[]))
        AND NOT EXISTS (SELECT 1 FROM ausencia x WHERE x.servidor_id = a.servidor_id
                         AND ((x.data_inicio <= make_date($1, 2, 28) AND x.data_fim >= make_date($1, 2, 1))
                           OR (x.data_inicio <= make_date($2, 2, 28) AND x.data_fim >= make_date($2, 2, 1))))
      ORDER BY a.servidor_id LIMIT 1`,
    [aberto, pago, excluir],
  );
  const s = rows[0];
  expect(s, 'um servidor com os dois anos no seed').toBeDefined();
  for (const [ano, seq] of [
    [aberto, 9001],
    [pago, 9002],
  ])
    await gw.db.query(
      `INSERT INTO ausencia (servidor_id, sequencial, codigo_tipo, data_inicio, data_fim, origem, registrada_por) VALUES ($1, $2, $3, make_date($4, 2, 1), make_date($4, 2, 20), 'PORTAL', $5)`,
      [s.servidor, seq, codigoTipo, ano, ANA.cpf],
    );
  await recalcularAbertos(gw.db, 'g.id = $1', [s.aberto]);
  return s;
}

/* ---------------------------------------------------------------- afastamentos */

describe('complementoAfastamento.tiposAfastamento', () => {
  it('lists the types of groups afastamento and licenca, by group then code, with their label', async () => {
    const { status, body } = await call('GET', `${CA}/tiposAfastamento`);
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    const codigos = body.objeto.map((t: { codigoTipo: number }) => t.codigoTipo);
    expect(codigos).toEqual([101, 102, 103, 201, 202, 203, 204]);
    expect(body.objeto[0]).toEqual({
      codigoTipo: 101,
      descricao: 'Licença para tratamento de saúde',
      grupo: 'afastamento',
      grupoDescricao: 'Afastamento',
      rotulo: '101 - Licença para tratamento de saúde',
    });
    const licencas = await call('GET', `${CA}/tiposAfastamento`, { grupo: 'licenca' });
    expect(licencas.body.objeto.map((t: { codigoTipo: number }) => t.codigoTipo)).toEqual([201, 202, 203, 204]);
  });

  it('bad input → code 4 with listaCriticas; without the resource → 403', async () => {
    const r = await call('GET', `${CA}/tiposAfastamento`, { grupo: 'falta' });
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['grupo']);
    expect((await call('GET', `${CA}/tiposAfastamento`, {}, bruno)).status).toBe(403);
    expect((await call('GET', `${CA}/tiposAfastamento`, {}, anaSee)).status).toBe(403);
  });
});

describe('complementoAfastamento.parametrosAfastamentos', () => {
  it('lists each type with whether it counts as service, its version and last change', async () => {
    const { body } = await call('GET', `${CA}/parametrosAfastamentos`);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toHaveLength(7);
    const p203 = body.objeto.find((p: { codigoTipo: number }) => p.codigoTipo === 203);
    expect(p203).toMatchObject({
      descricao: 'Licença para tratar de interesses particulares',
      grupo: 'licenca',
      grupoDescricao: 'Licença',
      contaExercicio: false,
      contaExercicioDescricao: 'Não',
      atualizadoPor: 'Carga inicial',
    });
    expect(p203.versao).toBeGreaterThanOrEqual(1);
    expect(p203.atualizadoEm).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(p203).not.toHaveProperty('tipoComplementacao');
    expect(body.objeto.find((p: { codigoTipo: number }) => p.codigoTipo === 101)).toMatchObject({
      contaExercicio: true,
      contaExercicioDescricao: 'Sim',
    });
  });

  it('filters by group, type and contaExercicio; no match → code 2', async () => {
    const nao = await call('GET', `${CA}/parametrosAfastamentos`, { contaExercicio: 'false' });
    expect(nao.body.objeto.every((p: { contaExercicio: boolean }) => !p.contaExercicio)).toBe(true);
    expect(nao.body.objeto.map((p: { codigoTipo: number }) => p.codigoTipo)).toContain(203);
    const um = await call('GET', `${CA}/parametrosAfastamentos`, { codigoTipo: '102' });
    expect(um.body.objeto.map((p: { codigoTipo: number }) => p.codigoTipo)).toEqual([102]);
    // A falta is not a leave type: it is not listed here.
    const falta = await call('GET', `${CA}/parametrosAfastamentos`, { codigoTipo: '401' });
    expect(falta.status).toBe(200);
    expect(falta.body.codigoMensagem).toBe(2);
    expect(falta.body.objeto).toEqual([]);
  });

  it('bad input → code 4; without the resource → 403', async () => {
    const r = await call('GET', `${CA}/parametrosAfastamentos`, { codigoTipo: 'abc', contaExercicio: 'talvez' });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'codigoTipo',
      'contaExercicio',
    ]);
    expect((await call('GET', `${CA}/parametrosAfastamentos`, {}, bruno)).status).toBe(403);
  });
});

describe('complementoAfastamento.parametrizaAfastamentos', () => {
  it('changes the type (version + 1, who), writes the audit row and recomputes only the open year', async () => {
    const s = await servidorComAusencia(203);
    const aberto0 = await gratificacao(s.aberto);
    const pago0 = await gratificacao(s.pago);
    const antes = await parametro(203);
    expect(antes.conta_exercicio).toBe(false);

    const r = await call('POST', `${CA}/parametrizaAfastamentos`, {
      codigoTipo: 203,
      contaExercicio: true,
      versao: antes.versao,
    });
    expect(r.status).toBe(200);
    expect(r.body.codigoMensagem).toBe(0);
    const n = r.body.objeto.gratificacoesRecalculadas as number;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(r.body.objeto).toEqual({
      codigoTipo: 203,
      contaExercicio: true,
      versao: antes.versao + 1,
      gratificacoesRecalculadas: n,
    });
    expect(r.body.mensagem).toBe(mensagemRecalculo(n));
    expect(await parametro(203)).toMatchObject({
      conta_exercicio: true,
      versao: antes.versao + 1,
      atualizado_por: ANA.cpf,
    });

    // February now counts: the open year gains its avo back; the paid year is exactly as paid.
    const aberto1 = await gratificacao(s.aberto);
    expect(aberto1.avos).toBe(aberto0.avos + 1);
    expect(aberto1.versao).toBe(aberto0.versao + 1);
    expect(await gratificacao(s.pago)).toEqual(pago0);

    const [a] = (await auditoria(203)).slice(-1);
    expect(a).toMatchObject({
      cpf: ANA.cpf,
      unidade_codigo: '1501',
      endpoint: 'complementoAfastamento.parametrizaAfastamentos',
    });
    expect(a.alteracoes).toEqual({
      contaExercicio: { de: false, para: true },
      versao: { de: antes.versao, para: antes.versao + 1 },
    });

    // The list shows the change and who made it.
    const lista = await call('GET', `${CA}/parametrosAfastamentos`, { codigoTipo: '203' });
    expect(lista.body.objeto[0]).toMatchObject({
      contaExercicio: true,
      contaExercicioDescricao: 'Sim',
      atualizadoPor: ANA.nome,
      versao: antes.versao + 1,
    });

    // Back to the default: the open year loses the avo again.
    const volta = await call('POST', `${CA}/parametrizaAfastamentos`, {
      codigoTipo: 203,
      contaExercicio: false,
      versao: antes.versao + 1,
    });
    expect(volta.body.codigoMensagem).toBe(0);
    expect((await gratificacao(s.aberto)).avos).toBe(aberto0.avos);
    expect(await gratificacao(s.pago)).toEqual(pago0);
  });

  it('the value already in force → nothing written', async () => {
    const antes = await parametro(101);
    const audits = (await auditoria(101)).length;
    const r = await call('POST', `${CA}/parametrizaAfastamentos`, {
      codigoTipo: 101,
      contaExercicio: true,
      versao: antes.versao,
    });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.gratificacoesRecalculadas).toBe(0);
    expect(await parametro(101)).toEqual(antes);
    expect(await auditoria(101)).toHaveLength(audits);
  });

  it('a stale version → code 4 on versao, nothing changed', async () => {
    const antes = await parametro(102);
    const r = await call('POST', `${CA}/parametrizaAfastamentos`, {
      codigoTipo: 102,
      contaExercicio: false,
      versao: antes.versao + 7,
    });
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.listaCriticas).toEqual([
      {
        campo: 'versao',
        mensagem: 'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.',
      },
    ]);
    expect(await parametro(102)).toEqual(antes);
    expect(await auditoria(102)).toHaveLength(0);
  });

  it('bad input → code 4 with listaCriticas; a falta or an unknown code → code 4 on codigoTipo', async () => {
    const r = await call('POST', `${CA}/parametrizaAfastamentos`, { codigoTipo: 'x', contaExercicio: 'talvez' });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'codigoTipo',
      'contaExercicio',
      'versao',
    ]);
    const falta = await call('POST', `${CA}/parametrizaAfastamentos`, {
      codigoTipo: 401,
      contaExercicio: true,
      versao: 1,
    });
    expect(falta.body.listaCriticas).toEqual([
      { campo: 'codigoTipo', mensagem: 'Tipo de afastamento ou licença não encontrado.' },
    ]);
    const nenhum = await call('POST', `${CA}/parametrizaAfastamentos`, {
      codigoTipo: 9999,
      contaExercicio: true,
      versao: 1,
    });
    expect(nenhum.body.codigoMensagem).toBe(4);
    expect((await parametro(401)).conta_exercicio).toBe(false);
  });

  it('without the resource (RH_CONSULTA) → 403, nothing changed', async () => {
    const antes = await parametro(204);
    const r = await call(
      'POST',
      `${CA}/parametrizaAfastamentos`,
      { codigoTipo: 204, contaExercicio: false, versao: antes.versao },
      bruno,
    );
    expect(r.status).toBe(403);
    expect(await parametro(204)).toEqual(antes);
  });
});

/* ---------------------------------------------------------------- faltas */

describe('faltasPoc.tiposComplementacaoFaltas', () => {
  it('lists the three ways a falta may be treated', async () => {
    const { body } = await call('GET', `${FP}/tiposComplementacaoFaltas`);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toEqual(TIPOS_COMPLEMENTACAO_FALTAS.map((t) => ({ codigo: t.codigo, descricao: t.descricao })));
    expect(body.objeto.map((t: { codigo: string }) => t.codigo)).toEqual(['DESCONTA_AVO', 'NAO_DESCONTA', 'ABONA']);
  });

  it('bad input → code 4; without the resource → 403', async () => {
    expect((await call('GET', `${FP}/tiposComplementacaoFaltas`, { x: '1' })).body.codigoMensagem).toBe(4);
    expect((await call('GET', `${FP}/tiposComplementacaoFaltas`, {}, bruno)).status).toBe(403);
  });
});

describe('faltasPoc.listarFaltasParametrizacao', () => {
  it('lists the faltas with their complementação and whether they count as service', async () => {
    const { body } = await call('GET', `${FP}/listarFaltasParametrizacao`);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto.map((f: { codigoTipo: number }) => f.codigoTipo)).toEqual([401, 402, 403, 404]);
    expect(body.objeto[0]).toMatchObject({
      codigoTipo: 401,
      descricao: 'Falta não justificada',
      tipoComplementacao: 'DESCONTA_AVO',
      tipoComplementacaoDescricao: 'Desconta os dias do exercício (reduz os avos)',
      contaExercicio: false,
      contaExercicioDescricao: 'Não',
      atualizadoPor: 'Carga inicial',
    });
    expect(body.objeto[1]).toMatchObject({
      codigoTipo: 402,
      tipoComplementacao: 'NAO_DESCONTA',
      contaExercicio: true,
      contaExercicioDescricao: 'Sim',
    });
    expect(body.objeto[0]).not.toHaveProperty('grupo');
  });

  it('filters by tipoComplementacao; none → code 2; bad input → code 4; without the resource → 403', async () => {
    const desconta = await call('GET', `${FP}/listarFaltasParametrizacao`, { tipoComplementacao: 'DESCONTA_AVO' });
    expect(desconta.body.objeto.map((f: { codigoTipo: number }) => f.codigoTipo)).toEqual([401, 404]);
    // The one ABONA type turned into NAO_DESCONTA: no ABONA left.
    const p403 = await parametro(403);
    await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 403,
      tipoComplementacao: 'NAO_DESCONTA',
      versao: p403.versao,
    });
    const abona = await call('GET', `${FP}/listarFaltasParametrizacao`, { tipoComplementacao: 'ABONA' });
    expect(abona.status).toBe(200);
    expect(abona.body.codigoMensagem).toBe(2);
    await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 403,
      tipoComplementacao: 'ABONA',
      versao: p403.versao + 1,
    });
    expect((await parametro(403)).tipo_complementacao).toBe('ABONA');

    const ruim = await call('GET', `${FP}/listarFaltasParametrizacao`, { tipoComplementacao: 'XYZ' });
    expect(ruim.status).toBe(400);
    expect(ruim.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['tipoComplementacao']);
    expect((await call('GET', `${FP}/listarFaltasParametrizacao`, {}, bruno)).status).toBe(403);
  });
});

describe('faltasPoc.parametrizarFaltas', () => {
  it("401 'Falta não justificada' counting as service changes the avos of the open year, never the paid year's", async () => {
    const s = await servidorComAusencia(401);
    const aberto0 = await gratificacao(s.aberto);
    const pago0 = await gratificacao(s.pago);
    const pagas = () =>
      gw.db.query(`SELECT id, avos, versao FROM gratificacao_natalina WHERE situacao = 'PAGA' ORDER BY id`);
    const pagasAntes = (await pagas()).rows;
    expect(aberto0.situacao).toBe('APURADA');
    expect(pago0.situacao).toBe('PAGA');
    const antes = await parametro(401);
    expect(antes).toMatchObject({ conta_exercicio: false, tipo_complementacao: 'DESCONTA_AVO' });
    const r = await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 401,
      tipoComplementacao: 'NAO_DESCONTA',
      versao: antes.versao,
    });
    expect(r.status).toBe(200);
    expect(r.body.codigoMensagem).toBe(0);
    const n = r.body.objeto.gratificacoesRecalculadas as number;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(r.body.objeto).toEqual({
      codigoTipo: 401,
      tipoComplementacao: 'NAO_DESCONTA',
      contaExercicio: true,
      versao: antes.versao + 1,
      gratificacoesRecalculadas: n,
    });
    expect(r.body.mensagem).toBe(mensagemRecalculo(n));
    expect(r.body.mensagem).toContain('anos já pagos não foram alterados');
    expect(await parametro(401)).toMatchObject({
      conta_exercicio: true,
      tipo_complementacao: 'NAO_DESCONTA',
      versao: antes.versao + 1,
      atualizado_por: ANA.cpf,
    });

    // Open (current) year: one avo more, gross recomputed. Paid (previous) year: untouched.
    const aberto1 = await gratificacao(s.aberto);
    expect(aberto1.avos).toBe(aberto0.avos + 1);
    expect(Number(aberto1.valor_bruto)).toBeGreaterThan(Number(aberto0.valor_bruto));
    const pago1 = await gratificacao(s.pago);
    expect(pago1).toEqual(pago0);
    expect(pago1.avos_pagos).toBe(pago0.avos_pagos);
    expect(pago1.avos).toBe(pago0.avos);
    // Every paid row of the state is as it was: the change reached only open years.
    expect((await pagas()).rows).toEqual(pagasAntes);

    const [a] = (await auditoria(401)).slice(-1);
    expect(a).toMatchObject({ cpf: ANA.cpf, unidade_codigo: '1501', endpoint: 'faltasPoc.parametrizarFaltas' });
    expect(a.alteracoes).toEqual({
      tipoComplementacao: { de: 'DESCONTA_AVO', para: 'NAO_DESCONTA' },
      contaExercicio: { de: false, para: true },
      versao: { de: antes.versao, para: antes.versao + 1 },
    });

    // NAO_DESCONTA → ABONA still counts: no avo moves, no contaExercicio line in the trail.
    const abona = await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 401,
      tipoComplementacao: 'ABONA',
      versao: antes.versao + 1,
    });
    expect(abona.body.objeto.gratificacoesRecalculadas).toBe(0);
    expect((await auditoria(401)).slice(-1)[0].alteracoes).toEqual({
      tipoComplementacao: { de: 'NAO_DESCONTA', para: 'ABONA' },
      versao: { de: antes.versao + 1, para: antes.versao + 2 },
    });

    // Back to DESCONTA_AVO: the open year loses February again; the paid year still as paid.
    const volta = await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 401,
      tipoComplementacao: 'DESCONTA_AVO',
      versao: antes.versao + 2,
    });
    expect(volta.body.objeto.contaExercicio).toBe(false);
    expect((await gratificacao(s.aberto)).avos).toBe(aberto0.avos);
    expect(await gratificacao(s.pago)).toEqual(pago0);
  });

  it('a stale version → code 4 on versao, nothing changed; the same value → nothing written', async () => {
    const antes = await parametro(404);
    const r = await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 404,
      tipoComplementacao: 'ABONA',
      versao: antes.versao - 1 || 99,
    });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['versao']);
    expect(await parametro(404)).toEqual(antes);
    const igual = await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 404,
      tipoComplementacao: 'DESCONTA_AVO',
      versao: antes.versao,
    });
    expect(igual.body.codigoMensagem).toBe(0);
    expect(await parametro(404)).toEqual(antes);
    expect(await auditoria(404)).toHaveLength(0);
  });

  it('bad input → code 4 with listaCriticas; a leave type → code 4 on codigoTipo; without the resource → 403', async () => {
    const r = await call('POST', `${FP}/parametrizarFaltas`, { codigoTipo: 401, tipoComplementacao: 'XYZ' });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'tipoComplementacao',
      'versao',
    ]);
    // With its current version: the router checks the version before the rule checks the group.
    const licenca = await call('POST', `${FP}/parametrizarFaltas`, {
      codigoTipo: 203,
      tipoComplementacao: 'ABONA',
      versao: (await parametro(203)).versao,
    });
    expect(licenca.body.listaCriticas).toEqual([{ campo: 'codigoTipo', mensagem: 'Tipo de falta não encontrado.' }]);
    expect((await parametro(203)).tipo_complementacao).toBeNull();
    const p = await parametro(402);
    expect(
      (
        await call(
          'POST',
          `${FP}/parametrizarFaltas`,
          { codigoTipo: 402, tipoComplementacao: 'ABONA', versao: p.versao },
          bruno,
        )
      ).status,
    ).toBe(403);
    expect(await parametro(402)).toEqual(p);
  });
});
