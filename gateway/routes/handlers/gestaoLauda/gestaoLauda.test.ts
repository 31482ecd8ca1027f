/**
 * Gestão de laudas (/gestaoLauda/v1, /laudasConsolidadas/v1): the option lists (blocked officials
 * left out), the seeded generated laudas, the generation as a job (choices checked, progress,
 * servants copied from the VALIDADA movements only, each published once), the detail, servants,
 * PDF and consolidated text, the unit scope (another unit's lauda answers like a missing one) and
 * the out-of-order steps (a second generation while one runs, opening a lauda that is not done).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA } from '../../../db/demo-users.ts';
import { paragrafos, preencherHtml, tempoEntre } from '../../../domain/gestao-lauda.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { MSG_EM_ANDAMENTO } from '../../lib/generated-laudas.ts';
import { MSG_RESPONSAVEL, MSG_SEM_SERVIDORES } from './geracao.ts';
import { LAUDAS_SEED } from '../../../seed/laudas.ts';

const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let edu: string;

beforeAll(async () => {
  gw = await startTestApp();
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/contagem-tempo');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261', '/gw/contagem-tempo');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const query = { codigoUnidadeUsuarioLogado: token === ana ? '1501' : '1261' };
  const res = await gw.app.inject({
    method,
    url: `/gw/contagem-tempo${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: { ...query, ...(data as Record<string, string>) } } : { query, payload: data }),
  });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
  return { status: res.statusCode, body: json, raw: res.rawPayload, type: String(res.headers['content-type'] ?? '') };
}
const G = '/gestaoLauda/v1';
const q = async <T = Record<string, unknown>>(sql: string, p: unknown[] = []) => (await gw.db.query<T>(sql, p)).rows;
/** The text pdfkit wrote (uncompressed content streams): the hex strings of each TJ array, joined. */
function textoDoPdf(pdf: Buffer): string {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g))
    out.push([...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  return out.join('\n');
}
const campos = (b: { listaCriticas: { campo: string }[] }) => b.listaCriticas.map((c) => c.campo);

/** The generation choices for FJP (2051), progressão: the unit's model, an active official, a legislation. */
async function escolhas(natureza = 'PROGRESSAO', orgao = '2051') {
  const [m] = await q<{ id: number }>(
    `SELECT id FROM lauda WHERE unidade_codigo = '1501' AND situacao = 'ATIVA' AND tipo_personalizacao = $1`,
    [natureza],
  );
  const [d] = await q<{ id: number }>(
    `SELECT id FROM dirigente_maximo WHERE instituicao_codigo = $1 AND situacao = 'ATIVO' ORDER BY data_inicio, id`,
    [orgao],
  );
  const [l] = await q<{ id: number }>(
    `SELECT l.id FROM legislacao l JOIN legislacao_instituicao li ON li.legislacao_id = l.id AND li.instituicao_codigo = $1
      WHERE l.situacao = 'VIGENTE' AND l.natureza_evolucao IN ($2, 'PROGRESSAO_PROMOCAO') ORDER BY l.id LIMIT 1`,
    [orgao, natureza],
  );
  return {
    orgaoEntidade: orgao,
    naturezaEvolucao: natureza,
    idModeloLauda: m.id,
    idDirigenteMaximo: d.id,
    idLegislacao: l.id,
  };
}

describe('option lists', () => {
  it('institutions, regionals, natures, models, legislation of the unit', async () => {
    const i = await call('GET', `${G}/instituicoes`);
    expect(i.body.objeto.map((x: { codigo: string }) => x.codigo).sort()).toEqual(['1501', '2011', '2051']);
    const r = await call('GET', `${G}/regional`, { orgaoEntidade: '2051' });
    expect(r.body.codigoMensagem).toBe(0);
    expect((await call('GET', `${G}/regional`, { orgaoEntidade: '1261' })).status).toBe(403);
    expect(campos((await call('GET', `${G}/regional`, { orgaoEntidade: 'abc' })).body)).toEqual(['orgaoEntidade']);
    expect((await call('GET', `${G}/naturezaEvolucao`)).body.objeto).toHaveLength(2);
    const m = await call('GET', `${G}/nomeModeloLauda`, { naturezaEvolucao: 'PROMOCAO' });
    expect(m.body.objeto.every((x: { naturezaEvolucao: string }) => x.naturezaEvolucao === 'PROMOCAO')).toBe(true);
    expect(campos((await call('GET', `${G}/nomeModeloLauda`, { naturezaEvolucao: 'X' })).body)).toEqual([
      'naturezaEvolucao',
    ]);
    expect((await call('GET', `${G}/nomeModeloLauda`, {}, edu)).body.codigoMensagem).toBe(2); // SEE has no model
    const l = await call('GET', `${G}/legislacao`, { orgaoEntidade: '2051', naturezaEvolucao: 'PROGRESSAO' });
    expect(l.body.codigoMensagem).toBe(0);
    expect(l.body.objeto[0].descricao).toMatch(
      / nº .*\/\d{4} \((Progressão|Progressão e promoção); [^)]*FJP[^)]*\) — /,
    );
  });

  it('responsavelAssinatura lists active supreme officials only: a blocked one is left out', async () => {
    const r = await call('GET', `${G}/responsavelAssinatura`, { orgaoEntidade: '2051' });
    const ids = r.body.objeto.map((x: { idDirigenteMaximo: number }) => x.idDirigenteMaximo);
    expect(ids.length).toBeGreaterThan(0);
    await q(`UPDATE dirigente_maximo SET situacao = 'BLOQUEADO' WHERE id = $1`, [ids[0]]);
    try {
      const depois = await call('GET', `${G}/responsavelAssinatura`, { orgaoEntidade: '2051' });
      expect((depois.body.objeto ?? []).map((x: { idDirigenteMaximo: number }) => x.idDirigenteMaximo)).not.toContain(
        ids[0],
      );
      // and the generation refuses them as signer
      const g = await call('POST', `${G}/gerarGestaoLauda`, { ...(await escolhas()), idDirigenteMaximo: ids[0] });
      expect(g.body.codigoMensagem).toBe(4);
      expect(g.body.listaCriticas).toEqual([{ campo: 'idDirigenteMaximo', mensagem: MSG_RESPONSAVEL }]);
    } finally {
      await q(`UPDATE dirigente_maximo SET situacao = 'ATIVO' WHERE id = $1`, [ids[0]]);
    }
    expect((await call('GET', `${G}/responsavelAssinatura`, { orgaoEntidade: '1261' })).status).toBe(403);
  });
});

