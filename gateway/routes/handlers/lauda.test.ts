/**
 * Laudas (/lauda/v1, time-counting gateway): the seed, the unit's list (filters, sort, paging,
 * unit scope), the detail, and inclusion, edition and inactivation through the write pipeline
 * (validation, sanitising, placeholders, unit, LAUDA machine, version, audit rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { LAUDAS_SEED } from '../../seed/laudas.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../testing/support.ts';
import { sanitizarTexto } from '../../lib/rich-text.ts';
import { MARCADORES, marcadoresDe, TIPOS_PERSONALIZACAO } from '../../domain/laudas.ts';
import { MSG_TITULO_DUPLICADO } from './lauda.ts';

const L = '/gw/contagem-tempo/lauda/v1';
const EDU = '52998224725'; // SEE 1261, ADMINISTRADOR (inserted below)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let bruno: string; // SEE 1261, RH_CONSULTA
let edu: string; // SEE 1261, ADMINISTRADOR

beforeAll(async () => {
  gw = await startTestApp(20);
  await addUser(gw, { cpf: EDU, nome: 'Edu Administrador', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/contagem-tempo');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/contagem-tempo');
  edu = await accessToken(gw, await sessionFor(gw, EDU), '1261', '/gw/contagem-tempo');
});
afterAll(() => gw?.close());

const unidadeDe = (token: string) => (token === ana ? '1501' : '1261');

/** A call as the portal makes it: codigoUnidadeUsuarioLogado of the token's unit (query string). */
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
    url: `${L}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: { ...query, ...(data as Record<string, string>) } } : { query, payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}

const novaLauda = (over: Record<string, unknown> = {}) => ({
  titulo: `Lauda de teste ${Math.random().toString(36).slice(2, 8)}`,
  tipoPersonalizacao: 'PROGRESSAO',
  texto: '<p>Concede ao servidor {nome}, MASP {masp}, cargo {cargo}.</p>',
  ...over,
});

async function incluir(over: Record<string, unknown> = {}, token = ana): Promise<number> {
  const r = await call('POST', '/incluirLauda', novaLauda(over), token);
  expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
  return r.body.objeto.idLauda as number;
}

interface Row {
  unidade_codigo: string;
  titulo: string;
  tipo_personalizacao: string;
  texto: string;
  situacao: string;
  versao: number;
  criado_por: string;
  atualizado_por: string;
}
const linha = async (id: number) => (await gw.db.query<Row>('SELECT * FROM lauda WHERE id = $1', [id])).rows[0];

const auditoria = async (id: number) =>
  (
    await gw.db.query<{ cpf: string; unidade_codigo: string; endpoint: string; alteracoes: Record<string, unknown> }>(
      `SELECT cpf, unidade_codigo, endpoint, alteracoes FROM auditoria WHERE entidade = 'lauda' AND registro_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows;

describe('seed', () => {
  it("has SEPLAG's six laudas by Ana (five active, one inactive) with their audit rows", async () => {
    const { rows } = await gw.db.query<Row & { id: number }>(
      `SELECT * FROM lauda WHERE unidade_codigo = '1501' AND criado_por = $1 ORDER BY id`,
      [ANA.cpf],
    );
    expect(rows.map((r) => [r.titulo, r.tipo_personalizacao, r.situacao])).toEqual(
      LAUDAS_SEED.map((l) => [l.titulo, l.tipoPersonalizacao, l.situacao]),
    );
    for (const r of rows) {
      // What the sanitiser would store, with only documented placeholders.
      expect(sanitizarTexto(r.texto)).toBe(r.texto);
      expect(marcadoresDe(r.texto).filter((m) => !(m in MARCADORES))).toEqual([]);
      const trilha = await auditoria(r.id);
      expect(trilha.map((a) => a.endpoint)).toEqual(
        r.situacao === 'ATIVA' ? ['lauda.incluirLauda'] : ['lauda.incluirLauda', 'lauda.inativarLauda'],
      );
    }
  });
});

