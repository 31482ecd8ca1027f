/**
 * Dirigentes máximos (/gw/contagem-tempo/dirigenteMaximo/v1): the seed, the lists, the CPF lookup,
 * inclusion, edition (version), block and unblock (DIRIGENTE_MAXIMO machine, reason, audit), the
 * document upload and download, the export, and the lauda rule (dirigentesAtivos). For every
 * endpoint: valid answer, bad input code 4, another unit's record answered exactly like a missing one, no result code 2, illegal transition 4.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA, BRUNO } from '../../../db/demo-users.ts';
import { dirigentesAtivos } from '../../../domain/dirigentes.ts';
import { esperarComoAusente } from '../../../testing/unit-scope.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { CARGOS_DIRIGENTE } from '../../../domain/dirigentes.ts';
import { MSG_DATA_FUTURA, MSG_JA_DIRIGENTE } from './dirigentes.ts';
import { comoOPortalEnvia } from '../../../testing/portal-body.ts';

const D = '/gw/contagem-tempo/dirigenteMaximo/v1';
const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA (no grant)
let edu: string; // SEE 1261, ADMINISTRADOR

beforeAll(async () => {
  gw = await startTestApp(300);
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/contagem-tempo');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/contagem-tempo');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261', '/gw/contagem-tempo');
});
afterAll(() => gw?.close());

const unidadeDe = (token: string) => (token === ana ? '1501' : '1261');

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const query = { codigoUnidadeUsuarioLogado: unidadeDe(token) };
  const res = await gw.app.inject({
    method,
    url: `${D}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET'
      ? { query: { ...query, ...(data as Record<string, string>) } }
      : { query, payload: comoOPortalEnvia(`${D}${url}`, data) }),
  });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.json() : undefined,
    raw: res.rawPayload,
    headers: res.headers,
  };
}

/** A servant of `unidade` who is not a supreme official yet (and not exonerated). */
async function servidorLivre(
  unidade: string,
  skip = 0,
): Promise<{ cpf: string; nome: string; instituicao: string; admissao: string }> {
  const { rows } = await gw.db.query<{ cpf: string; nome: string; instituicao: string; admissao: string }>(
    `SELECT s.cpf, s.nome, s.instituicao_codigo AS instituicao, to_char(s.data_admissao, 'DD/MM/YYYY') AS admissao
       FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
      WHERE i.unidade_codigo = $1 AND s.situacao_servidor = 'Ativo' AND s.data_admissao < (now() AT TIME ZONE 'America/Sao_Paulo')::date - 400
        AND NOT EXISTS (SELECT 1 FROM dirigente_maximo d WHERE d.cpf = s.cpf)
      ORDER BY s.id OFFSET $2 LIMIT 1`,
    [unidade, skip],
  );
  return rows[0];
}

const hojeMenos = (dias: number) => {
  const d = new Date(Date.now() - dias * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

async function incluir(token = ana, skip = 0): Promise<{ id: number; cpf: string; instituicao: string }> {
  const s = await servidorLivre(unidadeDe(token), skip);
  const r = await call(
    'POST',
    '/incluirDirigenteMaximo',
    {
      cpfDirigenteMaximo: s.cpf,
      codigoInstituicao: s.instituicao,
      codigoCargo: 'PRESIDENTE',
      dataInicio: hojeMenos(30),
      atoNomeacao: 'Decreto NE nº 1/2026',
    },
    token,
  );
  expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
  return { id: r.body.objeto.idDirigenteMaximo as number, cpf: s.cpf, instituicao: s.instituicao };
}

const detalhe = async (id: number, token = ana) =>
  (await call('GET', '/buscaDirigenteMaximoEdicao', { idDirigenteMaximo: String(id) }, token)).body;
const trilha = async (id: number) =>
  (
    await gw.db.query<{ endpoint: string }>(
      `SELECT endpoint FROM auditoria WHERE entidade = 'dirigente_maximo' AND registro_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows.map((r) => r.endpoint);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const b = '----prhDirigente';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

async function enviar(
  fields: Record<string, string>,
  file = { name: 'ato.pdf', bytes: PDF, type: 'application/pdf' },
  token = ana,
) {
  const m = multipart(fields, file);
  const res = await gw.app.inject({
    method: 'POST',
    url: `${D}/salvarDocumento`,
    query: { codigoUnidadeUsuarioLogado: unidadeDe(token) },
    headers: { authorization: `Bearer ${token}`, ...m.headers },
    payload: m.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('seed', () => {
  it('has one or two officials per institution (the deputy of every third institution blocked) with audit rows', async () => {
    const { rows } = await gw.db.query<{ instituicao_codigo: string; n: number; bloqueados: number }>(
      `SELECT instituicao_codigo, count(*)::int AS n, count(*) FILTER (WHERE situacao = 'BLOQUEADO')::int AS bloqueados FROM dirigente_maximo GROUP BY 1`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(r.n).toBeGreaterThanOrEqual(1);
    expect(rows.some((r) => r.bloqueados > 0)).toBe(true);
    const { rows: a } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'dirigente_maximo'`,
    );
    expect(a[0].n).toBeGreaterThan(rows.length);
  });
});

