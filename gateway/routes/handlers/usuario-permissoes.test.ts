/**
 * 'Alterar permissões': loading a user with the roles of the token's unit, replacing them through
 * the write pipeline (version check, unknown role, the last-administrator rule, the unit of the
 * session, audit row, nothing changed on a refusal), and the users of a unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { MSG_VERSAO_DESATUALIZADA } from '../../lib/write.ts';
import { unidadePapeis } from '../../security/users.ts';
import { accessToken, addUser, sessionFor, startTestApp, ZELIA } from '../../testing/support.ts';
import usuarioHandlers, { MSG_PERMISSOES_OK, MSG_ULTIMO_ADMIN } from './usuario.ts';

const U = '/gw/exame/usuario/v1';
const PEDRO = '11144477735'; // no role, but an access request at SEPLAG
const SERGIO = '12345678909'; // ADMINISTRADOR at SEPLAG and at SEE
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR (her only administrator role)
let anaSee: string; // SEE 1261, RH_CONSULTA only
let bruno: string; // SEE 1261, RH_CONSULTA
let sergio: string; // SEPLAG 1501, ADMINISTRADOR

beforeAll(async () => {
  gw = await startTestApp(50);
  await addUser(gw, ZELIA);
  await addUser(gw, { cpf: PEDRO, nome: 'Pedro Sem Perfil', unidade: '1501' });
  await addUser(gw, {
    cpf: SERGIO,
    nome: 'Sérgio Admin',
    unidade: '1501',
    papeis: { '1501': ['ADMINISTRADOR'], '1261': ['ADMINISTRADOR'] },
  });
  await gw.db.query(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, situacao) VALUES ($1, 'Pedro Sem Perfil', 'p@x.br', '1501', '{ATENDIMENTO}', 'REPROVADA')`,
    [PEDRO],
  );
  const anaSid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, anaSid, '1501', '/gw/exame');
  anaSee = await accessToken(gw, anaSid, '1261', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  sergio = await accessToken(gw, await sessionFor(gw, SERGIO), '1501', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data?: Record<string, unknown>, token: string | null = ana) {
  const res = await gw.app.inject({
    method,
    url: `${U}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' ? { query: (data ?? {}) as Record<string, string> } : { payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}

const envia = (body: Record<string, unknown>, token: string | null = ana) =>
  call('POST', '/enviaUsuarioComPapeisNovos', { codigoUnidade: '1501', ...body }, token);
const papeis = async (cpf: string, unidade = '1501') =>
  (
    await gw.db.query<{ p: string }>(
      'SELECT papel_codigo AS p FROM usuario_unidade_papel WHERE cpf = $1 AND unidade_codigo = $2 ORDER BY 1',
      [cpf, unidade],
    )
  ).rows.map((r) => r.p);
const versao = async (cpf: string) =>
  (await gw.db.query<{ versao: number }>('SELECT versao FROM usuario WHERE cpf = $1', [cpf])).rows[0].versao;
const auditoria = async (cpf: string) =>
  (
    await gw.db.query<{ endpoint: string; unidade_codigo: string; alteracoes: unknown }>(
      "SELECT * FROM auditoria WHERE entidade = 'usuario' AND registro_id = $1 ORDER BY id",
      [cpf],
    )
  ).rows;

describe('usuario.listaUsuarioEspecificoComPapeis', () => {
  it("loads the user with the role codes of the token's unit and the version", async () => {
    const { status, body } = await call('GET', '/listaUsuarioEspecificoComPapeis/529.982.247-25');
    expect(status).toBe(200);
    expect(body.objeto).toEqual({
      cpf: ZELIA.cpf,
      nome: ZELIA.nome,
      ultimoNome: 'Teste',
      email: 'zelia@planejamento.mg.gov.br',
      emailSecundario: null,
      telefone: null,
      celular: null,
      vinculo: null,
      matricula: '1000010',
      masp: '1000010',
      codigoUnidade: '1501',
      unidade: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
      papeis: ['RH_CONSULTA'],
      nomesPapeis: 'Consulta de recursos humanos',
      unidadePapelDTOList: [
        {
          unidade: { codigo: '1501', sigla: 'SEPLAG', nome: 'Secretaria de Estado de Planejamento e Gestão' },
          papeis: [{ codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' }],
        },
      ],
      versao: 1,
    });
    // Ana at SEPLAG: only her SEPLAG role, not her SEE one.
    expect((await call('GET', `/listaUsuarioEspecificoComPapeis/${ANA.cpf}`)).body.objeto.papeis).toEqual([
      'ADMINISTRADOR',
      'ENCARREGADO_DADOS',
    ]);
  });

  it('a user with an access request but no role in the unit is found, with no roles', async () => {
    const { body } = await call('GET', `/listaUsuarioEspecificoComPapeis/${PEDRO}`);
    expect(body.objeto).toMatchObject({ cpf: PEDRO, papeis: [], nomesPapeis: '', unidadePapelDTOList: [], versao: 1 });
  });

  it("another unit's user or an unknown CPF → code 2; a bad CPF → code 4; no resource → 403", async () => {
    expect((await call('GET', `/listaUsuarioEspecificoComPapeis/${BRUNO.cpf}`)).body.codigoMensagem).toBe(2);
    expect((await call('GET', '/listaUsuarioEspecificoComPapeis/98765432100')).body.codigoMensagem).toBe(2);
    const bad = await call('GET', '/listaUsuarioEspecificoComPapeis/11111111111');
    expect(bad.status).toBe(400);
    expect(bad.body.listaCriticas[0]).toEqual({ campo: 'cpf', mensagem: 'CPF inválido.' });
    expect((await call('GET', `/listaUsuarioEspecificoComPapeis/${ZELIA.cpf}`, undefined, bruno)).status).toBe(403);
    expect((await call('GET', `/listaUsuarioEspecificoComPapeis/${ZELIA.cpf}`, undefined, anaSee)).status).toBe(403);
  });
});

describe('usuario.enviaUsuarioComPapeisNovos', () => {
  it('replaces the roles in the unit, moves the version on and writes the audit row', async () => {
    const { status, body } = await envia({ cpf: '529.982.247-25', papeis: ['RH_CONSULTA', 'ATENDIMENTO'], versao: 1 });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.mensagem).toBe(MSG_PERMISSOES_OK);
    expect(body.objeto).toEqual({ cpf: ZELIA.cpf, papeis: ['ATENDIMENTO', 'RH_CONSULTA'], versao: 2 });
    expect(await papeis(ZELIA.cpf)).toEqual(['ATENDIMENTO', 'RH_CONSULTA']);
    expect(await auditoria(ZELIA.cpf)).toMatchObject([
      {
        endpoint: 'usuario.enviaUsuarioComPapeisNovos',
        unidade_codigo: '1501',
        alteracoes: { papeis: { de: ['RH_CONSULTA'], para: ['ATENDIMENTO', 'RH_CONSULTA'] } },
      },
    ]);
    const up = await unidadePapeis(gw.db, ZELIA.cpf);
    expect(up[0].papeis.map((p) => p.codigo)).toEqual(['ATENDIMENTO', 'RH_CONSULTA']);

    // Removing one; the same roles again change nothing (no version, no audit row).
    expect((await envia({ cpf: ZELIA.cpf, papeis: ['ATENDIMENTO'], versao: 2 })).body.objeto).toEqual({
      cpf: ZELIA.cpf,
      papeis: ['ATENDIMENTO'],
      versao: 3,
    });
    expect((await envia({ cpf: ZELIA.cpf, papeis: ['ATENDIMENTO'], versao: 3 })).body.objeto.versao).toBe(3);
    expect(await auditoria(ZELIA.cpf)).toHaveLength(2);
  });

  it('a stale versao → code 4 and nothing changed', async () => {
    const { status, body } = await envia({ cpf: ZELIA.cpf, papeis: [], versao: 1 });
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.mensagem).toBe(MSG_VERSAO_DESATUALIZADA);
    expect(body.mensagem).toBe(
      'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.',
    );
    expect(body.listaCriticas).toEqual([{ campo: 'versao', mensagem: MSG_VERSAO_DESATUALIZADA }]);
    expect(await papeis(ZELIA.cpf)).toEqual(['ATENDIMENTO']);
    expect(await versao(ZELIA.cpf)).toBe(3);
    expect(await auditoria(ZELIA.cpf)).toHaveLength(2);
  });

  it('an unknown role code → code 4 on papeis; an empty list removes every role', async () => {
    const bad = await envia({ cpf: ZELIA.cpf, papeis: ['ATENDIMENTO', 'SUPERUSUARIO'], versao: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.listaCriticas).toEqual([
      { campo: 'papeis', mensagem: 'Perfil de acesso não encontrado: SUPERUSUARIO.' },
    ]);
    expect(await versao(ZELIA.cpf)).toBe(3);
    const vazio = await envia({ cpf: PEDRO, papeis: [], versao: 1 });
    expect(vazio.body.objeto).toEqual({ cpf: PEDRO, papeis: [], versao: 1 });
    const dado = await envia({ cpf: PEDRO, papeis: ['ATENDIMENTO'], versao: 1 });
    expect(dado.body.objeto).toEqual({ cpf: PEDRO, papeis: ['ATENDIMENTO'], versao: 2 });
  });

  it('an administrator cannot remove their own last administrator role', async () => {
    const own = await envia({ cpf: ANA.cpf, papeis: ['RH_CONSULTA'], versao: 1 });
    expect(own.status).toBe(400);
    expect(own.body.mensagem).toBe(MSG_ULTIMO_ADMIN);
    expect(own.body.listaCriticas).toEqual([
      { campo: 'papeis', mensagem: 'Você não pode remover o seu último perfil de Administrador.' },
    ]);
    expect(await papeis(ANA.cpf)).toEqual(['ADMINISTRADOR', 'ENCARREGADO_DADOS']);
    expect(await auditoria(ANA.cpf)).toEqual([]);
    // Adding a role while keeping ADMINISTRADOR is fine.
    expect(
      (await envia({ cpf: ANA.cpf, papeis: ['ADMINISTRADOR', 'ATENDIMENTO'], versao: 1 })).body.codigoMensagem,
    ).toBe(0);
    // Sérgio is administrator at SEE too: he may give up SEPLAG's.
    const sergioSelf = await envia({ cpf: SERGIO, papeis: ['RH_CONSULTA'], versao: 1 }, sergio);
    expect(sergioSelf.body.codigoMensagem).toBe(0);
    expect(await papeis(SERGIO)).toEqual(['RH_CONSULTA']);
    expect(await papeis(SERGIO, '1261')).toEqual(['ADMINISTRADOR']);
  });

  it("another unit's code → 403 (session); another unit's or an unknown user → code 4; nothing changed", async () => {
    const foreign = await envia({ cpf: ZELIA.cpf, codigoUnidade: '1261', papeis: [], versao: 3 });
    expect(foreign.status).toBe(403);
    expect(foreign.body.mensagem).toBe('A unidade informada não é a unidade do usuário.');
    const bruno1 = await envia({ cpf: BRUNO.cpf, papeis: ['ATENDIMENTO'], versao: 1 });
    expect(bruno1.status).toBe(400);
    expect(bruno1.body.listaCriticas).toEqual([{ campo: 'cpf', mensagem: 'Usuário não encontrado nesta unidade.' }]);
    expect(await papeis(BRUNO.cpf)).toEqual([]);
    // Another unit's user is not found before any version is compared: a stale one says nothing of them.
    const bruno99 = await envia({ cpf: BRUNO.cpf, papeis: [], versao: 99 });
    expect(bruno99.body.listaCriticas).toEqual([{ campo: 'cpf', mensagem: 'Usuário não encontrado nesta unidade.' }]);
    expect((await envia({ cpf: '98765432100', papeis: [], versao: 1 })).body.listaCriticas).toEqual([
      { campo: 'cpf', mensagem: 'Usuário não encontrado nesta unidade.' },
    ]);
    expect(await papeis(ZELIA.cpf)).toEqual(['ATENDIMENTO']);
    expect(await versao(ZELIA.cpf)).toBe(3);
  });

  it('schema: required fields, unique roles, no extra property; no resource → 403', async () => {
    const r = await call('POST', '/enviaUsuarioComPapeisNovos', { cpf: ZELIA.cpf, papeis: ['A', 'A'], extra: 1 });
    expect(r.status).toBe(400);
    expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'codigoUnidade',
      'extra',
      'papeis',
      'versao',
    ]);
    expect((await envia({ cpf: ZELIA.cpf, papeis: [], versao: 3 }, bruno)).status).toBe(403);
    expect((await envia({ cpf: ZELIA.cpf, papeis: [], versao: 3 }, null)).status).toBe(401);
    expect(await versao(ZELIA.cpf)).toBe(3);
  });
});

describe('usuario.listarUsuarioUnidade', () => {
  it("lists the users with a role in the token's unit, sorted by nome", async () => {
    const { status, body } = await call('GET', '/listarUsuarioUnidade/1501');
    expect(status).toBe(200);
    expect(body.objeto.map((u: { nome: string }) => u.nome)).toEqual([
      'Ana Administradora',
      'Diego Analista',
      'Elisa Editora',
      'Pedro Sem Perfil',
      'Sérgio Admin',
      ZELIA.nome,
    ]);
    expect(body.objeto[0]).toEqual({
      cpf: ANA.cpf,
      nome: 'Ana Administradora',
      email: ANA.email,
      papeis: 'Administrador, Atendimento',
    });
  });

  it('another unit → 403; no resource → 403; bad id → code 4; no user → code 2', async () => {
    expect((await call('GET', '/listarUsuarioUnidade/1261')).status).toBe(403);
    expect((await call('GET', '/listarUsuarioUnidade/1261', undefined, bruno)).status).toBe(403);
    expect((await call('GET', '/listarUsuarioUnidade/15a1')).status).toBe(400);
    // A unit without users cannot be asked over HTTP (the caller holds a role there): call the handler.
    const a = await usuarioHandlers['usuario.listarUsuarioUnidade']({
      db: gw.db,
      endpoint: 'usuario.listarUsuarioUnidade',
      auth: { sub: ANA.cpf, aud: 'EXAME', unidade: '2061', papeis: [], recursos: [], sid: 'x', exp: 0 },
      input: { id: '2061' },
      paging: undefined,
    });
    expect(a.body.codigoMensagem).toBe(2);
  });
});