describe('lauda.tipoPersonalizacao', () => {
  it('lists the personalisation types by descrição', async () => {
    const { status, body } = await call('GET', '/tipoPersonalizacao');
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toEqual(TIPOS_PERSONALIZACAO.map((t) => ({ ...t })));
    expect(body.objeto.map((t: { descricao: string }) => t.descricao)).toContain('Certidão de tempo de serviço');
  });

  it('bad input → code 4; another unit in codigoUnidadeUsuarioLogado → 403; without the resource → 403', async () => {
    expect((await call('GET', '/tipoPersonalizacao', { tipo: 'x' })).body.codigoMensagem).toBe(4);
    // A unit code that is not the token's is refused before validation.
    expect((await call('GET', '/tipoPersonalizacao', { codigoUnidadeUsuarioLogado: 'abc' }, ana, null)).status).toBe(
      403,
    );
    expect((await call('GET', '/tipoPersonalizacao', {}, ana, '1261')).status).toBe(403);
    expect((await call('GET', '/tipoPersonalizacao', {}, bruno)).status).toBe(403);
  });
});

describe('lauda.listaLaudas', () => {
  let daSee: number;
  beforeAll(async () => {
    daSee = await incluir({ titulo: 'Lauda da SEE' }, edu);
  });

  it("lists the unit's laudas by title, with every list field", async () => {
    const { body } = await call('GET', '/listaLaudas', { tamanhoPagina: '100' });
    expect(body.codigoMensagem).toBe(0);
    const titulos: string[] = body.objeto.map((l: { titulo: string }) => l.titulo);
    expect(titulos).toEqual([...titulos].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(body.objeto.map((l: { idLauda: number }) => l.idLauda)).not.toContain(daSee);
    const certidao = body.objeto.find((l: { titulo: string }) => l.titulo === 'Certidão de tempo de serviço');
    expect(certidao).toMatchObject({
      tipoPersonalizacao: 'CERTIDAO_TEMPO_SERVICO',
      tipoPersonalizacaoDescricao: 'Certidão de tempo de serviço',
      situacao: 'ATIVA',
      situacaoDescricao: 'Ativa',
      unidade: 'SEPLAG',
      criadoPor: ANA.nome,
      atualizadoPor: ANA.nome,
      versao: 1,
    });
    expect(certidao.criadoEm).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(certidao).not.toHaveProperty('texto');
  });

  it('filters by situação, type and part of the title (accent-insensitive); pages and sorts', async () => {
    const inativas = await call('GET', '/listaLaudas', { situacao: 'INATIVA' });
    expect(inativas.body.objeto.map((l: { titulo: string }) => l.titulo)).toContain(
      'Ato de progressão na carreira (modelo anterior)',
    );
    expect(inativas.body.objeto.every((l: { situacao: string }) => l.situacao === 'INATIVA')).toBe(true);
    const certidao = await call('GET', '/listaLaudas', { titulo: 'CERTIDAO' });
    expect(certidao.body.objeto.map((l: { titulo: string }) => l.titulo)).toEqual(['Certidão de tempo de serviço']);
    const progressao = await call('GET', '/listaLaudas', { tipoPersonalizacao: 'PROGRESSAO', situacao: 'ATIVA' });
    expect(
      progressao.body.objeto.every(
        (l: { tipoPersonalizacao: string; situacao: string }) =>
          l.tipoPersonalizacao === 'PROGRESSAO' && l.situacao === 'ATIVA',
      ),
    ).toBe(true);
    const pagina = await call('GET', '/listaLaudas', {
      pagina: '1',
      tamanhoPagina: '5',
      campoOrdenacao: 'atualizadoEm',
      tipoOrdenacaoAscDesc: 'DESC',
    });
    expect(pagina.body.paginacao).toMatchObject({ pagina: 1, tamanhoPagina: 5 });
    expect(pagina.body.paginacao.totalRegistros).toBeGreaterThanOrEqual(6);
    expect(pagina.body.objeto).toHaveLength(Math.min(5, pagina.body.paginacao.totalRegistros - 5));
  });

  it('no match → code 2', async () => {
    const r = await call('GET', '/listaLaudas', { titulo: 'não existe lauda assim' });
    expect(r.status).toBe(200);
    expect(r.body.codigoMensagem).toBe(2);
    expect(r.body.objeto).toEqual([]);
  });

  it('bad input → code 4 with listaCriticas', async () => {
    const r = await call('GET', '/listaLaudas', {
      situacao: 'ATIVO',
      tipoPersonalizacao: 'XYZ',
      campoOrdenacao: 'texto',
    });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'campoOrdenacao',
      'situacao',
      'tipoPersonalizacao',
    ]);
  });

  it("another unit only sees its own; another unit's code in codigoUnidadeUsuarioLogado → 403; without the resource → 403", async () => {
    const see = await call('GET', '/listaLaudas', {}, edu);
    expect(see.body.objeto.map((l: { idLauda: number }) => l.idLauda)).toEqual([daSee]);
    expect((await call('GET', '/listaLaudas', {}, ana, '1261')).status).toBe(403);
    expect((await call('GET', '/listaLaudas', {}, bruno)).status).toBe(403);
  });
});