describe('reads', () => {
  it("instituicoes and cargos: the unit's institutions, the positions; bad input 4; another unit 403", async () => {
    const i = await call('GET', '/instituicoes');
    expect(i.body.objeto.map((x: { codigo: string }) => x.codigo)).toEqual(
      expect.arrayContaining(['1501', '2011', '2051']),
    );
    expect(i.body.objeto.map((x: { codigo: string }) => x.codigo)).not.toContain('1261');
    const c = await call('GET', '/cargos');
    expect(c.body.objeto).toEqual(CARGOS_DIRIGENTE.map((x) => ({ ...x })));
    expect((await call('GET', '/cargos', { x: '1' })).body.codigoMensagem).toBe(4);
    expect((await call('GET', '/instituicoes', { x: '1' })).body.codigoMensagem).toBe(4);
    const outra = await gw.app.inject({
      method: 'GET',
      url: `${D}/instituicoes`,
      query: { codigoUnidadeUsuarioLogado: '1261' },
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(outra.statusCode).toBe(403);
    expect((await call('GET', '/instituicoes', {}, bruno)).status).toBe(403);
  });

  it('listaDirigenteMaximo: time-counting paging (default 5), filters, sort, 403, code 2, code 4', async () => {
    const r = await call('GET', '/listaDirigenteMaximo');
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.paginacao).toMatchObject({ pagina: 0, tamanhoPagina: 5 });
    expect(r.body.objeto.length).toBeLessThanOrEqual(5);
    const nomes = r.body.objeto.map((x: { nome: string }) => x.nome);
    expect(r.body.objeto[0]).toMatchObject({
      situacaoDescricao: expect.stringMatching(/Ativo|Bloqueado/),
      cargo: expect.any(String),
    });
    const p1 = await call('GET', '/listaDirigenteMaximo', {
      pagina: '1',
      tamanhoPagina: '5',
      campoOrdenacao: 'nome',
      tipoOrdenacaoAscDesc: 'DESC',
    });
    expect(p1.body.paginacao).toMatchObject({ pagina: 1, tamanhoPagina: 5 });
    expect(nomes.length).toBeGreaterThan(0);
    const b = await call('GET', '/listaDirigenteMaximo', { situacao: 'BLOQUEADO', tamanhoPagina: '100' });
    for (const x of b.body.objeto ?? []) expect(x.situacao).toBe('BLOQUEADO');
    expect((await call('GET', '/listaDirigenteMaximo', { codigoInstituicao: '1261' })).status).toBe(403);
    expect((await call('GET', '/listaDirigenteMaximo', { nome: 'zzzzzzzz' })).body.codigoMensagem).toBe(2);
    const bad = await call('GET', '/listaDirigenteMaximo', { situacao: 'X' });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas[0].campo).toBe('situacao');
    expect((await call('GET', '/listaDirigenteMaximo', { campoOrdenacao: 'cpf' })).body.codigoMensagem).toBe(4);
  });

  it("buscarCpf fills the form from a servant of the unit; 2 unknown; another unit's like unknown; 4 bad CPF", async () => {
    const s = await servidorLivre('1501');
    const r = await call('GET', '/buscarCpf', { cpfDirigenteMaximo: s.cpf });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto).toMatchObject({
      cpfDirigenteMaximo: s.cpf,
      nome: s.nome,
      codigoInstituicao: s.instituicao,
      dataAdmissao: s.admissao,
      dirigenteDe: '',
    });
    expect(r.body.objeto.cargoEfetivo.length).toBeGreaterThan(3);
    const nada = await call('GET', '/buscarCpf', { cpfDirigenteMaximo: '11144477735' });
    expect(nada.body.codigoMensagem).toBe(2);
    const see = await servidorLivre('1261');
    esperarComoAusente(await call('GET', '/buscarCpf', { cpfDirigenteMaximo: see.cpf }), nada);
    const bad = await call('GET', '/buscarCpf', { cpfDirigenteMaximo: '12345678900' });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas[0].campo).toBe('cpfDirigenteMaximo');
  });
});

