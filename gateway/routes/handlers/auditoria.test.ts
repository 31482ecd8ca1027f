/**
 * Reading the audit trail (`auditoria.historico`): the rows of one record written from the token's
 * unit, newest first, with the operation's catalogue title, the author's name and one line per
 * changed field with pt-BR labels; only ADMINISTRADOR holds the resource.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { accessToken, addUser, sessionFor, startTestApp } from '../../testing/support.ts';
import { MAX_VALOR, descreverAlteracoes, operacaoDaLinha } from './auditoria.ts';

const GW = '/gw/exame';
const BARBARA = '11144477735'; // roles at SEPLAG and at SEE
const SERGIO = '31415926590'; // ADMINISTRADOR at SEE
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261, RH_CONSULTA
let bruno: string; // SEE 1261, RH_CONSULTA
let sergio: string; // SEE 1261, ADMINISTRADOR
let aprovada: number;
let reprovada: number;

beforeAll(async () => {
  gw = await startTestApp(50);
  // The resource 'auditoria' is derived from the catalogue at start-up (gateway/security/recursos-sync.ts).
  await addUser(gw, {
    cpf: BARBARA,
    nome: 'Bárbara Teste',
    unidade: '1501',
    papeis: { '1501': ['RH_CONSULTA'], '1261': ['ATENDIMENTO'] },
  });
  await addUser(gw, { cpf: SERGIO, nome: 'Sérgio Admin SEE', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  const { rows } = await gw.db.query<{ id: number }>(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis) VALUES
       ('12345678909', 'Maria Aprovada', 'maria@example.gov.br', '1501', '{RH_CONSULTA}'),
       ('98765432100', 'João Reprovado', 'joao@example.gov.br', '1501', '{ATENDIMENTO}')
     RETURNING id`,
  );
  [aprovada, reprovada] = rows.map((r) => r.id);
  const anaSid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, anaSid, '1501', GW);
  anaSee = await accessToken(gw, anaSid, '1261', GW);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', GW);
  sergio = await accessToken(gw, await sessionFor(gw, SERGIO), '1261', GW);

  // The changes whose trail is read below, made through the real endpoints.
  const put = (url: string, payload?: object) =>
    gw.app.inject({ method: 'PUT', url: `${GW}${url}`, headers: { authorization: `Bearer ${ana}` }, payload });
  expect((await put(`/usuario-papel-solicitacao/v1/aprovar/${aprovada}`)).statusCode).toBe(200);
  expect(
    (await put(`/usuario-papel-solicitacao/v1/reprovar/${reprovada}`, { motivo: 'Não pertence à unidade.' }))
      .statusCode,
  ).toBe(200);
  const envia = (token: string, codigoUnidade: string, papeis: string[], versao: number) =>
    gw.app.inject({
      method: 'POST',
      url: `${GW}/usuario/v1/enviaUsuarioComPapeisNovos`,
      headers: { authorization: `Bearer ${token}` },
      payload: { cpf: BARBARA, codigoUnidade, papeis, versao },
    });
  expect((await envia(ana, '1501', ['RH_CONSULTA', 'ATENDIMENTO'], 1)).statusCode).toBe(200);
  expect((await envia(sergio, '1261', [], 2)).statusCode).toBe(200);
  expect((await envia(ana, '1501', ['ATENDIMENTO'], 3)).statusCode).toBe(200);
});
afterAll(() => gw?.close());

async function historico(query: Record<string, string>, token: string | null = ana) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `${GW}/auditoria/v1/historico`,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

describe('auditoria.historico', () => {
  it('an approval: who, when, the operation title and the labelled change', async () => {
    const { status, body } = await historico({ entidade: 'solicitacao_acesso', registroId: String(aprovada) });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 10, totalRegistros: 1, totalPaginas: 1 });
    const [row] = body.objeto;
    expect(row).toEqual({
      id: expect.any(Number),
      dataHora: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      cpf: ANA.cpf,
      usuario: 'Ana Administradora',
      operacao: 'Aprovação de solicitação de acesso',
      alteracoes: 'Situação: Pendente → Aprovada',
    });
  });

  it('a rejection and a created user: one line per field, empty as —, roles by name', async () => {
    const rep = await historico({ entidade: 'solicitacao_acesso', registroId: String(reprovada) });
    expect(rep.body.objeto[0].operacao).toBe('Reprovação de solicitação de acesso');
    expect(rep.body.objeto[0].alteracoes).toBe(
      'Situação: Pendente → Reprovada\nMotivo da reprovação: — → Não pertence à unidade.',
    );
    const user = await historico({ entidade: 'usuario', registroId: '12345678909' });
    expect(user.body.objeto[0].alteracoes).toBe(
      [
        'Nome: — → Maria Aprovada',
        'E-mail: — → maria@example.gov.br',
        'Unidade: — → 1501',
        'Perfis: — → Consulta de recursos humanos',
      ].join('\n'),
    );
  });

  it("newest first by default, oldest first when asked; only the token's unit's rows", async () => {
    const seplag = await historico({ entidade: 'usuario', registroId: BARBARA });
    expect(seplag.body.objeto.map((r: { alteracoes: string }) => r.alteracoes)).toEqual([
      'Perfis: Atendimento, Consulta de recursos humanos → Atendimento',
      'Perfis: Consulta de recursos humanos → Atendimento, Consulta de recursos humanos',
    ]);
    expect(seplag.body.objeto[0].operacao).toBe('Alteração de permissões do usuário');
    const asc = await historico({ entidade: 'usuario', registroId: BARBARA, sort: 'dataHora', order: 'ASC' });
    expect(asc.body.objeto.map((r: { id: number }) => r.id)).toEqual(
      seplag.body.objeto.map((r: { id: number }) => r.id).reverse(),
    );
    // SEE's administrator sees SEE's change only, and SEPLAG's approval trail not at all.
    const see = await historico({ entidade: 'usuario', registroId: BARBARA }, sergio);
    expect(see.body.objeto).toHaveLength(1);
    expect(see.body.objeto[0]).toMatchObject({ usuario: 'Sérgio Admin SEE', alteracoes: 'Perfis: Atendimento → —' });
    expect(
      (await historico({ entidade: 'solicitacao_acesso', registroId: String(aprovada) }, sergio)).body.codigoMensagem,
    ).toBe(2);
  });

  it('an unknown author shows the cpf; an endpoint without title its name; an unknown field its own name', async () => {
    await gw.db.query(
      `INSERT INTO auditoria (cpf, unidade_codigo, endpoint, entidade, registro_id, alteracoes)
       VALUES ('24681357928', '1501', 'documento.enviar', 'documento', 'doc-1.pdf', '{"campoNovo": {"de": 1, "para": 2}, "ativo": {"de": false, "para": true}}')`,
    );
    const { body } = await historico({ entidade: 'documento', registroId: 'doc-1.pdf' });
    expect(body.objeto[0]).toMatchObject({
      cpf: '24681357928',
      usuario: '24681357928',
      operacao: 'documento.enviar',
      alteracoes: 'ativo: Não → Sim\ncampoNovo: 1 → 2',
    });
  });

  it("a notice's author and whoever took notice by name, never a raw CPF", async () => {
    await gw.db.query(
      `INSERT INTO auditoria (cpf, unidade_codigo, endpoint, entidade, registro_id, alteracoes) VALUES
         ($1, '1501', 'aviso.cadastrarNovoAviso', 'aviso', 'aviso-teste', jsonb_build_object('criadoPor', jsonb_build_object('de', null, 'para', $1::text))),
         ($2, '1501', 'aviso.cadastrarControleAvisoUsuario', 'aviso', 'aviso-teste', '{"ciencia": {"de": null, "para": "24681357928"}}')`,
      [ANA.cpf, BRUNO.cpf],
    );
    const { body } = await historico({ entidade: 'aviso', registroId: 'aviso-teste', sort: 'dataHora', order: 'ASC' });
    expect(body.objeto.map((r: { alteracoes: string }) => r.alteracoes)).toEqual([
      'Cadastrado por: — → Ana Administradora',
      // A CPF that is nobody's user any more keeps its mask.
      'Ciência de: — → 246.813.579-28',
    ]);
  });

  it('pages; no history → code 2; bad parameters → code 4', async () => {
    const page = await historico({ entidade: 'usuario', registroId: BARBARA, page: '0', size: '5' });
    expect(page.body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 5, totalRegistros: 2, totalPaginas: 1 });
    expect(page.body.objeto).toHaveLength(2);
    expect(
      (await historico({ entidade: 'usuario', registroId: BARBARA, page: '1', size: '5' })).body.codigoMensagem,
    ).toBe(2);
    const none = await historico({ entidade: 'aviso', registroId: '999' });
    expect(none.body.codigoMensagem).toBe(2);
    expect(none.body.objeto).toEqual([]);
    const bad = await historico({ entidade: 'servidor', registroId: 'a b', sort: 'cpf' });
    expect(bad.status).toBe(400);
    expect(bad.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'entidade',
      'registroId',
      'sort',
    ]);
    expect((await historico({ entidade: 'usuario' })).body.listaCriticas).toEqual([
      { campo: 'registroId', mensagem: 'Campo obrigatório.' },
    ]);
  });

  it('only ADMINISTRADOR holds the resource: 403 for RH_CONSULTA, 401 without a token', async () => {
    expect((await historico({ entidade: 'usuario', registroId: BARBARA }, bruno)).status).toBe(403);
    expect((await historico({ entidade: 'usuario', registroId: BARBARA }, anaSee)).status).toBe(403);
    expect((await historico({ entidade: 'usuario', registroId: BARBARA }, null)).status).toBe(401);
  });
});

describe('descreverAlteracoes', () => {
  it('labels, arrays, empty values', () => {
    expect(
      descreverAlteracoes({
        papeis: { de: [], para: ['A', 'B'] },
        zeta: { de: 'x', para: 'y' },
        motivoReprovacao: { de: null, para: '' },
        situacao: { de: 'ATIVO', para: 'INATIVO' },
      }),
    ).toBe('Situação: ATIVO → INATIVO\nMotivo da reprovação: — → —\nPerfis: — → A, B\nzeta: x → y');
  });
  it("a progression's decision in words: its state, reasons and observation by their labels", () => {
    expect(
      descreverAlteracoes({
        observacaoReprovacao: { de: null, para: 'Certidão divergente.' },
        motivosReprovacao: { de: null, para: 'Documentação pendente ou divergente' },
        situacaoValidacao: { de: 'AGUARDANDO_VALIDACAO', para: 'REPROVADA' },
      }),
    ).toBe(
      'Situação: AGUARDANDO_VALIDACAO → REPROVADA\nMotivos da reprovação: — → Documentação pendente ou divergente\nObservação da reprovação: — → Certidão divergente.',
    );
  });
  it('the version, a counter for stale saves, is not shown', () => {
    expect(descreverAlteracoes({ versao: { de: 1, para: 2 }, papeis: { de: ['A'], para: ['B'] } })).toBe(
      'Perfis: A → B',
    );
  });
  it("a progression disapproved is a 'Reprovação de progressão', a validated one a 'Validação de progressão'", () => {
    const decisao = (para: string) =>
      operacaoDaLinha('progressao_servidor', 'progressaoPromocao.validarProgressaoServidor', {
        situacaoValidacao: { de: 'AGUARDANDO_VALIDACAO', para },
        versao: { de: 1, para: 2 },
      });
    expect(decisao('REPROVADA')).toBe('Reprovação de progressão');
    expect(decisao('VALIDADA')).toBe('Validação de progressão');
    // Without a named transition, the endpoint's catalogue title.
    expect(
      operacaoDaLinha('solicitacao_acesso', 'usuarioPapelSolicitacao.aprovar', {
        situacao: { de: 'PENDENTE', para: 'APROVADA' },
      }),
    ).toBe('Aprovação de solicitação de acesso');
  });
  it('rich text without its tags, long values cut', () => {
    const longo = `<p>${'palavra '.repeat(40)}</p>`;
    const linha = descreverAlteracoes({ texto: { de: null, para: longo } });
    expect(linha).not.toContain('<p>');
    expect(linha.length).toBeLessThan(MAX_VALOR + 30);
    expect(linha.endsWith('…')).toBe(true);
  });
});
