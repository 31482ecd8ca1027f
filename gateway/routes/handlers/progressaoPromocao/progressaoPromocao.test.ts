/**
 * Progressão e promoção and career rules (time-counting gateway, migration 019): the seed's
 * coherence with the servant record, the computation, every endpoint (valid, bad input code 4,
 * another unit's record answered like a missing one, no result code 2), the write pipeline (machine PROGRESSAO_SERVIDOR, version,
 * audit) and the catalogue rule of the time-counting area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingParams } from '../../../../services/http/params.ts';
import type { GatewayApp } from '../../../app.ts';
import { ANA } from '../../../db/demo-users.ts';
import { registroDe } from '../../../servidores/index.ts';
import { codigoCarreira, type Regra } from '../../../domain/carreiras.ts';
import { apurar, etapaEmApuracao, type Etapa } from '../../../domain/progressao.ts';
import { esperarComoAusente } from '../../../testing/unit-scope.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { catalogue } from '../../../../schemas/catalogue.ts';
import { MSG_MOTIVO_OBRIGATORIO } from './comandos.ts';
import { servidoresPorId } from '../../../servidores/base.ts';

const P = '/gw/contagem-tempo/progressaoPromocao/v1';
const C = '/gw/contagem-tempo';
const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let edu: string;

beforeAll(async () => {
  gw = await startTestApp(400);
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', C);
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261', C);
});
afterAll(() => gw?.close());

const unidadeDe = (token: string) => (token === ana ? '1501' : '1261');

async function call(
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
  token = ana,
  unidade: string | null = unidadeDe(token),
) {
  const query: Record<string, string> = unidade === null ? {} : { codigoUnidadeUsuarioLogado: unidade };
  const res = await gw.app.inject({
    method,
    url: `${url.startsWith('/') && !url.startsWith('/gw') ? P : ''}${url}`,
    headers: { authorization: `Bearer ${token}` },
    // As prepareCall does: in the query on every call, and in the body of a POST (catalogue `session`).
    ...(method === 'GET'
      ? { query: { ...query, ...(data as Record<string, string>) } }
      : { query, payload: { ...query, ...data } }),
  });
  return { status: res.statusCode, body: res.json() };
}

interface Linha {
  id: number;
  servidor_id: number;
  unidade_codigo: string;
  situacao: string;
  versao: number;
  carreira_codigo: string;
  tipo: string;
  nivel_novo: string;
  grau_novo: string;
  data_aquisicao: string;
  pendencias: string[];
}
const linhas = async (where: string, params: unknown[] = []) =>
  (
    await gw.db.query<Linha>(
      `SELECT id::int AS id, servidor_id, unidade_codigo, situacao, versao, carreira_codigo, tipo, nivel_novo, grau_novo,
         to_char(data_aquisicao, 'YYYY-MM-DD') AS data_aquisicao, pendencias FROM progressao_servidor WHERE ${where} ORDER BY id`,
      params,
    )
  ).rows;
const auditoria = async (id: number) =>
  (
    await gw.db.query<{ endpoint: string; alteracoes: Record<string, { de: unknown; para: unknown }> }>(
      `SELECT endpoint, alteracoes FROM auditoria WHERE entidade = 'progressao_servidor' AND registro_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows;

describe('catalogue of the time-counting area', () => {
  it('every CONTAGEM_TEMPO endpoint fills codigoUnidadeUsuarioLogado from the session and pages with the time-counting keys', () => {
    const tempo = catalogue().filter((e) => e.destino === 'CONTAGEM_TEMPO');
    expect(tempo.length).toBeGreaterThan(20);
    for (const e of tempo) {
      expect(e.session?.codigoUnidadeUsuarioLogado, e.name).toBe('unidade');
      if (e.paging !== 'none') expect(e.paging, e.name).toBe('time-counting');
    }
  });

  it('the portal sends page 0 and the renamed keys, which the gateway accepts (zero-based, default size 5)', async () => {
    const keys = pagingParams('time-counting', { size: 5, sort: 'nome', order: 'ASC' });
    expect(keys).toEqual({ pagina: 0, tamanhoPagina: 5, campoOrdenacao: 'nome', tipoOrdenacaoAscDesc: 'ASC' });
    const r = await call('GET', '/listaProgressaoPromocao', keys);
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5 });
    const semChaves = await call('GET', '/listaProgressaoPromocao');
    expect(semChaves.body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5 });
    expect(semChaves.body.objeto).toEqual(r.body.objeto);
  });
});

describe('computation', () => {
  const regra: Regra = { tipo: 'PROGRESSAO', intersticioMeses: 24, notaMinima: 70, faltasMaximas: 5, fundamento: 'x' };
  const etapa: Etapa = {
    tipo: 'PROGRESSAO',
    nivelAnterior: 'I',
    grauAnterior: 'A',
    nivelNovo: 'I',
    grauNovo: 'B',
    periodoInicio: '2023-03-01',
    periodoFim: '2025-02-28',
    dataAquisicao: '2025-03-01',
  };
  it('apt with the interstice, a satisfactory mean and few absences', () => {
    expect(
      apurar(etapa, regra, [{ codigoTipo: 401, dataInicio: '2024-05-01', dataFim: '2024-05-03' }], [80, 72]),
    ).toEqual({
      faltas: 3,
      diasSuspensao: 0,
      media: 76,
      pendencias: [],
      apta: true,
    });
  });
  it('not apt: low mean, too many faltas (only the days inside the period), suspended interstice, no evaluation', () => {
    const a = apurar(
      etapa,
      regra,
      [
        { codigoTipo: 401, dataInicio: '2025-02-20', dataFim: '2025-03-10' },
        { codigoTipo: 203, dataInicio: '2024-01-01', dataFim: '2024-01-31' },
        { codigoTipo: 101, dataInicio: '2024-06-01', dataFim: '2024-06-30' },
      ],
      [60, 65],
    );
    expect(a.faltas).toBe(9);
    expect(a.diasSuspensao).toBe(31);
    expect(a.media).toBe(62.5);
    expect(a.apta).toBe(false);
    expect(a.pendencias).toHaveLength(4);
    expect(apurar(etapa, regra, [], []).pendencias).toEqual(['Sem avaliação de desempenho no período.']);
  });
});

describe('seed', () => {
  it('one movement per active servant, coherent with the servant record (career, level, grade) and with the computation', async () => {
    const todas = await linhas('true');
    expect(todas.length).toBeGreaterThan(100);
    const bases = await servidoresPorId(
      gw.db,
      todas.map((l) => l.servidor_id),
    );
    for (const l of todas) {
      const r = registroDe(bases.get(l.servidor_id)!);
      const e = etapaEmApuracao(r)!;
      expect(l.carreira_codigo).toBe(codigoCarreira(r.carreira));
      expect([l.tipo, l.nivel_novo, l.grau_novo, l.data_aquisicao]).toEqual([
        e.tipo,
        e.nivelNovo,
        e.grauNovo,
        e.dataAquisicao,
      ]);
      expect(l.situacao === 'NAO_APTA').toBe(l.pendencias.length > 0);
    }
    const situacoes = new Set(todas.map((l) => l.situacao));
    for (const s of ['AGUARDANDO_VALIDACAO', 'VALIDADA', 'NAO_APTA']) expect(situacoes).toContain(s);
    const { rows } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM progressao_servidor p WHERE p.situacao = 'VALIDADA' AND NOT EXISTS (SELECT 1 FROM publicacao_progressao x WHERE x.progressao_id = p.id AND x.tipo = 'PRINCIPAL')`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('filters and lists', () => {
  it('instituicoes and regional: the unit’s; another unit → 403; bad input → 4', async () => {
    const i = await call('GET', '/instituicoes');
    expect(i.body.objeto.map((x: { codigo: string }) => x.codigo)).toContain('1501');
    const r = await call('GET', '/regional', { orgaoEntidade: '1501' });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.length).toBeGreaterThan(0);
    expect((await call('GET', '/regional', { orgaoEntidade: '1261' })).status).toBe(403);
    expect((await call('GET', '/regional', { orgaoEntidade: 'x' })).body.codigoMensagem).toBe(4);
    expect((await call('GET', '/instituicoes', {}, ana, '1261')).status).toBe(403);
  });

  it('listaProgressaoPromocao: filters, paging, sort; code 2; code 4; 403', async () => {
    const aguardando = await call('GET', '/listaProgressaoPromocao', {
      situacaoValidacao: 'AGUARDANDO_VALIDACAO',
      tamanhoPagina: '100',
    });
    expect(aguardando.body.codigoMensagem).toBe(0);
    expect(
      aguardando.body.objeto.every(
        (l: { situacaoValidacao: string; situacaoValidacaoDescricao: string }) =>
          l.situacaoValidacaoDescricao === 'Aguardando validação',
      ),
    ).toBe(true);
    const [primeiro] = aguardando.body.objeto as { cpf: string; nome: string; idGtProgressao: number }[];
    const porCpf = await call('GET', '/listaProgressaoPromocao', { cpf: primeiro.cpf });
    expect(porCpf.body.objeto.map((l: { idGtProgressao: number }) => l.idGtProgressao)).toEqual([
      primeiro.idGtProgressao,
    ]);
    const porNome = await call('GET', '/listaProgressaoPromocao', {
      nomeAproximado: primeiro.nome.split(' ')[0].toUpperCase(),
    });
    expect(porNome.body.objeto.length).toBeGreaterThan(0);
    const p2 = await call('GET', '/listaProgressaoPromocao', {
      pagina: '1',
      tamanhoPagina: '5',
      campoOrdenacao: 'dataAquisicao',
      tipoOrdenacaoAscDesc: 'DESC',
    });
    expect(p2.body.paginacao).toMatchObject({ pagina: 1, tamanhoPagina: 5 });
    expect(p2.body.objeto).toHaveLength(Math.min(5, p2.body.paginacao.totalRegistros - 5));
    expect((await call('GET', '/listaProgressaoPromocao', { cpf: '52998224725' })).body.codigoMensagem).toBe(2);
    const ruim = await call('GET', '/listaProgressaoPromocao', {
      situacaoValidacao: 'X',
      campoOrdenacao: 'texto',
      pagina: '-1',
    });
    expect(ruim.status).toBe(400);
    expect(ruim.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'campoOrdenacao',
      'pagina',
      'situacaoValidacao',
    ]);
    expect((await call('GET', '/listaProgressaoPromocao', { orgaoEntidade: '1261' })).status).toBe(403);
    expect((await call('GET', '/listaProgressaoPromocao', {}, ana, '1261')).status).toBe(403);
    // SEE sees only its own.
    const see = await call('GET', '/listaProgressaoPromocao', { tamanhoPagina: '100' }, edu);
    expect(see.body.objeto.every((l: { orgaoEntidade: string }) => ['1261', '2351'].includes(l.orgaoEntidade))).toBe(
      true,
    );
  });

  it('careers, activity groups and rules', async () => {
    const g = await call('GET', `${C}/grupoAtividade/v1`);
    expect(g.body.objeto.map((x: { nome: string }) => x.nome)).toContain('Saúde');
    const c = await call('GET', `${C}/cargosCarreiras/v1/progressaoPromocao/carreiras`);
    expect(c.body.objeto.map((x: { codigoCarreira: string }) => x.codigoCarreira)).toContain('EPPGG');
    const ce = await call('GET', `${C}/cargosCarreiras/v1/progressaoPromocao/carreiras`, {}, edu);
    expect(ce.body.objeto.map((x: { codigoCarreira: string }) => x.codigoCarreira)).toContain('PEB');
    expect(ce.body.objeto.map((x: { codigoCarreira: string }) => x.codigoCarreira)).not.toContain('EPPGG');
    const r = await call('GET', `${C}/cargosCarreiras/v1/progressaoPromocao/regras/carreiras`, {
      codigoCarreira: 'EPPGG',
    });
    expect(r.body.objeto.map((x: { tipo: string; intersticioMeses: number }) => [x.tipo, x.intersticioMeses])).toEqual([
      ['PROGRESSAO', 24],
      ['PROMOCAO', 72],
    ]);
    expect(r.body.objeto[0]).toMatchObject({
      niveis: 'I a VI',
      graus: 'A a J',
      notaMinima: 70,
      tipoDescricao: 'Progressão',
    });
    expect(
      (await call('GET', `${C}/cargosCarreiras/v1/progressaoPromocao/regras/carreiras`, { codigoCarreira: 'PEB' })).body
        .codigoMensagem,
    ).toBe(2);
    expect(
      (await call('GET', `${C}/cargosCarreiras/v1/progressaoPromocao/regras/carreiras`, { tipo: 'X' })).body
        .codigoMensagem,
    ).toBe(4);
    expect(
      (await call('GET', `${C}/cargosCarreiras/v1/progressaoPromocao/carreiras`, { codigoGrupoAtividade: 'x' })).body
        .codigoMensagem,
    ).toBe(4);
    expect((await call('GET', `${C}/grupoAtividade/v1`, { x: '1' })).body.codigoMensagem).toBe(4);
    for (const u of [
      '/grupoAtividade/v1',
      '/cargosCarreiras/v1/progressaoPromocao/carreiras',
      '/cargosCarreiras/v1/progressaoPromocao/regras/carreiras',
    ])
      expect((await call('GET', `${C}${u}`, {}, ana, '1261')).status).toBe(403);
  });
});

describe('one progression', () => {
  const LEITURAS = [
    'detalhaProgressaoPromocaoServidor',
    'reprovacao',
    'ausenciaServidor',
    'afastamentoServidor',
    'faltasConsolidadasServidor',
    'avaliacaoDesempenho',
    'historicoEvolucao',
    'detalhaPublicacao',
    'publicacoesComplementares',
  ];

  it("every read: bad input → 4, unknown → 2, another unit's exactly like unknown, a unit not the token's → 403", async () => {
    const [l] = await linhas(`unidade_codigo = '1501'`);
    for (const e of LEITURAS) {
      expect((await call('GET', `/${e}`, { idGestaoProgressao: 'abc' })).body.codigoMensagem, e).toBe(4);
      expect((await call('GET', `/${e}`, {})).body.codigoMensagem, e).toBe(4);
      expect((await call('GET', `/${e}`, { idGestaoProgressao: '99999999' })).body.codigoMensagem, e).toBe(2);
      esperarComoAusente(
        await call('GET', `/${e}`, { idGestaoProgressao: String(l.id) }, edu),
        await call('GET', `/${e}`, { idGestaoProgressao: '99999999' }, edu),
      );
      expect((await call('GET', `/${e}`, { idGestaoProgressao: String(l.id) }, ana, '1261')).status, e).toBe(403);
    }
  });

  it('a validated one: detail, evaluations, evolution, publications', async () => {
    const [l] = await linhas(`unidade_codigo = '1501' AND situacao = 'VALIDADA' AND id % 10 = 0`);
    const q = { idGestaoProgressao: String(l.id) };
    const d = await call('GET', '/detalhaProgressaoPromocaoServidor', q);
    expect(d.body.objeto).toMatchObject({
      idGestaoProgressao: l.id,
      situacaoValidacaoDescricao: 'Validada',
      pendencias: 'Nenhuma',
      intersticioMeses: expect.any(Number),
    });
    const av = await call('GET', '/avaliacaoDesempenho', q);
    expect(av.body.codigoMensagem).toBe(0);
    expect(
      av.body.objeto.every(
        (a: { nota: number; resultado: string }) =>
          a.nota >= d.body.objeto.notaMinima === (a.resultado === 'Satisfatória'),
      ),
    ).toBe(true);
    const media =
      av.body.objeto.reduce((s: number, a: { nota: number }) => s + a.nota, 0) / av.body.paginacao.totalRegistros;
    if (av.body.paginacao.totalRegistros <= 5) expect(d.body.objeto.mediaAvaliacao).toBeCloseTo(media, 1);
    const h = await call('GET', '/historicoEvolucao', q);
    expect(h.body.objeto[0]).toMatchObject({ nivel: l.nivel_novo, grau: l.grau_novo });
    expect((await call('GET', '/detalhaPublicacao', q)).body.objeto.numeroPublicacao).toMatch(/^Ato nº/);
    expect((await call('GET', '/publicacoesComplementares', q)).body.objeto[0].numeroPublicacao).toMatch(
      /^Retificação/,
    );
    expect((await call('GET', '/reprovacao', q)).body.codigoMensagem).toBe(2);
    for (const e of ['ausenciaServidor', 'afastamentoServidor', 'faltasConsolidadasServidor'])
      expect([0, 2]).toContain((await call('GET', `/${e}`, q)).body.codigoMensagem);
  });

  it('a not-apt one lists its pendencies in reprovacao; absences of the period come with their source', async () => {
    const [l] = await linhas(`unidade_codigo = '1501' AND situacao = 'NAO_APTA'`);
    const r = await call('GET', '/reprovacao', { idGestaoProgressao: String(l.id) });
    expect(r.body.objeto.map((x: { motivo: string }) => x.motivo)).toEqual(l.pendencias);
    const { rows } = await gw.db.query<{ id: number }>(
      `SELECT p.id::int AS id FROM progressao_servidor p JOIN ausencia a ON a.servidor_id = p.servidor_id AND a.data_inicio <= p.periodo_fim AND a.data_fim >= p.periodo_inicio LIMIT 1`,
    );
    if (rows.length) {
      const [x] = await linhas('id = $1', [rows[0].id]);
      const token = x.unidade_codigo === '1501' ? ana : x.unidade_codigo === '1261' ? edu : null;
      if (token) {
        const a = await call(
          'GET',
          '/ausenciaServidor',
          { idGestaoProgressao: String(x.id), tamanhoPagina: '100' },
          token,
        );
        expect(a.body.objeto.some((y: { fonte: string }) => y.fonte === 'Contagem de tempo')).toBe(true);
      }
    }
  });
});

describe('writes', () => {
  it("validates a batch (published, audited); again → code 4; stale version → 4; bad input → 4; another unit's like unknown", async () => {
    const [a, b, c] = await linhas(`unidade_codigo = '1501' AND situacao = 'AGUARDANDO_VALIDACAO'`);
    expect(
      (
        await call('POST', '/validarProgressaoServidor', {
          idsGestaoProgressao: [a.id],
          versoes: [a.versao],
          decisao: 'X',
        })
      ).body.codigoMensagem,
    ).toBe(4);
    expect(
      (
        await call('POST', '/validarProgressaoServidor', {
          idsGestaoProgressao: [a.id, b.id],
          versoes: [1],
          decisao: 'VALIDAR',
        })
      ).body.listaCriticas[0].campo,
    ).toBe('versoes');
    esperarComoAusente(
      await call(
        'POST',
        '/validarProgressaoServidor',
        { idsGestaoProgressao: [a.id], versoes: [a.versao], decisao: 'VALIDAR' },
        edu,
      ),
      await call(
        'POST',
        '/validarProgressaoServidor',
        { idsGestaoProgressao: [99999999], versoes: [a.versao], decisao: 'VALIDAR' },
        edu,
      ),
    );
    expect(
      (
        await call(
          'POST',
          '/validarProgressaoServidor',
          { idsGestaoProgressao: [a.id], versoes: [a.versao], decisao: 'VALIDAR' },
          ana,
          '1261',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/validarProgressaoServidor', {
          idsGestaoProgressao: [99999999],
          versoes: [1],
          decisao: 'VALIDAR',
        })
      ).body.codigoMensagem,
    ).toBe(4);
    expect(
      (
        await call('POST', '/validarProgressaoServidor', {
          idsGestaoProgressao: [a.id, c.id],
          versoes: [a.versao, c.versao + 1],
          decisao: 'VALIDAR',
        })
      ).body.listaCriticas[0].campo,
    ).toBe('versao');
    expect((await linhas('id = $1', [a.id]))[0].situacao).toBe('AGUARDANDO_VALIDACAO'); // all or nothing
    const ok = await call('POST', '/validarProgressaoServidor', {
      idsGestaoProgressao: [a.id, b.id],
      versoes: [a.versao, b.versao],
      decisao: 'VALIDAR',
    });
    expect(ok.body.codigoMensagem, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.mensagem).toBe('2 progressões validadas com sucesso.');
    for (const x of [a, b]) {
      expect((await linhas('id = $1', [x.id]))[0]).toMatchObject({ situacao: 'VALIDADA', versao: x.versao + 1 });
      expect((await call('GET', '/detalhaPublicacao', { idGestaoProgressao: String(x.id) })).body.codigoMensagem).toBe(
        0,
      );
      expect((await auditoria(x.id)).map((r) => [r.endpoint, r.alteracoes.situacaoValidacao])).toEqual([
        ['progressaoPromocao.validarProgressaoServidor', { de: 'AGUARDANDO_VALIDACAO', para: 'VALIDADA' }],
      ]);
    }
    const again = await call('POST', '/validarProgressaoServidor', {
      idsGestaoProgressao: a.id,
      versoes: a.versao + 1,
      decisao: 'VALIDAR',
    });
    expect(again.body.codigoMensagem).toBe(4);
    expect(again.body.mensagem).toBe("Não é possível validar esta progressão: a situação atual é 'Validada'.");
    // A validated act is final.
    expect(
      (
        await call('POST', '/solicitaReprocessamento', {
          idGestaoProgressao: a.id,
          versao: a.versao + 1,
          justificativa: 'Justificativa qualquer.',
        })
      ).body.codigoMensagem,
    ).toBe(4);
  });

  it('disapproves with reasons, asks for reprocessing with a justification and reprocesses (out of order → 4)', async () => {
    const [, , , x] = await linhas(`unidade_codigo = '1501' AND situacao = 'AGUARDANDO_VALIDACAO'`);
    const id = x.id;
    const sem = await call('POST', '/validarProgressaoServidor', {
      idsGestaoProgressao: id,
      versoes: x.versao,
      decisao: 'REPROVAR',
    });
    expect(sem.body.mensagem).toBe(MSG_MOTIVO_OBRIGATORIO);
    expect(
      (await call('POST', '/reprocessaProgressaoAposCorrecao', { idGestaoProgressao: id, versao: x.versao })).body
        .mensagem,
    ).toBe("Não é possível reprocessar esta progressão: a situação atual é 'Aguardando validação'.");
    const rep = await call('POST', '/validarProgressaoServidor', {
      idsGestaoProgressao: id,
      versoes: x.versao,
      decisao: 'REPROVAR',
      motivosReprovacao: ['DOCUMENTACAO'],
      observacao: 'Certidão de tempo divergente.',
    });
    expect(rep.body.mensagem).toBe('Progressão reprovada com sucesso.');
    const motivos = await call('GET', '/reprovacao', { idGestaoProgressao: String(id) });
    // The observation is not listed as a reason (the record shows it as 'Observação da reprovação').
    expect(motivos.body.objeto.map((m: { motivo: string }) => m.motivo)).toEqual([
      'Documentação pendente ou divergente',
    ]);
    const det = await call('GET', '/detalhaProgressaoPromocaoServidor', { idGestaoProgressao: String(id) });
    expect(det.body.objeto).toMatchObject({
      motivosReprovacao: 'Documentação pendente ou divergente',
      observacaoReprovacao: 'Certidão de tempo divergente.',
    });
    expect(
      (await call('POST', '/solicitaReprocessamento', { idGestaoProgressao: id, versao: x.versao + 1 })).body
        .listaCriticas[0].campo,
    ).toBe('justificativa');
    expect(
      (
        await call('POST', '/solicitaReprocessamento', {
          idGestaoProgressao: id,
          versao: x.versao + 1,
          justificativa: 'curta',
        })
      ).body.codigoMensagem,
    ).toBe(4);
    expect(
      (
        await call('POST', '/solicitaReprocessamento', {
          idGestaoProgressao: id,
          versao: x.versao,
          justificativa: 'Certidão corrigida.',
        })
      ).body.listaCriticas[0].campo,
    ).toBe('versao');
    esperarComoAusente(
      await call(
        'POST',
        '/solicitaReprocessamento',
        { idGestaoProgressao: id, versao: x.versao + 1, justificativa: 'Certidão corrigida.' },
        edu,
      ),
      await call(
        'POST',
        '/solicitaReprocessamento',
        { idGestaoProgressao: 99999999, versao: x.versao + 1, justificativa: 'Certidão corrigida.' },
        edu,
      ),
    );
    const sol = await call('POST', '/solicitaReprocessamento', {
      idGestaoProgressao: id,
      versao: x.versao + 1,
      justificativa: 'Certidão de tempo corrigida pelo órgão.',
    });
    expect(sol.body.objeto.situacaoValidacao).toBe('REPROCESSAMENTO_SOLICITADO');
    expect(
      (
        await call('POST', '/solicitaReprocessamento', {
          idGestaoProgressao: id,
          versao: x.versao + 2,
          justificativa: 'De novo, por engano.',
        })
      ).body.codigoMensagem,
    ).toBe(4);
    esperarComoAusente(
      await call('POST', '/reprocessaProgressaoAposCorrecao', { idGestaoProgressao: id, versao: x.versao + 2 }, edu),
      await call(
        'POST',
        '/reprocessaProgressaoAposCorrecao',
        { idGestaoProgressao: 99999999, versao: x.versao + 2 },
        edu,
      ),
    );
    expect(
      (await call('POST', '/reprocessaProgressaoAposCorrecao', { idGestaoProgressao: 'x', versao: 1 })).body
        .codigoMensagem,
    ).toBe(4);
    const fim = await call('POST', '/reprocessaProgressaoAposCorrecao', {
      idGestaoProgressao: id,
      versao: x.versao + 2,
    });
    expect(fim.body.codigoMensagem, JSON.stringify(fim.body)).toBe(0);
    // Nothing changed in the data: the recomputation gives the seed's result again.
    expect(fim.body.objeto.situacaoValidacao).toBe('AGUARDANDO_VALIDACAO');
    const depois = (await linhas('id = $1', [id]))[0];
    expect(depois).toMatchObject({ situacao: 'AGUARDANDO_VALIDACAO', versao: x.versao + 3 });
    expect((await call('GET', '/reprovacao', { idGestaoProgressao: String(id) })).body.codigoMensagem).toBe(2);
    expect((await auditoria(id)).map((r) => r.endpoint)).toEqual([
      'progressaoPromocao.validarProgressaoServidor',
      'progressaoPromocao.solicitaReprocessamento',
      'progressaoPromocao.reprocessaProgressaoAposCorrecao',
    ]);
  });

  it('a correction reaches the recomputation: a low evaluation makes it not apt', async () => {
    const [, , , , , y] = await linhas(`unidade_codigo = '1501' AND situacao = 'AGUARDANDO_VALIDACAO'`);
    await call('POST', '/solicitaReprocessamento', {
      idGestaoProgressao: y.id,
      versao: y.versao,
      justificativa: 'Avaliação de desempenho revista pela comissão.',
    });
    await gw.db.query(`UPDATE avaliacao_desempenho SET nota = 10 WHERE servidor_id = $1`, [y.servidor_id]);
    const r = await call('POST', '/reprocessaProgressaoAposCorrecao', {
      idGestaoProgressao: y.id,
      versao: y.versao + 1,
    });
    expect(r.body.objeto.situacaoValidacao).toBe('NAO_APTA');
    expect(r.body.mensagem).toMatch(/abaixo do mínimo/);
    const a = await auditoria(y.id);
    expect(a[1].alteracoes.situacaoValidacao).toEqual({ de: 'REPROCESSAMENTO_SOLICITADO', para: 'NAO_APTA' });
    expect(a[1].alteracoes.mediaAvaliacao?.para).toBe(10);
  });
});
