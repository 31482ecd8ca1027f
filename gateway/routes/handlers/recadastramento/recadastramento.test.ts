/**
 * 'Recadastramento' through the catalogue router: the seed, the searches, the records,
 * the re-registration with its document (multipart), the curatorship start/finish (CURATELA
 * machine), the SMS birthday file and the reports — for each endpoint a valid answer, bad input
 * (code 4 naming the field), another unit's record (answered exactly like a missing one), no result (code 2) and, for the writes,
 * the illegal transition / stale version (code 4, nothing written).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../../app.ts';
import { ANA, BRUNO } from '../../../db/demo-users.ts';
import { isCelular } from '../../../../schemas/formats.ts';
import { esperarComoAusente } from '../../../testing/unit-scope.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../../testing/support.ts';
import { MSG_CEP_DESCONHECIDO, MSG_DATA_FUTURA } from './pensionistas.ts';
import { MSG_CURADOR_PROPRIO } from './curatela.ts';
import { MSG_PERIODO_INVERTIDO } from './relatorios.ts';
import { comoOPortalEnvia } from '../../../testing/portal-body.ts';

const G = '/gw/sisapmg';
const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let edu: string; // SEE 1261, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA (no recadastramento resource)

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----prhBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in p)
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    else chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart POST: the fields (undefined left out) and a PDF `file` unless `semArquivo`. */
async function post(
  url: string,
  campos: Record<string, unknown>,
  token = ana,
  query: Record<string, string> = {},
  semArquivo = false,
) {
  const parts: Part[] = Object.entries(comoOPortalEnvia(`${G}${url}`, campos))
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => ({ name, value: String(v) }));
  if (!semArquivo) parts.push({ name: 'file', filename: 'comprovante.pdf', data: PDF });
  const { payload, headers } = multipart(parts);
  const res = await gw.app.inject({
    method: 'POST',
    url: `${G}${url}`,
    query,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function get(url: string, query: Record<string, unknown> = {}, token = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `${G}${url}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : undefined,
    raw: res,
  };
}

const um = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await gw.db.query<T>(sql, params)).rows[0];
const hojeBR = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** A pensioner of `unidade` matching `cond` (SQL on p). */
const pensionista = (unidade: string, cond = 'true') =>
  um<{
    id: number;
    versao: number;
    cpf: string;
    numero_pessoa: string;
    situacao_curatela: string;
    data_nascimento: Date;
  }>(
    `SELECT p.* FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE i.unidade_codigo = $1 AND ${cond} ORDER BY p.id LIMIT 1`,
    [unidade],
  );

beforeAll(async () => {
  gw = await startTestApp(500);
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261');
});
afterAll(() => gw?.close());

describe('seed', () => {
  it('makes every retired servant an inactive pensioner and special pensions with new persons as beneficiaries', async () => {
    const r = await um<{
      aposentados: number;
      inativos: number;
      beneficiarios: number;
      servidores_benef: number;
      pensoes: number;
    }>(
      `SELECT (SELECT count(*) FROM servidor WHERE situacao_funcional = 'Aposentado')::int AS aposentados,
              (SELECT count(*) FROM pensionista WHERE tipo = 'INATIVO')::int AS inativos,
              (SELECT count(*) FROM pensionista WHERE tipo = 'PENSAO_ESPECIAL')::int AS beneficiarios,
              (SELECT count(*) FROM pensionista p JOIN servidor s ON s.cpf = p.cpf WHERE p.tipo = 'PENSAO_ESPECIAL')::int AS servidores_benef,
              (SELECT count(*) FROM pensao_especial)::int AS pensoes`,
    );
    expect(r.inativos).toBe(r.aposentados);
    expect(r.pensoes).toBeGreaterThan(0);
    expect(r.beneficiarios).toBeGreaterThanOrEqual(r.pensoes);
    expect(r.servidores_benef).toBe(0);
    // Pending and up to date both exist; open and finished curatorships too; some mobiles fail the rule.
    const s = await um<{ pend: number; dia: number; ini: number; fim: number; invalidos: number }>(
      `SELECT count(*) FILTER (WHERE ultimo_recadastramento IS NULL OR ultimo_recadastramento < recad_inicio_ciclo(data_nascimento, (now() AT TIME ZONE 'America/Sao_Paulo')::date))::int AS pend,
              count(*) FILTER (WHERE ultimo_recadastramento >= recad_inicio_ciclo(data_nascimento, (now() AT TIME ZONE 'America/Sao_Paulo')::date))::int AS dia,
              count(*) FILTER (WHERE situacao_curatela = 'INICIADA')::int AS ini, count(*) FILTER (WHERE situacao_curatela = 'FINALIZADA')::int AS fim,
              count(*) FILTER (WHERE celular IS NOT NULL AND substr(celular, 3, 1) <> '9')::int AS invalidos FROM pensionista`,
    );
    expect(s.pend).toBeGreaterThan(0);
    expect(s.dia).toBeGreaterThan(s.pend);
    expect(s.ini).toBeGreaterThan(0);
    expect(s.fim).toBeGreaterThan(0);
    expect(s.invalidos).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const { seedRecadastramento } = await import('../../../seed/recadastramento.ts');
    const antes = await um<{ n: number }>('SELECT count(*)::int AS n FROM pensionista');
    await seedRecadastramento(gw.db);
    expect(await um('SELECT count(*)::int AS n FROM pensionista')).toEqual(antes);
  });
});

describe('admissao.recadastramento / situacaoBeneficiario', () => {
  it("lists the unit's pensioners with their situation; filters; code 2; code 4; 403 without the resource", async () => {
    const { body } = await get('/admissao/v1/recadastramento', { page: 0, size: 100 });
    expect(body.codigoMensagem).toBe(0);
    const esperado = await um<{ n: number }>(
      `SELECT count(*)::int AS n FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE i.unidade_codigo = '1501'`,
    );
    expect(body.paginacao.totalRegistros).toBe(esperado.n);
    for (const r of body.objeto) expect(['Em dia', 'Pendente']).toContain(r.situacaoRecadastramentoDescricao);
    const pend = await get('/admissao/v1/recadastramento', { situacaoRecadastramento: 'PENDENTE', size: 100 });
    expect(
      pend.body.objeto.every((r: { situacaoRecadastramento: string }) => r.situacaoRecadastramento === 'PENDENTE'),
    ).toBe(true);
    const p = await pensionista('1501');
    const porCpf = await get('/admissao/v1/recadastramento', { cpf: p.cpf });
    expect(porCpf.body.objeto.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect((await get('/admissao/v1/recadastramento', { nome: 'zzzzqqq' })).body.codigoMensagem).toBe(2);
    const bad = await get('/admissao/v1/recadastramento', { mesAniversario: 13 });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas[0].campo).toBe('mesAniversario');
    expect((await get('/admissao/v1/recadastramento', {}, bruno)).status).toBe(403);
    // An institution of another unit: 403; of the unit: narrows.
    expect((await get('/admissao/v1/recadastramento', { orgaoEntidade: '1261' })).status).toBe(403);
    const ipsemg = await get('/admissao/v1/recadastramento', { orgaoEntidade: '2011', size: 100 });
    expect(ipsemg.body.objeto.every((r: { instituicao: string }) => r.instituicao === 'IPSEMG')).toBe(true);
    expect((await get('/recadastramento/v1/situacaoBeneficiario', { nome: 'zzzzqqq' })).body.codigoMensagem).toBe(2);
    expect((await get('/recadastramento/v1/situacaoBeneficiario', { tipo: 'X' })).body.listaCriticas[0].campo).toBe(
      'tipo',
    );
    expect((await get('/recadastramento/v1/situacaoBeneficiario', {}, bruno)).status).toBe(403);
    expect((await get('/recadastramento/v1/situacaoBeneficiario', { orgaoEntidade: '1261' })).status).toBe(403);
    const sit = await get('/recadastramento/v1/situacaoBeneficiario', { size: 100 });
    expect(
      sit.body.objeto.every((r: { situacaoPagamento: string }) =>
        ['Regular', 'Suspenso', 'Bloqueado'].includes(r.situacaoPagamento),
      ),
    ).toBe(true);
  });
});

describe('pessoaFisica.recadastramento and the special pension', () => {
  it("reads one pensioner; unknown code 2 and another unit's exactly the same; bad id code 4", async () => {
    const p = await pensionista('1501');
    const { body } = await get(`/pessoaFisica/v1/${p.id}/recadastramento`);
    expect(body.objeto).toMatchObject({ id: p.id, cpf: p.cpf, versao: p.versao, dataRecadastramento: hojeBR() });
    const outro = await pensionista('1261');
    const nada = await get('/pessoaFisica/v1/999999/recadastramento');
    expect(nada.body.codigoMensagem).toBe(2);
    esperarComoAusente(await get(`/pessoaFisica/v1/${outro.id}/recadastramento`), nada);
    expect((await get('/pessoaFisica/v1/abc/recadastramento')).body.listaCriticas[0].campo).toBe('id');
  });

  it('dadosPensao and beneficiarios', async () => {
    const pe = await um<{ numero: number; u: string }>(
      `SELECT pe.numero, i.unidade_codigo AS u FROM pensao_especial pe JOIN instituicao i ON i.codigo = pe.instituicao_codigo ORDER BY pe.numero LIMIT 1`,
    );
    const tok = pe.u === '1501' ? ana : pe.u === '1261' ? edu : null;
    const outroTok = pe.u === '1501' ? edu : ana;
    if (tok) {
      const d = await get('/pensaoEspecial/v1/dadosPensao', { numeroPensaoEspecial: pe.numero }, tok);
      expect(d.body.objeto.numeroPensaoEspecial).toBe(pe.numero);
      const b = await get('/pensaoEspecial/v1/beneficiarios', { numeroPensaoEspecial: pe.numero }, tok);
      expect(b.body.objeto.length).toBe(d.body.objeto.quantidadeBeneficiarios);
    }
    for (const e of ['/pensaoEspecial/v1/dadosPensao', '/pensaoEspecial/v1/beneficiarios']) {
      const nada = await get(e, { numeroPensaoEspecial: 999999 }, outroTok);
      expect(nada.body.codigoMensagem).toBe(2);
      esperarComoAusente(await get(e, { numeroPensaoEspecial: pe.numero }, outroTok), nada);
    }
    expect((await get('/pensaoEspecial/v1/dadosPensao', { numeroPensaoEspecial: 1 })).body.codigoMensagem).toBe(2);
    expect((await get('/pensaoEspecial/v1/beneficiarios', { numeroPensaoEspecial: 1 })).body.codigoMensagem).toBe(2);
    expect((await get('/pensaoEspecial/v1/dadosPensao', {})).body.listaCriticas[0].campo).toBe('numeroPensaoEspecial');
  });
});

describe('recadastramento.recadastrar', () => {
  const campos = (p: { id: number; versao: number }, over: Record<string, unknown> = {}) => ({
    id: p.id,
    versao: p.versao,
    celular: '(31) 99876-5432',
    telefone: '3132101234',
    email: 'pensionista@email.com.br',
    cep: '30130-000',
    numeroEndereco: '100',
    complemento: 'Apto 201',
    dataRecadastramento: hojeBR(),
    ...over,
  });

  it('re-registers a pending pensioner with the document: address from the CEP, date, suspension released, audit rows', async () => {
    const p = await pensionista(
      '1501',
      `(p.ultimo_recadastramento IS NULL OR p.ultimo_recadastramento < recad_inicio_ciclo(p.data_nascimento, (now() AT TIME ZONE 'America/Sao_Paulo')::date))
      AND EXISTS (SELECT 1 FROM pagamento_suspenso s WHERE s.pensionista_id = p.id AND s.tipo = 'SUSPENSO' AND s.data_liberacao IS NULL)`,
    );
    const r = await post('/recadastramento/v1', campos(p), ana, { codigoUnidadeSSC: '1501' });
    expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
    expect(r.body.objeto.pagamentosLiberados).toBeGreaterThan(0);
    const row = await um<Record<string, unknown>>('SELECT * FROM pensionista WHERE id = $1', [p.id]);
    expect(row).toMatchObject({
      celular: '31998765432',
      cep: '30130000',
      numero_endereco: '100',
      versao: p.versao + 1,
    });
    expect(row.logradouro).toBeTruthy();
    const doc = await um<{ tipo_documento: string; numero_pessoa: string }>('SELECT * FROM documento WHERE id = $1', [
      r.body.objeto.idDocumento,
    ]);
    expect(doc).toMatchObject({ tipo_documento: 'recadastramento', numero_pessoa: p.numero_pessoa });
    const det = await get(`/pessoaFisica/v1/${p.id}/recadastramento`);
    expect(det.body.objeto.situacaoRecadastramento).toBe('EM_DIA');
    const aud = await um<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'pensionista' AND registro_id = $1`,
      [String(p.id)],
    );
    expect(aud.n).toBe(1);
    // The same version again is stale: nothing written.
    const antes = await um('SELECT count(*)::int AS n FROM recadastramento');
    const stale = await post('/recadastramento/v1', campos(p), ana, { codigoUnidadeSSC: '1501' });
    expect(stale.body.codigoMensagem).toBe(4);
    expect(stale.body.listaCriticas[0].campo).toBe('versao');
    expect(await um('SELECT count(*)::int AS n FROM recadastramento')).toEqual(antes);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const p = await pensionista('1501', 'p.id % 2 = 1');
    const q = { codigoUnidadeSSC: '1501' };
    const docs = await um('SELECT count(*)::int AS n FROM documento');
    const cep = await post('/recadastramento/v1', campos(p, { cep: '01001-000' }), ana, q);
    expect(cep.body.listaCriticas[0]).toEqual({ campo: 'cep', mensagem: MSG_CEP_DESCONHECIDO });
    const futura = await post('/recadastramento/v1', campos(p, { dataRecadastramento: '01/01/2099' }), ana, q);
    expect(futura.body.listaCriticas[0]).toEqual({ campo: 'dataRecadastramento', mensagem: MSG_DATA_FUTURA });
    const cel = await post('/recadastramento/v1', campos(p, { celular: '3138765432' }), ana, q);
    expect(cel.body.listaCriticas[0].campo).toBe('celular');
    const sem = await post('/recadastramento/v1', campos(p), ana, q, true);
    expect(sem.body.codigoMensagem).toBe(4);
    expect(await um('SELECT count(*)::int AS n FROM documento')).toEqual(docs);
  });

  it("another unit's pensioner answers like an unknown one; a codigoUnidadeSSC that is not the token's → 403; 403 without the resource", async () => {
    const outro = await pensionista('1261');
    esperarComoAusente(
      await post('/recadastramento/v1', campos(outro), ana, { codigoUnidadeSSC: '1501' }),
      await post('/recadastramento/v1', campos({ ...outro, id: 999999 }), ana, { codigoUnidadeSSC: '1501' }),
    );
    const p = await pensionista('1501');
    expect((await post('/recadastramento/v1', campos(p), ana, { codigoUnidadeSSC: '1261' })).status).toBe(403);
    expect((await post('/recadastramento/v1', campos(outro), bruno, { codigoUnidadeSSC: '1261' })).status).toBe(403);
    // An unknown pensioner is bad input (code 4 on id).
    const nenhum = await post('/recadastramento/v1', campos({ id: 999999, versao: 1 }), ana, {
      codigoUnidadeSSC: '1501',
    });
    expect(nenhum.body.listaCriticas[0].campo).toBe('id');
  });
});