describe('writes', () => {
  it('includes an official (audited), refuses the same CPF twice, a future date, another unit', async () => {
    const d = await incluir();
    const det = await detalhe(d.id);
    expect(det.objeto).toMatchObject({
      cpfDirigenteMaximo: d.cpf,
      situacao: 'ATIVO',
      versao: 1,
      possuiDocumento: 'N',
      idDocumento: 0,
      codigoCargo: 'PRESIDENTE',
    });
    expect(await trilha(d.id)).toEqual(['dirigenteMaximo.incluirDirigenteMaximo']);
    const base = {
      codigoInstituicao: d.instituicao,
      codigoCargo: 'PRESIDENTE',
      dataInicio: hojeMenos(1),
      atoNomeacao: 'Decreto 2',
    };
    const dup = await call('POST', '/incluirDirigenteMaximo', { ...base, cpfDirigenteMaximo: d.cpf });
    expect(dup.body).toMatchObject({
      codigoMensagem: 4,
      listaCriticas: [{ campo: 'cpfDirigenteMaximo', mensagem: MSG_JA_DIRIGENTE }],
    });
    const s2 = await servidorLivre('1501');
    const fut = await call('POST', '/incluirDirigenteMaximo', {
      ...base,
      cpfDirigenteMaximo: s2.cpf,
      dataInicio: hojeMenos(-10),
    });
    expect(fut.body).toMatchObject({
      codigoMensagem: 4,
      listaCriticas: [{ campo: 'dataInicio', mensagem: MSG_DATA_FUTURA }],
    });
    const bad = await call('POST', '/incluirDirigenteMaximo', {
      ...base,
      cpfDirigenteMaximo: s2.cpf,
      codigoCargo: 'REI',
    });
    expect(bad.body.listaCriticas[0].campo).toBe('codigoCargo');
    expect(
      (
        await call('POST', '/incluirDirigenteMaximo', {
          ...base,
          cpfDirigenteMaximo: s2.cpf,
          codigoInstituicao: '1261',
        })
      ).status,
    ).toBe(403);
    const see = await servidorLivre('1261');
    const semCpf = await call('POST', '/incluirDirigenteMaximo', { ...base, cpfDirigenteMaximo: '11144477735' });
    expect(semCpf.body.codigoMensagem).toBe(4);
    esperarComoAusente(await call('POST', '/incluirDirigenteMaximo', { ...base, cpfDirigenteMaximo: see.cpf }), semCpf);
    expect((await gw.db.query('SELECT 1 FROM dirigente_maximo WHERE cpf = $1', [s2.cpf])).rows).toEqual([]);
  });

  it("buscaDirigenteMaximoEdicao: 2 unknown, another unit's like unknown, 4 bad id", async () => {
    const d = await incluir(edu);
    const nada = await call('GET', '/buscaDirigenteMaximoEdicao', { idDirigenteMaximo: '999999' });
    expect(nada.body.codigoMensagem).toBe(2);
    esperarComoAusente(await call('GET', '/buscaDirigenteMaximoEdicao', { idDirigenteMaximo: String(d.id) }), nada);
    expect((await call('GET', '/buscaDirigenteMaximoEdicao', { idDirigenteMaximo: 'x' })).body.codigoMensagem).toBe(4);
  });

  it("edits with the version; stale version 4; another unit's like unknown (4)", async () => {
    const d = await incluir(ana, 1);
    const e = await call('POST', '/editarDirigenteMaximo', {
      idDirigenteMaximo: d.id,
      codigoCargo: 'DIRETOR_GERAL',
      dataInicio: hojeMenos(40),
      atoNomeacao: 'Decreto NE nº 9/2026',
      versao: 1,
    });
    expect(e.body).toMatchObject({ codigoMensagem: 0, objeto: { versao: 2 } });
    expect((await detalhe(d.id)).objeto).toMatchObject({
      codigoCargo: 'DIRETOR_GERAL',
      cargo: 'Diretor(a)-Geral',
      versao: 2,
    });
    const stale = await call('POST', '/editarDirigenteMaximo', {
      idDirigenteMaximo: d.id,
      codigoCargo: 'PRESIDENTE',
      dataInicio: hojeMenos(40),
      atoNomeacao: 'X-1',
      versao: 1,
    });
    expect(stale.body.listaCriticas[0].campo).toBe('versao');
    const outro = await incluir(edu, 1);
    const edicao = { codigoCargo: 'PRESIDENTE', dataInicio: hojeMenos(4), atoNomeacao: 'X-1', versao: 1 };
    const nada = await call('POST', '/editarDirigenteMaximo', { ...edicao, idDirigenteMaximo: 999999 });
    expect(nada.body.codigoMensagem).toBe(4);
    esperarComoAusente(await call('POST', '/editarDirigenteMaximo', { ...edicao, idDirigenteMaximo: outro.id }), nada);
    expect(await trilha(d.id)).toEqual([
      'dirigenteMaximo.incluirDirigenteMaximo',
      'dirigenteMaximo.editarDirigenteMaximo',
    ]);
  });

  it('blocks and unblocks with a reason (audited); illegal transitions and short reasons are code 4; blocked ones leave the laudas', async () => {
    const d = await incluir(ana, 2);
    expect((await dirigentesAtivos(gw.db, d.instituicao)).map((x) => x.idDirigenteMaximo)).toContain(d.id);
    const curto = await call('POST', '/bloqueio', { idDirigenteMaximo: d.id, motivo: 'curto', versao: 1 });
    expect(curto.body.listaCriticas[0].campo).toBe('motivo');
    const b = await call('POST', '/bloqueio', {
      idDirigenteMaximo: d.id,
      motivo: 'Afastado por licença médica prolongada.',
      versao: 1,
    });
    expect(b.body).toMatchObject({ codigoMensagem: 0, objeto: { situacao: 'BLOQUEADO', versao: 2 } });
    expect((await dirigentesAtivos(gw.db, d.instituicao)).map((x) => x.idDirigenteMaximo)).not.toContain(d.id);
    const denovo = await call('POST', '/bloqueio', {
      idDirigenteMaximo: d.id,
      motivo: 'Afastado por licença médica prolongada.',
      versao: 2,
    });
    expect(denovo.body).toMatchObject({ codigoMensagem: 4, listaCriticas: [{ campo: 'situacao' }] });
    expect(denovo.body.mensagem).toContain("'Bloqueado'");
    const editar = await call('POST', '/editarDirigenteMaximo', {
      idDirigenteMaximo: d.id,
      codigoCargo: 'PRESIDENTE',
      dataInicio: hojeMenos(4),
      atoNomeacao: 'X-1',
      versao: 2,
    });
    expect(editar.body.codigoMensagem).toBe(4);
    expect((await detalhe(d.id)).objeto.motivo).toBe('Afastado por licença médica prolongada.');
    const u = await call('POST', '/desbloqueio', {
      idDirigenteMaximo: d.id,
      motivo: 'Retorno da licença em 10/01.',
      versao: 2,
    });
    expect(u.body).toMatchObject({ codigoMensagem: 0, objeto: { situacao: 'ATIVO', versao: 3 } });
    expect(
      (
        await call('POST', '/desbloqueio', {
          idDirigenteMaximo: d.id,
          motivo: 'Retorno da licença em 10/01.',
          versao: 3,
        })
      ).body.codigoMensagem,
    ).toBe(4);
    expect((await dirigentesAtivos(gw.db, d.instituicao)).map((x) => x.idDirigenteMaximo)).toContain(d.id);
    expect(await trilha(d.id)).toEqual([
      'dirigenteMaximo.incluirDirigenteMaximo',
      'dirigenteMaximo.bloqueio',
      'dirigenteMaximo.desbloqueio',
    ]);
    const outro = await incluir(edu, 2);
    esperarComoAusente(
      await call('POST', '/bloqueio', { idDirigenteMaximo: outro.id, motivo: 'Motivo qualquer válido.', versao: 1 }),
      await call('POST', '/bloqueio', { idDirigenteMaximo: 999999, motivo: 'Motivo qualquer válido.', versao: 1 }),
    );
    expect(
      (await call('POST', '/desbloqueio', { idDirigenteMaximo: 999999, motivo: 'Motivo qualquer válido.', versao: 1 }))
        .body.codigoMensagem,
    ).toBe(4);
    expect(
      (await call('POST', '/desbloqueio', { idDirigenteMaximo: 'x', motivo: 'Motivo qualquer válido.', versao: 1 }))
        .body.codigoMensagem,
    ).toBe(4);
  });

  it("uploads the document (checked by content, audited) and downloads it; 2 without document; another unit's like unknown; 4", async () => {
    const d = await incluir(ana, 3);
    expect((await call('GET', '/downloadArquivo', { idDirigenteMaximo: String(d.id) })).body.codigoMensagem).toBe(2);
    const up = await enviar({ modelo: 'INCLUIR_DIRIGENTE_MAXIMO', cpfDirigenteMaximo: d.cpf });
    expect(up.body, JSON.stringify(up.body)).toMatchObject({
      codigoMensagem: 0,
      objeto: { idDirigenteMaximo: d.id, tipoConteudo: 'application/pdf' },
    });
    const det = (await detalhe(d.id)).objeto;
    expect(det).toMatchObject({ possuiDocumento: 'S', nomeArquivo: 'ato.pdf' });
    const dl = await call('GET', '/downloadArquivo', { idDirigenteMaximo: String(d.id) });
    expect(dl.status).toBe(200);
    expect(dl.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(dl.raw, PDF)).toBe(0);
    expect(await trilha(d.id)).toEqual(['dirigenteMaximo.incluirDirigenteMaximo', 'dirigenteMaximo.salvarDocumento']);
    // Not a PDF/PNG/JPEG by content; wrong model; unknown CPF; another unit's official.
    const txt = await enviar(
      { modelo: 'INCLUIR_DIRIGENTE_MAXIMO', cpfDirigenteMaximo: d.cpf },
      { name: 'x.pdf', bytes: Buffer.from('hello'), type: 'application/pdf' },
    );
    expect(txt.body.codigoMensagem).toBe(4);
    expect((await enviar({ modelo: 'OUTRO', cpfDirigenteMaximo: d.cpf })).body.listaCriticas[0].campo).toBe('modelo');
    const semCpf = await enviar({ modelo: 'INCLUIR_DIRIGENTE_MAXIMO', cpfDirigenteMaximo: '11144477735' });
    expect(semCpf.body.codigoMensagem).toBe(4);
    const outro = await incluir(edu, 3);
    esperarComoAusente(await enviar({ modelo: 'INCLUIR_DIRIGENTE_MAXIMO', cpfDirigenteMaximo: outro.cpf }), semCpf);
    const nada = await call('GET', '/downloadArquivo', { idDirigenteMaximo: '999999' });
    expect(nada.body.codigoMensagem).toBe(2);
    esperarComoAusente(await call('GET', '/downloadArquivo', { idDirigenteMaximo: String(outro.id) }), nada);
    expect((await call('GET', '/downloadArquivo', { idDirigenteMaximo: 'abc' })).body.codigoMensagem).toBe(4);
  });
});

