/**
 * One current level per servant: the servant record (career details, evolution, functional
 * history), the latest pay slip (positions and the base-salary item), FIPA's sheet and its PDF and
 * the progression's evolution history all show the level the progression table decided — the
 * previous one while the movement is not VALIDADA, the new one once it is validated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA } from '../db/demo-users.ts';
import { pdfText } from '../lib/fipa-pdf.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { remuneracaoBase } from '../seed/gestao-tempo.ts';
import { servidoresPorId } from '../servidores/base.ts';
import { registroDe } from '../servidores/index.ts';
import { registroServidor } from './carreira-servidor.ts';

let gw: GatewayApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  gw = await startTestApp(300);
  const sessao = await sessionFor(gw, ANA.cpf);
  for (const g of ['/gw/sisapmg', '/gw/fipa', '/gw/contagem-tempo'])
    tokens[g] = await accessToken(gw, sessao, '1501', g);
});
afterAll(() => gw?.close());

async function get(gateway: string, path: string, query: Record<string, string>) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `${gateway}${path}`,
    query,
    headers: { authorization: `Bearer ${tokens[gateway]}` },
  });
  return res.json();
}

async function post(gateway: string, path: string, query: Record<string, string>, payload: Record<string, unknown>) {
  const res = await gw.app.inject({
    method: 'POST',
    url: `${gateway}${path}`,
    query,
    payload,
    headers: { authorization: `Bearer ${tokens[gateway]}` },
  });
  return res.json();
}

interface Movimento {
  id: number;
  versao: number;
  numero: string;
  tipo: string;
  aquisicao: string;
  anterior: string;
  novo: string;
}

/** A SEPLAG movement in `situacao`, a promotion when there is one. */
async function movimento(situacao: string): Promise<Movimento> {
  const { rows } = await gw.db.query<Movimento>(
    `SELECT p.id::int AS id, p.versao, s.numero_funcionario AS numero, p.tipo, to_char(p.data_aquisicao, 'DD/MM/YYYY') AS aquisicao,
            p.nivel_anterior || '-' || p.grau_anterior AS anterior, p.nivel_novo || '-' || p.grau_novo AS novo
       FROM progressao_servidor p JOIN servidor s ON s.id = p.servidor_id
      WHERE p.unidade_codigo = '1501' AND p.situacao = $1 ORDER BY p.tipo = 'PROMOCAO' DESC, p.id LIMIT 1`,
    [situacao],
  );
  expect(rows[0], situacao).toBeDefined();
  return rows[0];
}

/** The current level ('II-A') as each reader shows it. */
async function niveis(m: Movimento) {
  const S = '/gw/sisapmg';
  const n = { numeroFuncionario: m.numero };
  const detalhe = (await get(S, '/cargosCarreiras/v1/detalhes', { ...n, sequencialCargoAdmissao: '1' })).objeto;
  const evolucao = (await get(S, '/cargosCarreiras/v1/evolucao', { ...n, size: '100' })).objeto as {
    nivel: string;
    grau: string;
    dataFim: string;
  }[];
  const atual = evolucao.find((e) => e.dataFim === '')!;
  const [folha] = (await get(S, '/dadosFinanceiros/v1/contraChequeServidor/contracheques', { ...n, size: '5' }))
    .objeto as { anoMesFolha: number }[];
  const daFolha = { ...n, anoMesFolha: String(folha.anoMesFolha), numeroFolhaSuplementar: '0' };
  const [cargo] = (await get(S, '/dadosFinanceiros/v1/contraChequeServidor/cargos', daFolha)).objeto;
  const itens = (await get(S, '/dadosFinanceiros/v1/contraChequeServidor/vantagensEDescontos', daFolha)).objeto as {
    codigoVerba: string;
    referencia: string;
  }[];
  const fipa = (await get('/gw/fipa', '/fipa/v1/dadosFipaServidor', n)).objeto;
  const pdf = (
    await post(
      '/gw/fipa',
      '/relatoriosFipa/v1/visualizarRelatoriosFipa',
      {},
      { ...n, codigoRelatorio: 'FICHA_FUNCIONAL' },
    )
  ).objeto.pdf;
  const linhaPdf = /Nível \/ grau[^IVX]*([IVX]+) \/ ([A-J])/.exec(pdfText(Buffer.from(pdf, 'base64')));
  const historico = await get('/gw/contagem-tempo', '/progressaoPromocao/v1/historicoEvolucao', {
    codigoUnidadeUsuarioLogado: '1501',
    idGestaoProgressao: String(m.id),
  });
  return {
    registro: `${detalhe.nivel}-${detalhe.grau}`,
    evolucao: `${atual.nivel}-${atual.grau}`,
    contracheque: `${cargo.nivel}-${cargo.grau}`,
    vencimentoBasico: itens.find((i) => i.codigoVerba === '0001')?.referencia,
    fipa: `${fipa.nivel}-${fipa.grau}`,
    fichaPdf: linhaPdf ? `${linhaPdf[1]}-${linhaPdf[2]}` : 'não impresso',
    progressao: `${historico.objeto[0].nivel}-${historico.objeto[0].grau}`,
  };
}