describe('models', () => {
  it('lists and details the unit models; another unit asks → same as missing', async () => {
    const l = await call('GET', `${G}/listaModeloLauda`);
    expect(l.body.codigoMensagem).toBe(0);
    const id = l.body.objeto[0].idModeloLauda;
    const d = await call('GET', `${G}/detalheModeloLauda`, { idModeloLauda: String(id) });
    expect(d.body.objeto.texto).toContain('{nome}');
    const outra = await call('GET', `${G}/detalheModeloLauda`, { idModeloLauda: String(id) }, edu);
    const ausente = await call('GET', `${G}/detalheModeloLauda`, { idModeloLauda: '999999' }, edu);
    expect(outra.body.codigoMensagem).toBe(2);
    expect({ ...outra.body, dataServidor: 0 }).toEqual({ ...ausente.body, dataServidor: 0 });
    expect(campos((await call('GET', `${G}/detalheModeloLauda`, { idModeloLauda: 'x' })).body)).toEqual([
      'idModeloLauda',
    ]);
    expect((await call('GET', `${G}/listaModeloLauda`, {}, edu)).body.codigoMensagem).toBe(2);
  });
});

describe('generated laudas', () => {
  it('the seed wrote two CONCLUIDA laudas of SEPLAG with their servants; paged list with the time-counting keys', async () => {
    const l = await call('GET', `${G}/listaGestaoLauda`, { pagina: '0', tamanhoPagina: '5' });
    expect(l.body.codigoMensagem).toBe(0);
    expect(l.body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5 });
    expect(l.body.objeto.length).toBeGreaterThanOrEqual(2);
    for (const g of l.body.objeto.filter((x: { status: string }) => x.status === 'CONCLUIDA'))
      expect(g.percentual).toBe(100);
    expect((await call('GET', `${G}/listaGestaoLauda`, {}, edu)).body.codigoMensagem).toBe(2);
    expect(campos((await call('GET', `${G}/listaGestaoLauda`, { status: 'X' })).body)).toEqual(['status']);
    expect((await call('GET', `${G}/listaGestaoLauda`, { orgaoEntidade: '1261' })).status).toBe(403);
  });

  it('generates a lauda as a job: validated movements only, progress to 100 %, detail, servants, PDF, consolidated', async () => {
    const e = await escolhas();
    const elegiveis = await q<{ id: string; nome: string; situacao: string }>(
      `SELECT p.id::text, s.nome FROM progressao_servidor p JOIN servidor s ON s.id = p.servidor_id
        WHERE p.instituicao_codigo = '2051' AND p.tipo = 'PROGRESSAO' AND p.situacao = 'VALIDADA'
          AND NOT EXISTS (SELECT 1 FROM lauda_gerada_servidor x WHERE x.progressao_id = p.id) ORDER BY s.nome_busca, p.id`,
    );
    expect(elegiveis.length).toBeGreaterThan(0);
    const r = await call('POST', `${G}/gerarGestaoLauda`, e);
    expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
    const id = r.body.objeto.idGestaoLauda as number;
    expect(r.body.objeto.total).toBe(elegiveis.length);
    await gw.jobs.drain('lauda_gerada');
    const d = await call('GET', `${G}/detalheLaudaGerada`, { idGestaoLauda: String(id) });
    expect(d.body.objeto).toMatchObject({ status: 'CONCLUIDA', percentual: 100, processados: elegiveis.length });
    expect(d.body.objeto.exemplo).toContain(elegiveis[0].nome);
    expect(d.body.objeto.exemplo).not.toMatch(/\{[a-zA-Z]+\}/);
    const copiados = await q<{ progressao_id: string }>(
      'SELECT progressao_id::text FROM lauda_gerada_servidor WHERE lauda_gerada_id = $1',
      [id],
    );
    expect(copiados.map((c) => c.progressao_id).sort()).toEqual(elegiveis.map((x) => x.id).sort());
    const s = await call('GET', `${G}/listaServidoresLaudaGerada`, {
      idGestaoLauda: String(id),
      pagina: '0',
      tamanhoPagina: '5',
    });
    expect(s.body.paginacao.totalRegistros ?? s.body.paginacao.total ?? elegiveis.length).toBeGreaterThan(0);
    expect(s.body.objeto[0].nome).toBe(elegiveis[0].nome);
    const pdf = await call('GET', `${G}/pdfLaudaGerada`, { idGestaoLauda: String(id) });
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textoDoPdf(pdf.raw)).toContain(elegiveis[0].nome);
    expect(textoDoPdf(pdf.raw)).toContain(elegiveis.at(-1)!.nome);
    const c = await call('GET', `/laudasConsolidadas/v1/obtemLaudaConsolidada`, { idGestaoLauda: String(id) });
    expect(c.body.objeto.quantidadeServidores).toBe(elegiveis.length);
    expect(c.body.objeto.texto).toContain(elegiveis[0].nome);
    // numbered once: the list's own numbers, none written into the items
    expect(c.body.objeto.texto).toContain('<ol><li>');
    expect(c.body.objeto.texto).not.toMatch(/<ul>|<li>\s*\d+\./);
    // the act's summary is quoted without its own final period: '(Reorganiza … servidores), RESOLVE'
    expect(c.body.objeto.texto).toMatch(/[^.]\), <strong>RESOLVE<\/strong>/);
    const audit = await q<{ endpoint: string }>(
      `SELECT endpoint FROM auditoria WHERE entidade = 'lauda_gerada' AND registro_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((a) => a.endpoint)).toEqual(['gestaoLauda.gerarGestaoLauda', 'gestaoLauda.gerarGestaoLauda']);

    // each validated movement is published once: the same choices now have nobody left
    const deNovo = await call('POST', `${G}/gerarGestaoLauda`, e);
    expect(deNovo.body.listaCriticas).toEqual([{ campo: 'orgaoEntidade', mensagem: MSG_SEM_SERVIDORES }]);

    // another unit: same answer as a missing lauda
    for (const path of [
      '/gestaoLauda/v1/detalheLaudaGerada',
      '/gestaoLauda/v1/listaServidoresLaudaGerada',
      '/laudasConsolidadas/v1/obtemLaudaConsolidada',
    ]) {
      const outra = await call('GET', path, { idGestaoLauda: String(id) }, edu);
      const ausente = await call('GET', path, { idGestaoLauda: '999999' }, edu);
      expect(outra.body.codigoMensagem, path).toBe(2);
      expect({ ...outra.body, dataServidor: 0 }).toEqual({ ...ausente.body, dataServidor: 0 });
    }
    expect((await call('GET', `${G}/pdfLaudaGerada`, { idGestaoLauda: String(id) }, edu)).body.codigoMensagem).toBe(2);
  });

  it('refuses bad choices with code 4 on the field, and another unit institution with 403', async () => {
    const e = await escolhas('PROMOCAO');
    const sem = await call('POST', `${G}/gerarGestaoLauda`, { ...e, idLegislacao: undefined });
    expect(campos(sem.body)).toEqual(['idLegislacao']);
    const [prog] = await q<{ id: number }>(
      `SELECT id FROM lauda WHERE unidade_codigo = '1501' AND situacao = 'ATIVA' AND tipo_personalizacao = 'PROGRESSAO'`,
    );
    expect(campos((await call('POST', `${G}/gerarGestaoLauda`, { ...e, idModeloLauda: prog.id })).body)).toEqual([
      'idModeloLauda',
    ]);
    expect(campos((await call('POST', `${G}/gerarGestaoLauda`, { ...e, idModeloLauda: 999999 })).body)).toEqual([
      'idModeloLauda',
    ]);
    expect(campos((await call('POST', `${G}/gerarGestaoLauda`, { ...e, idLegislacao: 999999 })).body)).toEqual([
      'idLegislacao',
    ]);
    expect(campos((await call('POST', `${G}/gerarGestaoLauda`, { ...e, naturezaEvolucao: 'X' })).body)).toEqual([
      'naturezaEvolucao',
    ]);
    expect((await call('POST', `${G}/gerarGestaoLauda`, { ...e, orgaoEntidade: '1261' })).status).toBe(403);
  });

  it('out of order: a second generation while one runs, and opening a lauda that is not done, are code 4', async () => {
    const e = await escolhas('PROMOCAO');
    const [{ id }] = await q<{ id: number }>(
      `INSERT INTO lauda_gerada (unidade_codigo, instituicao_codigo, natureza_evolucao, lauda_id, titulo, texto_modelo, legislacao_id, dirigente_id,
         responsavel_nome, responsavel_cargo, status, cpf)
       VALUES ('1501', '2051', 'PROMOCAO', $1, 't', '<p>{nome}</p>', $2, $3, 'x', 'y', 'ERRO', $4) RETURNING id`,
      [e.idModeloLauda, e.idLegislacao, e.idDirigenteMaximo, ANA.cpf],
    );
    try {
      const pdf = await call('GET', `${G}/pdfLaudaGerada`, { idGestaoLauda: String(id) });
      expect(pdf.body.codigoMensagem).toBe(4);
      expect(campos(pdf.body)).toEqual(['idGestaoLauda']);
      await q(`UPDATE lauda_gerada SET status = 'PENDENTE' WHERE id = $1`, [id]);
      const c = await call('GET', `/laudasConsolidadas/v1/obtemLaudaConsolidada`, { idGestaoLauda: String(id) });
      expect(c.body.listaCriticas).toEqual([{ campo: 'idGestaoLauda', mensagem: MSG_EM_ANDAMENTO }]);
      const g = await call('POST', `${G}/gerarGestaoLauda`, e);
      expect(g.body.codigoMensagem).toBe(4);
      expect(g.body.listaCriticas[0]).toMatchObject({
        campo: 'orgaoEntidade',
        mensagem: expect.stringContaining('em geração'),
      });
    } finally {
      await q('DELETE FROM lauda_gerada WHERE id = $1', [id]);
    }
  });
});

describe('the seeded models', () => {
  it('name as their authority the official who signs them', async () => {
    const resolvem = LAUDAS_SEED.filter((l) => l.texto.includes('RESOLVE'));
    expect(resolvem.length).toBeGreaterThan(0);
    for (const l of resolvem) {
      expect(l.texto, l.titulo).toMatch(/^<p>O\(A\) \{cargoResponsavel\},/);
      expect(l.texto, l.titulo).toMatch(/\{responsavel\}<br \/>\{cargoResponsavel\}<\/p>$/);
    }
    // a seeded generated lauda's act, filled in: the office that resolves is the office that signs
    const [g] = await q<{ id: number }>(
      `SELECT id::int AS id FROM lauda_gerada WHERE status = 'CONCLUIDA' AND unidade_codigo = '1501' ORDER BY id LIMIT 1`,
    );
    const exemplo: string = (await call('GET', `${G}/detalheLaudaGerada`, { idGestaoLauda: String(g.id) })).body.objeto
      .exemplo;
    const abre = /^<p>O\(A\) ([^,<]+),/.exec(exemplo);
    const assina = /<br \/>([^<]+)<\/p>$/.exec(exemplo);
    expect(abre?.[1]).toBeDefined();
    expect(abre?.[1]).toBe(assina?.[1]);
    expect(exemplo).not.toContain('SUBSECRETÁRIA');
  });
});

describe('the document', () => {
  it('fills every placeholder, escaped, and turns HTML into paragraphs', () => {
    expect(preencherHtml('<p>{nome} <b>{masp}</b> {desconhecido}</p>', { nome: 'Ana <b>', masp: '1' })).toBe(
      '<p>Ana &lt;b&gt; <b>1</b> {desconhecido}</p>',
    );
    expect(paragrafos('<h3>TÍTULO</h3><p>a &amp; b<br />c</p>')).toEqual([
      { texto: 'TÍTULO', titulo: true },
      { texto: 'a & b\nc', titulo: false },
    ]);
    expect(tempoEntre('2010-03-15', '2026-11-23')).toBe('16 anos, 8 meses e 8 dias');
  });
});

describe("the servant record's career evolution reads the progression table", () => {
  it('a movement the table holds NAO_APTA is not shown as granted; a VALIDADA one is', async () => {
    const sisap = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/sisapmg');
    const evolucao = async (numero: string) => {
      const res = await gw.app.inject({
        method: 'GET',
        url: '/gw/sisapmg/cargosCarreiras/v1/evolucao',
        query: { numeroFuncionario: numero, size: '100' },
        headers: { authorization: `Bearer ${sisap}` },
      });
      return (res.json().objeto as { dataInicio: string; dataFim: string; nivel: string; grau: string }[]) ?? [];
    };
    for (const situacao of ['NAO_APTA', 'VALIDADA']) {
      const [p] = await q<{ numero: string; aquisicao: string; nivel_anterior: string; grau_anterior: string }>(
        `SELECT s.numero_funcionario AS numero, to_char(p.data_aquisicao, 'YYYY-MM-DD') AS aquisicao, p.nivel_anterior, p.grau_anterior
           FROM progressao_servidor p JOIN servidor s ON s.id = p.servidor_id WHERE p.unidade_codigo = '1501' AND p.situacao = $1 ORDER BY p.id LIMIT 1`,
        [situacao],
      );
      expect(p, situacao).toBeDefined();
      const passos = await evolucao(p.numero);
      const concedido = passos.some((e) => e.dataInicio === p.aquisicao);
      expect(concedido, situacao).toBe(situacao === 'VALIDADA');
      if (situacao === 'NAO_APTA') {
        // the servant stays in the previous level/grade, which covers the period of the step left out
        const anterior = passos.find((e) => e.nivel === p.nivel_anterior && e.grau === p.grau_anterior)!;
        expect(anterior).toBeDefined();
        expect(anterior.dataInicio < p.aquisicao).toBe(true);
        expect(!anterior.dataFim || anterior.dataFim >= p.aquisicao).toBe(true);
      }
    }
  });
});