describe('export and rule', () => {
  it('solicitaRelatorioDirigentesMaximos schedules the screen export; unknown tela 4; without grant 403', async () => {
    const exp = (body: Record<string, unknown>, token = ana) =>
      gw.app.inject({
        method: 'POST',
        url: '/gw/exame/relatorios/v1/solicitaRelatorioDirigentesMaximos',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const anaExame = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
    const ok = await exp({ formato: 'CSV', tela: 'dirigentes-maximos', filtros: { situacao: 'ATIVO' } }, anaExame);
    expect(ok.json(), ok.body).toMatchObject({ codigoMensagem: 0, objeto: { statusGeracao: 'PENDENTE' } });
    expect((await exp({ formato: 'CSV', tela: 'outra-tela', filtros: {} }, anaExame)).json().codigoMensagem).toBe(4);
    expect(
      (await exp({ formato: 'DOC', tela: 'dirigentes-maximos', filtros: {} }, anaExame)).json().codigoMensagem,
    ).toBe(4);
    const brunoExame = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
    expect((await exp({ formato: 'CSV', tela: 'dirigentes-maximos', filtros: {} }, brunoExame)).statusCode).toBe(403);
  });

  it('dirigentesAtivos: only ATIVO officials in office on the date, titular first', async () => {
    const { rows } = await gw.db.query<{ instituicao_codigo: string }>(
      `SELECT instituicao_codigo FROM dirigente_maximo WHERE situacao = 'BLOQUEADO' LIMIT 1`,
    );
    const inst = rows[0].instituicao_codigo;
    const ativos = await dirigentesAtivos(gw.db, inst);
    const todos = (
      await gw.db.query<{ id: number; situacao: string }>(
        'SELECT id, situacao FROM dirigente_maximo WHERE instituicao_codigo = $1',
        [inst],
      )
    ).rows;
    expect(ativos.map((a) => a.idDirigenteMaximo).sort()).toEqual(
      todos
        .filter((t) => t.situacao === 'ATIVO')
        .map((t) => t.id)
        .sort(),
    );
    expect(await dirigentesAtivos(gw.db, inst, '2000-01-01')).toEqual([]);
    const datas = ativos.map((a) => a.dataInicio);
    expect(datas).toEqual([...datas].sort());
  });
});