describe('lauda.detalheLauda', () => {
  it('one lauda with its text and the placeholders it uses', async () => {
    const id = await incluir({ titulo: 'Detalhe de lauda', texto: '<p>{nome}, MASP {masp}: {nome} de novo.</p>' });
    const { body } = await call('GET', '/detalheLauda', { idLauda: String(id) });
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toMatchObject({
      idLauda: id,
      titulo: 'Detalhe de lauda',
      texto: '<p>{nome}, MASP {masp}: {nome} de novo.</p>',
      marcadores: '{nome}, {masp}',
      situacaoDescricao: 'Ativa',
      versao: 1,
    });
  });

  it("unknown → code 2; bad input → code 4; another unit's exactly like unknown", async () => {
    const nada = await call('GET', '/detalheLauda', { idLauda: '999999' });
    expect(nada.body.codigoMensagem).toBe(2);
    const ruim = await call('GET', '/detalheLauda', { idLauda: 'x' });
    expect(ruim.status).toBe(400);
    expect(ruim.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['idLauda']);
    const daSee = await incluir({}, edu);
    const outra = await call('GET', '/detalheLauda', { idLauda: String(daSee) });
    esperarComoAusente(outra, nada);
  });
});

describe('lauda.incluirLauda', () => {
  it('stores an ATIVA lauda of the unit, version 1, with an audit row', async () => {
    const r = await call(
      'POST',
      '/incluirLauda',
      novaLauda({ titulo: '  Lauda   completa  ', tipoPersonalizacao: 'AVERBACAO_TEMPO' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Lauda incluída com sucesso.');
    const id = r.body.objeto.idLauda as number;
    expect(await linha(id)).toMatchObject({
      unidade_codigo: '1501',
      titulo: 'Lauda completa',
      tipo_personalizacao: 'AVERBACAO_TEMPO',
      situacao: 'ATIVA',
      versao: 1,
      criado_por: ANA.cpf,
      atualizado_por: ANA.cpf,
    });
    const [a] = await auditoria(id);
    expect(a).toMatchObject({ cpf: ANA.cpf, unidade_codigo: '1501', endpoint: 'lauda.incluirLauda' });
    expect(a.alteracoes).toEqual({
      unidade: { de: null, para: '1501' },
      titulo: { de: null, para: 'Lauda completa' },
      tipoPersonalizacao: { de: null, para: 'AVERBACAO_TEMPO' },
      texto: { de: null, para: '<p>Concede ao servidor {nome}, MASP {masp}, cargo {cargo}.</p>' },
      situacao: { de: null, para: 'ATIVA' },
      versao: { de: null, para: 1 },
    });
  });

  it('bad input → code 4 with listaCriticas, nothing stored', async () => {
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lauda')).rows[0].n;
    const { titulo: _t, ...semTitulo } = novaLauda();
    const r = await call('POST', '/incluirLauda', semTitulo);
    expect(r.status).toBe(400);
    expect(r.body.codigoMensagem).toBe(4);
    expect(r.body.listaCriticas).toEqual([{ campo: 'titulo', mensagem: 'Campo obrigatório.' }]);
    const varios = await call(
      'POST',
      '/incluirLauda',
      novaLauda({ titulo: 'ab', tipoPersonalizacao: 'XYZ', texto: '' }),
    );
    expect(varios.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'texto',
      'tipoPersonalizacao',
      'titulo',
    ]);
    expect((await call('POST', '/incluirLauda', novaLauda({ titulo: '      ' }))).body.listaCriticas).toEqual([
      { campo: 'titulo', mensagem: 'Informe ao menos 3 caracteres.' },
    ]);
    expect((await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lauda')).rows[0].n).toBe(antes);
  });

  it('sanitises the text; nothing left → code 4; an unknown placeholder → code 4 naming it', async () => {
    const id = await incluir({
      texto: '<p onclick="x()">Olá {nome}</p><script>alert(1)</script><img src="x" onerror="y()">',
    });
    expect((await linha(id)).texto).toBe('<p>Olá {nome}</p>');
    const vazio = await call('POST', '/incluirLauda', novaLauda({ texto: '<script>alert(1)</script><p>&nbsp;</p>' }));
    expect(vazio.body.listaCriticas).toEqual([{ campo: 'texto', mensagem: 'Informe o texto da lauda.' }]);
    const marcador = await call(
      'POST',
      '/incluirLauda',
      novaLauda({ texto: '<p>{nome} {nomee} {cargo} {<strong>masp</strong>x}</p>' }),
    );
    expect(marcador.status).toBe(400);
    expect(marcador.body.listaCriticas[0].campo).toBe('texto');
    expect(marcador.body.listaCriticas[0].mensagem).toMatch(
      /^Marcador desconhecido: \{nomee\}, \{maspx\}\. Use apenas \{nome\}, /,
    );
  });

  it('an active title of the unit cannot repeat (case-insensitive); an inactive one frees it; another unit may use it', async () => {
    const dup = await call('POST', '/incluirLauda', novaLauda({ titulo: 'CERTIDÃO DE TEMPO DE SERVIÇO' }));
    expect(dup.body.listaCriticas).toEqual([{ campo: 'titulo', mensagem: MSG_TITULO_DUPLICADO }]);
    expect(await incluir({ titulo: 'Ato de progressão na carreira (modelo anterior)' })).toBeGreaterThan(0);
    expect(await incluir({ titulo: 'Certidão de tempo de serviço' }, edu)).toBeGreaterThan(0);
  });

  it('another unit in codigoUnidadeUsuarioLogado → 403; without the resource → 403', async () => {
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lauda')).rows[0].n;
    const outra = await call('POST', '/incluirLauda', novaLauda(), ana, '1261');
    expect(outra.status).toBe(403);
    expect((await call('POST', '/incluirLauda', novaLauda(), bruno)).status).toBe(403);
    expect((await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lauda')).rows[0].n).toBe(antes);
  });
});

describe('lauda.editarLauda', () => {
  it('changes an ATIVA lauda (version + 1, who), auditing only the changed fields', async () => {
    const id = await incluir({ titulo: 'Lauda para editar' });
    const r = await call('POST', '/editarLauda', {
      ...novaLauda({ titulo: 'Lauda editada', texto: '<p>Novo texto de {nome}.</p>' }),
      idLauda: id,
      versao: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Lauda alterada com sucesso.');
    expect(r.body.objeto).toEqual({ idLauda: id, versao: 2 });
    expect(await linha(id)).toMatchObject({
      titulo: 'Lauda editada',
      texto: '<p>Novo texto de {nome}.</p>',
      versao: 2,
      situacao: 'ATIVA',
      atualizado_por: ANA.cpf,
    });
    const a = (await auditoria(id)).slice(-1)[0];
    expect(a.endpoint).toBe('lauda.editarLauda');
    expect(a.alteracoes).toEqual({
      titulo: { de: 'Lauda para editar', para: 'Lauda editada' },
      texto: {
        de: '<p>Concede ao servidor {nome}, MASP {masp}, cargo {cargo}.</p>',
        para: '<p>Novo texto de {nome}.</p>',
      },
      versao: { de: 1, para: 2 },
    });
    // The same values again: nothing written.
    const igual = await call('POST', '/editarLauda', {
      ...novaLauda({ titulo: 'Lauda editada', texto: '<p>Novo texto de {nome}.</p>' }),
      idLauda: id,
      versao: 2,
    });
    expect(igual.body.codigoMensagem).toBe(0);
    expect((await linha(id)).versao).toBe(2);
    expect(await auditoria(id)).toHaveLength(2);
  });

  it('a stale version → code 4 on versao, nothing changed', async () => {
    const id = await incluir({ titulo: 'Lauda com versão' });
    await call('POST', '/editarLauda', { ...novaLauda({ titulo: 'Lauda com versão 2' }), idLauda: id, versao: 1 });
    const r = await call('POST', '/editarLauda', {
      ...novaLauda({ titulo: 'Lauda sobrescrita' }),
      idLauda: id,
      versao: 1,
    });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas).toEqual([
      {
        campo: 'versao',
        mensagem: 'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.',
      },
    ]);
    expect(await linha(id)).toMatchObject({ titulo: 'Lauda com versão 2', versao: 2 });
  });

  it('an INATIVA lauda → code 4 naming the state (illegal transition)', async () => {
    const id = await incluir({ titulo: 'Lauda que será inativada' });
    await call('POST', '/inativarLauda', { idLauda: id });
    const r = await call('POST', '/editarLauda', { ...novaLauda(), idLauda: id, versao: 2 });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas).toEqual([
      { campo: 'situacao', mensagem: "Não é possível editar esta lauda: a situação atual é 'Inativa'." },
    ]);
    expect(await linha(id)).toMatchObject({ titulo: 'Lauda que será inativada', situacao: 'INATIVA' });
  });

  it('bad input → code 4; unknown lauda → code 4 on idLauda; duplicate title → code 4', async () => {
    const id = await incluir({ titulo: 'Lauda de entrada ruim' });
    const r = await call('POST', '/editarLauda', { idLauda: id, titulo: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'texto',
      'tipoPersonalizacao',
      'titulo',
      'versao',
    ]);
    const nenhuma = await call('POST', '/editarLauda', { ...novaLauda(), idLauda: 999999, versao: 1 });
    expect(nenhuma.body.listaCriticas).toEqual([{ campo: 'idLauda', mensagem: 'Registro não encontrado.' }]);
    const dup = await call('POST', '/editarLauda', {
      ...novaLauda({ titulo: 'ato de promoção na carreira' }),
      idLauda: id,
      versao: 1,
    });
    expect(dup.body.listaCriticas).toEqual([{ campo: 'titulo', mensagem: MSG_TITULO_DUPLICADO }]);
    // Its own title (another case) is not a duplicate of itself.
    expect(
      (
        await call('POST', '/editarLauda', {
          ...novaLauda({ titulo: 'LAUDA DE ENTRADA RUIM' }),
          idLauda: id,
          versao: 1,
        })
      ).body.codigoMensagem,
    ).toBe(0);
  });

  it("another unit's lauda: the unknown id's code 4, nothing changed", async () => {
    const daSee = await incluir({ titulo: 'Lauda da SEE para editar' }, edu);
    const r = await call('POST', '/editarLauda', { ...novaLauda(), idLauda: daSee, versao: 1 });
    esperarComoAusente(r, await call('POST', '/editarLauda', { ...novaLauda(), idLauda: 999999, versao: 1 }));
    expect(await linha(daSee)).toMatchObject({ titulo: 'Lauda da SEE para editar', versao: 1 });
  });
});

describe('lauda.inativarLauda', () => {
  it('inactivates an ATIVA lauda with an audit row; twice → code 4 naming the state', async () => {
    const id = await incluir({ titulo: 'Lauda para inativar' });
    const r = await call('POST', '/inativarLauda', { idLauda: id });
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Lauda inativada com sucesso.');
    expect(r.body.objeto).toEqual({ idLauda: id, situacao: 'INATIVA' });
    expect(await linha(id)).toMatchObject({ situacao: 'INATIVA', versao: 2 });
    const a = (await auditoria(id)).slice(-1)[0];
    expect(a).toMatchObject({
      cpf: ANA.cpf,
      unidade_codigo: '1501',
      endpoint: 'lauda.inativarLauda',
      alteracoes: { situacao: { de: 'ATIVA', para: 'INATIVA' } },
    });
    const de2 = await call('POST', '/inativarLauda', { idLauda: id });
    expect(de2.status).toBe(400);
    expect(de2.body.codigoMensagem).toBe(4);
    expect(de2.body.listaCriticas).toEqual([
      { campo: 'situacao', mensagem: "Não é possível inativar esta lauda: a situação atual é 'Inativa'." },
    ]);
    expect((await linha(id)).versao).toBe(2);
    expect(await auditoria(id)).toHaveLength(2);
    // The inactive lauda is listed in its tab.
    const inativas = await call('GET', '/listaLaudas', { situacao: 'INATIVA', titulo: 'Lauda para inativar' });
    expect(inativas.body.objeto.map((l: { idLauda: number }) => l.idLauda)).toEqual([id]);
  });

  it("bad input → code 4; unknown → code 4 on idLauda; another unit's exactly the same", async () => {
    const ruim = await call('POST', '/inativarLauda', {});
    expect(ruim.body.listaCriticas).toEqual([{ campo: 'idLauda', mensagem: 'Campo obrigatório.' }]);
    expect((await call('POST', '/inativarLauda', { idLauda: 999999 })).body.listaCriticas).toEqual([
      { campo: 'idLauda', mensagem: 'Registro não encontrado.' },
    ]);
    const daSee = await incluir({ titulo: 'Lauda da SEE para inativar' }, edu);
    esperarComoAusente(
      await call('POST', '/inativarLauda', { idLauda: daSee }),
      await call('POST', '/inativarLauda', { idLauda: 999999 }),
    );
    expect((await linha(daSee)).situacao).toBe('ATIVA');
    expect((await call('POST', '/inativarLauda', { idLauda: daSee }, bruno)).status).toBe(403);
  });
});