const todos = (nivel: string) => ({
  registro: nivel,
  evolucao: nivel,
  contracheque: nivel,
  vencimentoBasico: nivel,
  fipa: nivel,
  fichaPdf: nivel,
  progressao: nivel,
});

/** Whether the functional history publishes the act of the movement. */
async function atoPublicado(m: Movimento): Promise<boolean> {
  const h = (
    await get('/gw/sisapmg', '/eventosFuncionais/v1/historicoFuncional', { numeroFuncionario: m.numero, size: '100' })
  ).objeto as {
    descricao: string;
  }[];
  const [nivel, grau] = m.novo.split('-');
  return h.some((x) => x.descricao.includes(`nível ${nivel}, grau ${grau}, a partir de ${m.aquisicao}`));
}

describe("a servant's current level has one source: the progression table", () => {
  it("a 'Não apta' movement leaves the previous level in the record, the pay slip, FIPA and the progression", async () => {
    const m = await movimento('NAO_APTA');
    expect(await niveis(m)).toEqual(todos(m.anterior));
    expect(await atoPublicado(m)).toBe(false);
  });

  it('a validated movement moves every one of them to the new level at once', async () => {
    const m = await movimento('AGUARDANDO_VALIDACAO');
    expect(await niveis(m)).toEqual(todos(m.anterior));
    const unidade = { codigoUnidadeUsuarioLogado: '1501' };
    const res = await post('/gw/contagem-tempo', '/progressaoPromocao/v1/validarProgressaoServidor', unidade, {
      ...unidade,
      idsGestaoProgressao: [m.id],
      versoes: [m.versao],
      decisao: 'VALIDAR',
    });
    expect(res.codigoMensagem).toBe(0);
    expect(await niveis(m)).toEqual(todos(m.novo));
    expect(await atoPublicado(m)).toBe(true);
  });

  it("the seed's year-end bonus base of a servant whose movement is not validated is the previous level's", async () => {
    const { rows } = await gw.db.query<{ id: number; base: number; inicio: string; ano: number }>(
      `SELECT g.servidor_id AS id, g.remuneracao_base::float8 AS base, to_char(g.inicio_exercicio, 'YYYY-MM-DD') AS inicio, g.ano
         FROM gratificacao_natalina g JOIN progressao_servidor p ON p.servidor_id = g.servidor_id
        WHERE p.situacao = 'NAO_APTA' AND g.fim_exercicio IS NULL AND g.ano = (SELECT max(ano) FROM gratificacao_natalina) AND p.data_aquisicao <= g.apurada_em::date`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const bases = await servidoresPorId(
      gw.db,
      rows.map((r) => r.id),
    );
    let diferentes = 0;
    for (const g of rows) {
      const base = bases.get(g.id)!;
      const concedido = await registroServidor(gw.db, base);
      const mes = `${g.ano}-${String(concedido.referencia % 100).padStart(2, '0')}-01`;
      const dia = mes < g.inicio ? g.inicio : mes;
      expect(g.base, base.numeroFuncionario).toBe(remuneracaoBase(concedido, dia));
      if (remuneracaoBase(registroDe(base), dia) !== g.base) diferentes++;
    }
    expect(diferentes).toBeGreaterThan(0);
  });
});