describe('curator and guardian', () => {
  it('searches, reads, starts, refuses a second start, finishes, refuses finishing again; history', async () => {
    const p = await pensionista(
      '1501',
      `p.situacao_curatela = 'SEM_CURADOR' AND age((now() AT TIME ZONE 'America/Sao_Paulo')::date, p.data_nascimento) >= interval '18 years'`,
    );
    const lista = await get('/admissao/v1/tutoria', { cpf: p.cpf });
    expect(lista.body.objeto[0]).toMatchObject({ id: p.id, situacaoCuratela: 'SEM_CURADOR' });
    expect((await get('/admissao/v1/tutoria', { nome: 'zzzzqqq' })).body.codigoMensagem).toBe(2);
    expect((await get('/admissao/v1/tutoria', { situacaoCuratela: 'X' })).body.listaCriticas[0].campo).toBe(
      'situacaoCuratela',
    );
    expect((await get('/admissao/v1/tutoria', {}, bruno)).status).toBe(403);

    // Finishing one that is not started: code 4 naming the state.
    const nada = await post('/recadastramentoCuratoriaTutoria/v1/finalizar', {
      id: p.id,
      versao: p.versao,
      dataFim: hojeBR(),
      motivoFim: 'Encerramento por decisão judicial.',
    });
    expect(nada.body.codigoMensagem).toBe(4);
    expect(nada.body.mensagem).toContain('Sem curador/tutor');

    const inicio = {
      id: p.id,
      versao: p.versao,
      tipoCuratela: 'CURATELA',
      curadorNome: 'Joana Curadora Silva',
      curadorCpf: '529.982.247-25',
      numeroProcesso: '50012345620248130024',
      dataInicio: '01/02/2025',
    };
    // An empty date is a missing one (code 4 on its field), never a date the database is asked to read.
    expect((await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, dataInicio: '' })).body).toMatchObject({
      codigoMensagem: 4,
      listaCriticas: [{ campo: 'dataInicio', mensagem: 'Campo obrigatório.' }],
    });
    expect(
      (await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, tipoCuratela: 'TUTELA' })).body.listaCriticas[0]
        .campo,
    ).toBe('tipoCuratela');
    expect(
      (await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, curadorCpf: p.cpf })).body.listaCriticas[0],
    ).toEqual({
      campo: 'curadorCpf',
      mensagem: MSG_CURADOR_PROPRIO,
    });
    expect(
      (await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, curadorCpf: '111.111.111-11' })).body
        .listaCriticas[0].campo,
    ).toBe('curadorCpf');
    const ok1 = await post('/recadastramentoCuratoriaTutoria/v1', inicio);
    expect(ok1.body.codigoMensagem, JSON.stringify(ok1.body)).toBe(0);
    expect(ok1.body.objeto.situacaoCuratela).toBe('INICIADA');
    const doc = await um<{ tipo_documento: string }>('SELECT tipo_documento FROM documento WHERE id = $1', [
      ok1.body.objeto.idDocumento,
    ]);
    expect(doc.tipo_documento).toBe('incluirCurador');
    const det = await get(`/pessoaFisica/v1/${p.id}/tutoria`);
    expect(det.body.objeto).toMatchObject({
      situacaoCuratela: 'INICIADA',
      curadorNome: 'Joana Curadora Silva',
      curadorCpf: '52998224725',
      versao: p.versao + 1,
    });

    // A second start while open: illegal transition.
    const dup = await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, versao: p.versao + 1 });
    expect(dup.body.codigoMensagem).toBe(4);
    expect(dup.body.mensagem).toContain("'Iniciada'");
    // Stale version on finish.
    const fim = {
      id: p.id,
      versao: p.versao + 1,
      dataFim: hojeBR(),
      motivoFim: 'Levantamento da curatela por sentença.',
    };
    expect(
      (await post('/recadastramentoCuratoriaTutoria/v1/finalizar', { ...fim, versao: p.versao })).body.listaCriticas[0]
        .campo,
    ).toBe('versao');
    expect(
      (await post('/recadastramentoCuratoriaTutoria/v1/finalizar', { ...fim, dataFim: '01/01/2020' })).body
        .listaCriticas[0].campo,
    ).toBe('dataFim');
    const ok2 = await post('/recadastramentoCuratoriaTutoria/v1/finalizar', fim);
    expect(ok2.body.codigoMensagem, JSON.stringify(ok2.body)).toBe(0);
    expect(ok2.body.objeto.situacaoCuratela).toBe('FINALIZADA');
    const again = await post('/recadastramentoCuratoriaTutoria/v1/finalizar', { ...fim, versao: p.versao + 2 });
    expect(again.body.mensagem).toContain("'Finalizada'");

    const hist = await get('/curatoriaTutoria/v1/listaHistoricoCuratoriaTutoria', { idPessoa: p.id });
    expect(hist.body.objeto[0]).toMatchObject({ situacao: 'FINALIZADA', curadorNome: 'Joana Curadora Silva' });
    expect(hist.body.objeto[0].idDocumentoFim).toBeGreaterThan(0);
    const aud = await um<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'curatela' AND registro_id = $1`,
      [String(ok1.body.objeto.idCuratela)],
    );
    expect(aud.n).toBe(2);
  });

  it("another unit's pensioner: on every call exactly the unknown one's answer (code 2 / code 4)", async () => {
    const outro = await pensionista('1261');
    esperarComoAusente(await get(`/pessoaFisica/v1/${outro.id}/tutoria`), await get('/pessoaFisica/v1/999999/tutoria'));
    esperarComoAusente(
      await get('/curatoriaTutoria/v1/listaHistoricoCuratoriaTutoria', { idPessoa: outro.id }),
      await get('/curatoriaTutoria/v1/listaHistoricoCuratoriaTutoria', { idPessoa: 999999 }),
    );
    const inicio = {
      id: outro.id,
      versao: outro.versao,
      tipoCuratela: 'CURATELA',
      curadorNome: 'Joana Curadora',
      curadorCpf: '52998224725',
      numeroProcesso: '50012345620248130024',
      dataInicio: '01/02/2025',
    };
    esperarComoAusente(
      await post('/recadastramentoCuratoriaTutoria/v1', inicio),
      await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, id: 999999 }),
    );
    const fim = { versao: outro.versao, dataFim: hojeBR(), motivoFim: 'Motivo qualquer longo.' };
    esperarComoAusente(
      await post('/recadastramentoCuratoriaTutoria/v1/finalizar', { ...fim, id: outro.id }),
      await post('/recadastramentoCuratoriaTutoria/v1/finalizar', { ...fim, id: 999999 }),
    );
    expect((await get('/pessoaFisica/v1/999999/tutoria')).body.codigoMensagem).toBe(2);
    expect(
      (await get('/curatoriaTutoria/v1/listaHistoricoCuratoriaTutoria', { idPessoa: 999999 })).body.codigoMensagem,
    ).toBe(2);
    expect(
      (await post('/recadastramentoCuratoriaTutoria/v1', { ...inicio, id: 999999 })).body.listaCriticas[0].campo,
    ).toBe('id');
  });
});

describe('SMS birthday file', () => {
  it('summary per month; the file has one line per valid mobile, in +55 format; the others are counted; month out of range code 4', async () => {
    const res = await get('/relatorios/v1/aniversariantesDoMes/resumo');
    expect(res.body.codigoMensagem).toBe(0);
    const meses = res.body.objeto as {
      mes: number;
      aniversariantes: number;
      noArquivo: number;
      celularInvalido: number;
      semCelular: number;
    }[];
    const m =
      meses.find((x) => x.noArquivo > 0 && x.celularInvalido + x.semCelular > 0) ?? meses.find((x) => x.noArquivo > 0)!;
    expect(m.aniversariantes).toBe(m.noArquivo + m.celularInvalido + m.semCelular);
    const f = await get('/relatorios/v1/aniversariantesDoMes', { mes: m.mes });
    expect(f.raw.statusCode).toBe(200);
    expect(f.raw.headers['content-type']).toContain('text/csv');
    expect(f.raw.headers['content-disposition']).toContain(`aniversariantes-sms-${String(m.mes).padStart(2, '0')}.csv`);
    const linhas = f.raw.body.split('\r\n').filter(Boolean);
    expect(linhas.length).toBe(m.noArquivo);
    for (const l of linhas) {
      const [nome, cel, msg] = l.split(';');
      expect(nome.length).toBeGreaterThan(2);
      expect(cel).toMatch(/^\+55\d{2}9\d{8}$/);
      expect(isCelular(cel.slice(3))).toBe(true);
      expect(msg).toContain('recadastramento');
    }
    const bad = await get('/relatorios/v1/aniversariantesDoMes', { mes: 13 });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas[0].campo).toBe('mes');
    expect((await get('/relatorios/v1/aniversariantesDoMes', {})).body.listaCriticas[0].campo).toBe('mes');
    expect((await get('/relatorios/v1/aniversariantesDoMes', { mes: 1 }, bruno)).status).toBe(403);
    expect((await get('/relatorios/v1/aniversariantesDoMes/resumo', { mes: 0 })).body.listaCriticas[0].campo).toBe(
      'mes',
    );
    expect((await get('/relatorios/v1/aniversariantesDoMes/resumo', {}, bruno)).status).toBe(403);
  });

  it('code 2 for a month without pensioners', async () => {
    await addUser(gw, {
      cpf: '11144477735',
      nome: 'Fabio Fazenda',
      unidade: '1191',
      papeis: { '1191': ['ADMINISTRADOR'] },
    });
    const fabio = await accessToken(gw, await sessionFor(gw, '11144477735'), '1191');
    const meses = (await get('/relatorios/v1/aniversariantesDoMes/resumo', {}, fabio)).body.objeto ?? [];
    const vazio = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((m) => !meses.some((x: { mes: number }) => x.mes === m));
    if (vazio) {
      expect((await get('/relatorios/v1/aniversariantesDoMes', { mes: vazio }, fabio)).body.codigoMensagem).toBe(2);
      expect((await get('/relatorios/v1/aniversariantesDoMes/resumo', { mes: vazio }, fabio)).body.codigoMensagem).toBe(
        2,
      );
    }
  });
});

describe('reports', () => {
  it('re-registrations done in SISAP: newest first, period, reversed period code 4, code 2, 403', async () => {
    const r = await get('/relatorios/v1/recadastramentosRealizadosPortalrhMG', { size: 60 });
    expect(r.body.codigoMensagem).toBe(0);
    expect(r.body.objeto.every((x: { origem: string }) => x.origem === 'SISAP')).toBe(true);
    const bad = await get('/relatorios/v1/recadastramentosRealizadosPortalrhMG', {
      dataInicio: '10/10/2025',
      dataFim: '01/01/2025',
    });
    expect(bad.body.listaCriticas[0]).toEqual({ campo: 'dataFim', mensagem: MSG_PERIODO_INVERTIDO });
    expect(
      (
        await get('/relatorios/v1/recadastramentosRealizadosPortalrhMG', {
          dataInicio: '01/01/1990',
          dataFim: '31/12/1990',
        })
      ).body.codigoMensagem,
    ).toBe(2);
    expect((await get('/relatorios/v1/recadastramentosRealizadosPortalrhMG', {}, bruno)).status).toBe(403);
  });

  it('suspended/blocked and released payments', async () => {
    const s = await get('/dadosFinanceiros/v1/beneficiariosPagamentoSuspensoBloqueado', {
      tipoRelatorio: 'TODOS',
      size: 100,
    });
    expect(s.body.codigoMensagem).toBe(0);
    expect(s.body.objeto.every((x: { dataLiberacao?: string }) => x.dataLiberacao === undefined)).toBe(true);
    expect(
      (await get('/dadosFinanceiros/v1/beneficiariosPagamentoSuspensoBloqueado', {})).body.listaCriticas[0].campo,
    ).toBe('tipoRelatorio');
    expect(
      (await get('/dadosFinanceiros/v1/beneficiariosPagamentoSuspensoBloqueado', { tipoRelatorio: 'X' })).body
        .listaCriticas[0].campo,
    ).toBe('tipoRelatorio');
    expect(
      (await get('/dadosFinanceiros/v1/beneficiariosPagamentoSuspensoBloqueado', { tipoRelatorio: 'TODOS' }, bruno))
        .status,
    ).toBe(403);
    const hoje = hojeBR();
    const l = await get('/dadosFinanceiros/v1/beneficiariosPagamentoLiberado', {
      tipoRelatorio: 'SUSPENSO',
      dataInicio: '01/01/2024',
      dataFim: '31/12/2024',
    });
    expect([0, 2]).toContain(l.body.codigoMensagem);
    const bad = await get('/dadosFinanceiros/v1/beneficiariosPagamentoLiberado', {
      tipoRelatorio: 'TODOS',
      dataInicio: hoje,
      dataFim: '01/01/2020',
    });
    expect(bad.body.listaCriticas[0]).toEqual({ campo: 'dataFim', mensagem: MSG_PERIODO_INVERTIDO });
    expect(
      (
        await get('/dadosFinanceiros/v1/beneficiariosPagamentoLiberado', {
          tipoRelatorio: 'TODOS',
          dataInicio: '01/01/1990',
          dataFim: '31/12/1990',
        })
      ).body.codigoMensagem,
    ).toBe(2);
    expect(
      (
        await get('/dadosFinanceiros/v1/beneficiariosPagamentoLiberado', {
          tipoRelatorio: 'TODOS',
          dataInicio: '01/01/2024',
        })
      ).body.listaCriticas[0].campo,
    ).toBe('dataFim');
  });
});
