/**
 * FIPA eletrônica (/gw/fipa): the sheet read from the servant's record, the report list, the PDFs
 * of visualizar (nothing recorded) and emitir (issue row + audit row, number and code printed), the
 * issue list; bad input code 4, another unit's servant answered like an unknown one, unknown servant code 2.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { dataExercicio, registroDe } from '../../servidores/index.ts';
import { anosMesesDias, codigoFormatado, pdfText, RELATORIOS_FIPA } from '../../lib/fipa-pdf.ts';
import { hojeBrasilia } from '../../lib/text.ts';
import { addDays, daysBetween } from '../../servidores/prng.ts';
import { formatCpf } from '../../lib/cpf.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { servidorPorNumero } from '../../servidores/base.ts';
import { comAusencias } from '../lib/servant-record.ts';
import { tempoServico } from '../../domain/fipa.ts';

const F = '/gw/fipa';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA
let daSeplag: { numero: string; nome: string; cpf: string };
let daSee: string;

beforeAll(async () => {
  gw = await startTestApp(300);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', F);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', F);
  const um = async (unidade: string) =>
    (
      await gw.db.query<{ numero: string; nome: string; cpf: string }>(
        `SELECT s.numero_funcionario AS numero, s.nome, s.cpf FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
          WHERE i.unidade_codigo = $1 ORDER BY s.id LIMIT 1`,
        [unidade],
      )
    ).rows[0];
  daSeplag = await um('1501');
  daSee = (await um('1261')).numero;
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const res = await gw.app.inject({
    method,
    url: `${F}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}

const pdfDe = (b64: string) => Buffer.from(b64, 'base64');

describe('fipa.dadosFipaServidor', () => {
  it("answers the sheet from the servant's record", async () => {
    const { body } = await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: daSeplag.numero });
    expect(body.codigoMensagem).toBe(0);
    const f = body.objeto;
    expect(f).toMatchObject({ numeroFuncionario: daSeplag.numero, nome: daSeplag.nome, cpf: daSeplag.cpf });
    // The same sources as the servant record: identification, admission, lotação.
    const base = (await servidorPorNumero(gw.db, daSeplag.numero))!;
    const r = await comAusencias(gw.db, registroDe(base));
    expect(f.dataAdmissao).toBe(base.dataAdmissao);
    expect(f.cargo).toBe(r.carreira.cargo);
    expect(f.lotacaoAtual).toBe(r.lotacoes[r.lotacoes.length - 1].unidade);
    expect(f.quantidadeLotacoes).toBe(r.lotacoes.length);
    expect(f.tempoServico).toMatch(/^\d+ dias \(\d+ anos?, \d+ (mês|meses) e \d+ dias?\)$/);
  });

  it('bad input → 4; another unit like unknown; unknown → 2; no resource → 403', async () => {
    const bad = await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: 'abc' });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas[0].campo).toBe('numeroFuncionario');
    expect((await call('GET', '/fipa/v1/dadosFipaServidor', {})).body.codigoMensagem).toBe(4);
    esperarComoAusente(
      await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: daSee }),
      await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: '999999999999' }),
    );
    expect(
      (await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: '999999999999' })).body.codigoMensagem,
    ).toBe(2);
    // Bruno (RH_CONSULTA) is granted FIPA: his own unit's servant is readable.
    expect(
      (await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: daSee }, bruno)).body.codigoMensagem,
    ).toBe(0);
  });
});

describe('tempoServico', () => {
  const base = { id: 7, dataAdmissao: '2020-01-01' };
  const inicio = dataExercicio(base);

  it('counts from the entry into exercise to the end, minus the non-counting absences inside the period', () => {
    expect(inicio >= base.dataAdmissao && inicio <= addDays(base.dataAdmissao, 30)).toBe(true);
    const r = {
      base,
      desligamento: null,
      aposentadoria: null,
      eventos: [
        { codigoTipo: 401, dataInicio: addDays(inicio, -2), dataFim: addDays(inicio, 1) }, // 2 days inside
        { codigoTipo: 100, dataInicio: '2020-03-01', dataFim: '2020-03-10' }, // counts
        { codigoTipo: 203, dataInicio: '2020-12-30', dataFim: '2021-01-05' }, // 2 days inside
      ],
    } as unknown as Parameters<typeof tempoServico>[0];
    const t = tempoServico(r, new Set([401, 203]), '2020-12-31');
    const brutos = daysBetween(inicio, '2020-12-31') + 1;
    expect(t).toMatchObject({
      inicio,
      fim: '2020-12-31',
      diasBrutos: brutos,
      diasNaoComputados: 4,
      diasLiquidos: brutos - 4,
    });
    expect(anosMesesDias(362)).toBe('0 anos, 11 meses e 32 dias');
  });

  it('ends a servant in activity today in Brasília, not in UTC (22:30 in Brasília is the next day in UTC)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${addDays(inicio, 1)}T01:30:00Z`));
    try {
      const r = { base, desligamento: null, aposentadoria: null, eventos: [] } as unknown as Parameters<
        typeof tempoServico
      >[0];
      expect(tempoServico(r, new Set())).toMatchObject({ fim: inicio, diasBrutos: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("the sheet and the certificate count from the same date: the sheet's 'Data de exercício', not the admission", async () => {
    const f = (await call('GET', '/fipa/v1/dadosFipaServidor', { numeroFuncionario: daSeplag.numero })).body.objeto;
    const exercicio = String(f.dataExercicio).includes('/')
      ? String(f.dataExercicio).split('/').reverse().join('-')
      : String(f.dataExercicio);
    const br = (iso: string) => iso.split('-').reverse().join('/');
    expect(Number(/^(\d+) dias/.exec(f.tempoServico)![1])).toBe(
      daysBetween(exercicio, hojeBrasilia()) + 1 - f.diasNaoComputados,
    );
    const { body } = await call('POST', '/relatoriosFipa/v1/visualizarRelatoriosFipa', {
      numeroFuncionario: daSeplag.numero,
      codigoRelatorio: 'CERTIDAO_TEMPO_SERVICO',
    });
    // Justified text: pdfkit places the words one by one, so compare without spaces.
    const semEspacos = (t: string) => t.replace(/\s+/g, '');
    const texto = semEspacos(pdfText(pdfDe(body.objeto.pdf)));
    expect(texto).toContain(semEspacos(`em exercício desde ${br(exercicio)}, conta, no período de ${br(exercicio)} a`));
  });
});

describe('relatoriosFipa', () => {
  it('lists the three reports with the issue counts', async () => {
    const { body } = await call('GET', '/relatoriosFipa/v1/listaRelatoriosFipa', {
      numeroFuncionario: daSeplag.numero,
    });
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto.map((r: { nomeRelatorio: string }) => r.nomeRelatorio)).toEqual(
      RELATORIOS_FIPA.map((r) => r.nomeRelatorio),
    );
    expect(body.objeto[0]).toMatchObject({ numeroFuncionario: daSeplag.numero });
    expect(
      (await call('GET', '/relatoriosFipa/v1/listaRelatoriosFipa', { numeroFuncionario: 'x' })).body.codigoMensagem,
    ).toBe(4);
    esperarComoAusente(
      await call('GET', '/relatoriosFipa/v1/listaRelatoriosFipa', { numeroFuncionario: daSee }),
      await call('GET', '/relatoriosFipa/v1/listaRelatoriosFipa', { numeroFuncionario: '999999999999' }),
    );
    expect(
      (await call('GET', '/relatoriosFipa/v1/listaRelatoriosFipa', { numeroFuncionario: '999999999999' })).body
        .codigoMensagem,
    ).toBe(2);
  });

  it('visualizar answers a readable PDF of the servant, marked, and records nothing', async () => {
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fipa_emissao')).rows[0].n;
    for (const r of RELATORIOS_FIPA) {
      const { body } = await call('POST', '/relatoriosFipa/v1/visualizarRelatoriosFipa', {
        numeroFuncionario: daSeplag.numero,
        codigoRelatorio: r.codigoRelatorio,
      });
      expect(body.codigoMensagem).toBe(0);
      const pdf = pdfDe(body.objeto.pdf);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const texto = pdfText(pdf);
      expect(texto).toContain(daSeplag.nome);
      expect(texto).toContain(formatCpf(daSeplag.cpf));
      expect(texto).toContain(r.nomeRelatorio.toUpperCase());
      expect(texto).toContain('VISUALIZAÇÃO - DOCUMENTO SEM VALOR OFICIAL');
      expect(texto).not.toContain('Número de emissão');
      expect(body.objeto.nomeArquivo).toMatch(/\.pdf$/);
    }
    expect((await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fipa_emissao')).rows[0].n).toBe(antes);
  });

  it('visualizar: bad input → 4, another unit like unknown, unknown → 2', async () => {
    const v = (b: Record<string, unknown>, t = ana) =>
      call('POST', '/relatoriosFipa/v1/visualizarRelatoriosFipa', b, t);
    const bad = await v({ numeroFuncionario: daSeplag.numero, codigoRelatorio: 'OUTRO' });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas[0].campo).toBe('codigoRelatorio');
    esperarComoAusente(
      await v({ numeroFuncionario: daSee, codigoRelatorio: 'FICHA_FUNCIONAL' }),
      await v({ numeroFuncionario: '999999999999', codigoRelatorio: 'FICHA_FUNCIONAL' }),
    );
    expect(
      (await v({ numeroFuncionario: '999999999999', codigoRelatorio: 'FICHA_FUNCIONAL' })).body.codigoMensagem,
    ).toBe(2);
  });

  it('emitir records the issue with its audit row and prints number and code', async () => {
    const { body } = await call('POST', '/relatoriosFipa/v1/emitirRelatoriosFipa', {
      numeroFuncionario: daSeplag.numero,
      codigoRelatorio: 'CERTIDAO_TEMPO_SERVICO',
    });
    expect(body.codigoMensagem).toBe(0);
    const { numeroEmissao, codigoAutenticacao } = body.objeto;
    expect(numeroEmissao).toMatch(/^FIPA-\d{4}-\d{6}$/);
    expect(codigoAutenticacao).toMatch(/^[0-9a-f]{16}$/);
    const texto = pdfText(pdfDe(body.objeto.pdf));
    expect(texto).toContain(daSeplag.nome);
    expect(texto).toContain(`Número de emissão: ${numeroEmissao}`);
    expect(texto).toContain(`Código de autenticação: ${codigoFormatado(codigoAutenticacao)}`);
    expect(texto).not.toContain('VISUALIZAÇÃO');
    const { rows } = await gw.db.query<{ relatorio: string; emitido_por: string; unidade_codigo: string; id: number }>(
      'SELECT id, relatorio, emitido_por, unidade_codigo FROM fipa_emissao WHERE numero_emissao = $1',
      [numeroEmissao],
    );
    expect(rows[0]).toMatchObject({
      relatorio: 'CERTIDAO_TEMPO_SERVICO',
      emitido_por: ANA.cpf,
      unidade_codigo: '1501',
    });
    const audit = await gw.db.query(
      `SELECT endpoint FROM auditoria WHERE entidade = 'fipa_emissao' AND registro_id = $1`,
      [String(rows[0].id)],
    );
    expect(audit.rows).toEqual([{ endpoint: 'relatoriosFipa.emitirRelatoriosFipa' }]);
    // The list shows it, the report list counts it.
    const lista = await call('GET', '/relatoriosFipa/v1/listaEmissoesFipa', { numeroFuncionario: daSeplag.numero });
    expect(lista.body.objeto[0]).toMatchObject({
      numeroEmissao,
      relatorio: 'CERTIDAO_TEMPO_SERVICO',
      nomeRelatorio: 'Certidão de tempo de serviço',
    });
    const rel = await call('GET', '/relatoriosFipa/v1/listaRelatoriosFipa', { numeroFuncionario: daSeplag.numero });
    expect(
      rel.body.objeto.find((r: { codigoRelatorio: string }) => r.codigoRelatorio === 'CERTIDAO_TEMPO_SERVICO')
        .quantidadeEmissoes,
    ).toBeGreaterThanOrEqual(1);
  });

  it('emitir: bad input → 4, another unit like unknown (nothing recorded), unknown → 2', async () => {
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fipa_emissao')).rows[0].n;
    const e = (b: Record<string, unknown>) => call('POST', '/relatoriosFipa/v1/emitirRelatoriosFipa', b);
    expect((await e({ numeroFuncionario: daSeplag.numero })).body.codigoMensagem).toBe(4);
    esperarComoAusente(
      await e({ numeroFuncionario: daSee, codigoRelatorio: 'FICHA_FUNCIONAL' }),
      await e({ numeroFuncionario: '999999999999', codigoRelatorio: 'FICHA_FUNCIONAL' }),
    );
    expect(
      (await e({ numeroFuncionario: '999999999999', codigoRelatorio: 'FICHA_FUNCIONAL' })).body.codigoMensagem,
    ).toBe(2);
    expect((await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fipa_emissao')).rows[0].n).toBe(antes);
  });

  it('listaEmissoesFipa: none → 2, bad input → 4, another unit like unknown', async () => {
    const outro = (
      await gw.db.query<{ n: string }>(
        `SELECT s.numero_funcionario AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = '1501' ORDER BY s.id DESC LIMIT 1`,
      )
    ).rows[0].n;
    expect(
      (await call('GET', '/relatoriosFipa/v1/listaEmissoesFipa', { numeroFuncionario: outro })).body.codigoMensagem,
    ).toBe(2);
    expect(
      (await call('GET', '/relatoriosFipa/v1/listaEmissoesFipa', { numeroFuncionario: '1a' })).body.codigoMensagem,
    ).toBe(4);
    esperarComoAusente(
      await call('GET', '/relatoriosFipa/v1/listaEmissoesFipa', { numeroFuncionario: daSee }),
      await call('GET', '/relatoriosFipa/v1/listaEmissoesFipa', { numeroFuncionario: '999999999999' }),
    );
  });
});
