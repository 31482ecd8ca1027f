/**
 * Access requests: the password of the self-service request (stored hashed, a weak one refused),
 * the list of a unit's requests ('Solicitações'), and their approval and rejection through the
 * write pipeline — user created with the chosen password, roles granted, audit rows, a decided
 * request never decided again, another unit's request refused, nothing half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { unidadePapeis } from '../../security/users.ts';
import { accessToken, addUser, sessionFor, startTestApp, tokenAltcha } from '../../testing/support.ts';
import { MSG_APROVADA, MSG_APROVADA_SEM_SENHA, SENHA_INUTILIZAVEL } from './usuarioPapelSolicitacao.ts';

const S = '/gw/exame/usuario-papel-solicitacao/v1';
const SERGIO = '31415926590'; // second administrator, at SEE 1261 (created here)
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261, RH_CONSULTA only
let bruno: string; // SEE 1261, RH_CONSULTA
let sergio: string; // SEE 1261, ADMINISTRADOR

beforeAll(async () => {
  gw = await startTestApp(50);
  // The seed's demo requests (gateway/seed/solicitacoes.ts) are checked in seed.test.ts; these
  // tests count their own.
  await gw.db.query('DELETE FROM solicitacao_acesso');
  await addUser(gw, { cpf: SERGIO, nome: 'Sérgio Admin SEE', unidade: '1261', papeis: { '1261': ['ADMINISTRADOR'] } });
  const anaSid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, anaSid, '1501', '/gw/exame');
  anaSee = await accessToken(gw, anaSid, '1261', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  sergio = await accessToken(gw, await sessionFor(gw, SERGIO), '1261', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  data?: Record<string, unknown>,
  token: string | null = ana,
) {
  const res = await gw.app.inject({
    method,
    url: url.startsWith('/gw/') ? url : `${S}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' ? { query: (data ?? {}) as Record<string, string> } : data ? { payload: data } : {}),
  });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

/** A solved ALTCHA token for one anonymous call. */
const captcha = () => tokenAltcha(gw);

/** An access request stored directly (the list and the decisions do not depend on the form). */
async function pedido(
  cpf: string,
  nome: string,
  unidade: string,
  papeis: string[],
  opts: { situacao?: string; criada?: string; senha?: string | null } = {},
) {
  const senhaHash = opts.senha === null ? null : await hashPassword(opts.senha ?? 'Senha1234');
  const { rows } = await gw.db.query<{ id: number }>(
    `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, justificativa, situacao, criada_em, senha_hash)
     VALUES ($1, $2, $3, $4, $5, 'Preciso consultar servidores.', $6, $7, $8) RETURNING id`,
    [
      cpf,
      nome,
      `${cpf}@example.gov.br`,
      unidade,
      papeis,
      opts.situacao ?? 'PENDENTE',
      opts.criada ?? new Date().toISOString(),
      senhaHash,
    ],
  );
  return rows[0].id;
}

const auditoria = async (entidade: string, id: string | number) =>
  (
    await gw.db.query<{
      cpf: string;
      unidade_codigo: string;
      endpoint: string;
      alteracoes: Record<string, { de: unknown; para: unknown }>;
    }>(
      'SELECT cpf, unidade_codigo, endpoint, alteracoes FROM auditoria WHERE entidade = $1 AND registro_id = $2 ORDER BY id',
      [entidade, String(id)],
    )
  ).rows;
const solicitacao = async (id: number) =>
  (
    await gw.db.query<Record<string, unknown>>(
      'SELECT situacao, motivo_reprovacao, analisada_por, analisada_em, versao FROM solicitacao_acesso WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('usuario.solicitarAcesso: the password', () => {
  const base = {
    cpf: '444.555.666-19',
    nome: 'Helena Senha',
    email: 'helena@example.gov.br',
    codigoUnidade: '1501',
    papeis: ['RH_CONSULTA'],
    versaoTermo: '1.00',
  };

  it('refuses a missing or weak password with code 4 on senha, storing nothing', async () => {
    const missing = await call('POST', '/gw/exame/usuario/v1', { ...base, captcha: await captcha() }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.listaCriticas).toEqual([{ campo: 'senha', mensagem: 'Campo obrigatório.' }]);
    for (const senha of ['abcdefgh', '12345678', 'abc1234', `a1${'x'.repeat(71)}`]) {
      const weak = await call('POST', '/gw/exame/usuario/v1', { ...base, senha, captcha: await captcha() }, null);
      expect(weak.status).toBe(400);
      expect(weak.body.codigoMensagem).toBe(4);
      expect(weak.body.mensagem).toBe('A senha deve ter ao menos 8 caracteres, com letras e números.');
      expect(weak.body.listaCriticas).toEqual([
        { campo: 'senha', mensagem: 'A senha deve ter ao menos 8 caracteres, com letras e números.' },
      ]);
      expect(weak.raw).not.toContain(senha);
    }
    expect((await gw.db.query("SELECT 1 FROM solicitacao_acesso WHERE cpf = '44455566619'")).rows).toEqual([]);
  });

  it('stores only the scrypt hash; approval creates the user who signs in with that password', async () => {
    const senha = 'Helena2026';
    const sent = await call(
      'POST',
      '/gw/exame/usuario/v1',
      { ...base, papeis: ['RH_CONSULTA', 'ATENDIMENTO'], senha, captcha: await captcha() },
      null,
    );
    expect(sent.status).toBe(200);
    expect(sent.raw).not.toContain(senha);
    const id = sent.body.objeto.id as number;
    const [row] = (await gw.db.query<Record<string, unknown>>('SELECT * FROM solicitacao_acesso WHERE id = $1', [id]))
      .rows;
    expect(row.senha_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(senha);

    const ok = await call('PUT', `/aprovar/${id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.codigoMensagem).toBe(0);
    expect(ok.body.mensagem).toBe(MSG_APROVADA);
    expect(ok.body.objeto).toEqual({ id, situacao: 'APROVADA' });

    const [user] = (
      await gw.db.query<Record<string, unknown> & { senha_hash: string }>('SELECT * FROM usuario WHERE cpf = $1', [
        '44455566619',
      ])
    ).rows;
    expect(user).toMatchObject({
      nome: 'Helena Senha',
      email: 'helena@example.gov.br',
      matricula: '',
      unidade_codigo: '1501',
      // The request asks for none of these: they start empty.
      email_secundario: null,
      telefone: null,
      celular: null,
      vinculo: null,
      versao: 1,
    });
    expect(user.senha_hash).toBe(row.senha_hash);
    expect(await verifyPassword(senha, user.senha_hash)).toBe(true);
    expect(await verifyPassword('outra1234', user.senha_hash)).toBe(false);
    // The identity claims of the next sign-in carry the unit and the granted roles.
    const up = await unidadePapeis(gw.db, '44455566619');
    expect(up.map((u) => u.unidade.codigo)).toEqual(['1501']);
    expect(up[0].papeis.map((p) => p.codigo)).toEqual(['ATENDIMENTO', 'RH_CONSULTA']);

    expect(await solicitacao(id)).toMatchObject({ situacao: 'APROVADA', analisada_por: ANA.cpf, versao: 2 });
    expect((await solicitacao(id)).analisada_em).toBeTruthy();
    const aud = await auditoria('solicitacao_acesso', id);
    expect(aud).toEqual([
      {
        cpf: ANA.cpf,
        unidade_codigo: '1501',
        endpoint: 'usuarioPapelSolicitacao.aprovar',
        alteracoes: { situacao: { de: 'PENDENTE', para: 'APROVADA' } },
      },
    ]);
    expect((await auditoria('usuario', '44455566619')).map((a) => a.alteracoes)).toEqual([
      {
        nome: { de: null, para: 'Helena Senha' },
        email: { de: null, para: 'helena@example.gov.br' },
        codigoUnidade: { de: null, para: '1501' },
        papeis: { de: [], para: ['ATENDIMENTO', 'RH_CONSULTA'] },
      },
    ]);

    // Deciding it again is refused, naming the current situation, and writes nothing.
    const twice = await call('PUT', `/aprovar/${id}`);
    expect(twice.status).toBe(400);
    expect(twice.body.codigoMensagem).toBe(4);
    expect(twice.body.mensagem).toBe("Não é possível aprovar esta solicitação: a situação atual é 'Aprovada'.");
    expect(twice.body.listaCriticas[0].campo).toBe('situacao');
    expect((await call('PUT', `/reprovar/${id}`, { motivo: 'Mudou de ideia depois.' })).body.codigoMensagem).toBe(4);
    expect(await auditoria('solicitacao_acesso', id)).toHaveLength(1);
    expect(await solicitacao(id)).toMatchObject({ situacao: 'APROVADA', versao: 2 });
  });
});

describe('usuarioPapelSolicitacao.solicitacaoCadastro', () => {
  let joao: number;
  beforeAll(async () => {
    await pedido('12345678909', 'Maria Joaquina', '1501', ['RH_CONSULTA', 'ATENDIMENTO'], {
      criada: '2026-03-10T12:00:00Z',
    });
    joao = await pedido('98765432100', 'João Ávila', '1501', ['ATENDIMENTO'], { criada: '2026-03-11T13:05:00Z' });
    await gw.db.query(
      `UPDATE solicitacao_acesso SET situacao = 'REPROVADA', motivo_reprovacao = 'Não é servidor da unidade.', analisada_por = $2,
              analisada_em = '2026-03-12T15:30:00Z', versao = 2 WHERE id = $1`,
      [joao, ANA.cpf],
    );
    await pedido('11122233396', 'Outra Unidade', '1261', ['RH_CONSULTA'], { criada: '2026-03-12T10:00:00Z' });
  });

  it("lists the token's unit only, newest first, with the analysis", async () => {
    const { status, body } = await call('GET', '/solicitacaoCadastro');
    expect(status).toBe(200);
    const nomes = body.objeto.map((s: { nome: string }) => s.nome);
    expect(nomes).not.toContain('Outra Unidade');
    expect(nomes.indexOf('João Ávila')).toBeLessThan(nomes.indexOf('Maria Joaquina'));
    const j = body.objeto.find((s: { id: number }) => s.id === joao);
    expect(j).toEqual({
      id: joao,
      cpf: '98765432100',
      nome: 'João Ávila',
      email: '98765432100@example.gov.br',
      codigoUnidade: '1501',
      papeis: 'Atendimento',
      codigosPapeis: ['ATENDIMENTO'],
      justificativa: 'Preciso consultar servidores.',
      situacao: 'REPROVADA',
      situacaoDescricao: 'Reprovada',
      dataSolicitacao: '11/03/2026 10:05',
      analisadaPor: 'Ana Administradora',
      dataAnalise: '12/03/2026 12:30',
      motivoReprovacao: 'Não é servidor da unidade.',
      versao: 2,
    });
    const m = body.objeto.find((s: { nome: string }) => s.nome === 'Maria Joaquina');
    expect(m).toMatchObject({
      papeis: 'Atendimento, Consulta de recursos humanos',
      situacao: 'PENDENTE',
      situacaoDescricao: 'Pendente',
      analisadaPor: null,
      dataAnalise: null,
    });
    expect(m.motivoReprovacao).toBeNull();
  });

  it('filters by nome (accent-insensitive), cpf and situacao; sorts and pages', async () => {
    const nome = await call('GET', '/solicitacaoCadastro', { nome: 'joao avila' });
    expect(nome.body.objeto.map((s: { nome: string }) => s.nome)).toEqual(['João Ávila']);
    expect(
      (await call('GET', '/solicitacaoCadastro', { cpf: '123.456.789-09' })).body.objeto.map(
        (s: { nome: string }) => s.nome,
      ),
    ).toEqual(['Maria Joaquina']);
    const rep = await call('GET', '/solicitacaoCadastro', { situacao: 'REPROVADA' });
    expect(rep.body.objeto.every((s: { situacao: string }) => s.situacao === 'REPROVADA')).toBe(true);
    const sorted = await call('GET', '/solicitacaoCadastro', { sort: 'nome', order: 'ASC', nome: 'joa' });
    expect(sorted.body.objeto.map((s: { nome: string }) => s.nome)).toEqual(['João Ávila', 'Maria Joaquina']);
    const byDate = await call('GET', '/solicitacaoCadastro', { sort: 'dataSolicitacao', order: 'ASC', nome: 'joa' });
    expect(byDate.body.objeto.map((s: { nome: string }) => s.nome)).toEqual(['Maria Joaquina', 'João Ávila']);
    const page = await call('GET', '/solicitacaoCadastro', { nome: 'joa', page: '0', size: '5', sort: 'nome' });
    expect(page.body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 5, totalRegistros: 2, totalPaginas: 1 });
    expect(page.body.objeto.map((s: { nome: string }) => s.nome)).toEqual(['João Ávila', 'Maria Joaquina']);
  });

  it('filters by the period of the request (Brasília days, both ends included); a reversed or future period is code 4', async () => {
    const id = await pedido('71428793860', 'Período Antigo', '1501', ['RH_CONSULTA'], {
      criada: '2026-01-15T13:00:00Z',
    });
    const jan = await call('GET', '/solicitacaoCadastro', { dataInicio: '15/01/2026', dataFim: '16/01/2026' });
    expect(jan.body.objeto.map((s: { id: number }) => s.id)).toEqual([id]);
    expect(
      (await call('GET', '/solicitacaoCadastro', { dataInicio: '16/01/2026', dataFim: '17/01/2026' })).body
        .codigoMensagem,
    ).toBe(2);
    const invertido = await call('GET', '/solicitacaoCadastro', { dataInicio: '16/01/2026', dataFim: '15/01/2026' });
    expect([invertido.body.codigoMensagem, invertido.body.listaCriticas[0].campo]).toEqual([4, 'dataInicio']);
    const futuro = await call('GET', '/solicitacaoCadastro', { dataFim: `01/01/${new Date().getFullYear() + 1}` });
    expect(futuro.body.listaCriticas).toEqual([{ campo: 'dataFim', mensagem: 'A data não pode ser futura.' }]);
  });

  it('bad filters → code 4; nothing found → code 2', async () => {
    const bad = await call('GET', '/solicitacaoCadastro', {
      situacao: 'CANCELADA',
      cpf: '111.111.111-11',
      sort: 'email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual(['cpf', 'situacao', 'sort']);
    const none = await call('GET', '/solicitacaoCadastro', { nome: 'Inexistente' });
    expect(none.body.codigoMensagem).toBe(2);
    expect(none.body.objeto).toEqual([]);
  });

  it('403 without the resource (RH_CONSULTA), 401 without a token', async () => {
    expect((await call('GET', '/solicitacaoCadastro', {}, bruno)).status).toBe(403);
    expect((await call('GET', '/solicitacaoCadastro', {}, anaSee)).status).toBe(403);
    expect((await call('GET', '/solicitacaoCadastro', {}, null)).status).toBe(401);
    // The SEE administrator sees SEE's requests, not SEPLAG's.
    const see = await call('GET', '/solicitacaoCadastro', {}, sergio);
    expect(see.body.objeto.map((s: { nome: string }) => s.nome)).toEqual(['Outra Unidade']);
  });
});

describe('usuarioPapelSolicitacao.detalhe', () => {
  it("one request of the unit with the list's fields; another unit's answers like an unknown id (code 2)", async () => {
    const id = await pedido('52998224725', 'Detalhe Teste', '1501', ['ATENDIMENTO']);
    const d = await call('GET', `/solicitacaoCadastro/${id}`);
    expect(d.body.codigoMensagem).toBe(0);
    expect(d.body.objeto).toMatchObject({
      id,
      nome: 'Detalhe Teste',
      situacao: 'PENDENTE',
      situacaoDescricao: 'Pendente',
      papeis: 'Atendimento',
    });
    const nada = await call('GET', '/solicitacaoCadastro/999999', {}, sergio);
    expect(nada.body.codigoMensagem).toBe(2);
    esperarComoAusente(await call('GET', `/solicitacaoCadastro/${id}`, {}, sergio), nada);
  });
});

describe('usuarioPapelSolicitacao.aprovar / reprovar', () => {
  it("an existing user only gets the roles (no new user, the user's version moves on)", async () => {
    const id = await pedido(BRUNO.cpf, 'Bruno Consultor', '1501', ['ATENDIMENTO']);
    const antes = (
      await gw.db.query<{ versao: number; senha_hash: string }>(
        'SELECT versao, senha_hash FROM usuario WHERE cpf = $1',
        [BRUNO.cpf],
      )
    ).rows[0];
    expect((await call('PUT', `/aprovar/${id}`)).body.codigoMensagem).toBe(0);
    const depois = (
      await gw.db.query<{ versao: number; senha_hash: string }>(
        'SELECT versao, senha_hash FROM usuario WHERE cpf = $1',
        [BRUNO.cpf],
      )
    ).rows[0];
    expect(depois.versao).toBe(antes.versao + 1);
    expect(depois.senha_hash).toBe(antes.senha_hash);
    const up = await unidadePapeis(gw.db, BRUNO.cpf);
    expect(up.map((u) => [u.unidade.codigo, u.papeis.map((p) => p.codigo)])).toEqual([
      ['1261', ['RH_CONSULTA']],
      ['1501', ['ATENDIMENTO']],
    ]);
    expect((await auditoria('usuario', BRUNO.cpf)).map((a) => a.alteracoes)).toEqual([
      { papeis: { de: [], para: ['ATENDIMENTO'] } },
    ]);
  });

  it('a request made before the password existed: the user gets an unusable password and the answer says so', async () => {
    const id = await pedido('77788899941', 'Antigo Pedido', '1501', ['RH_CONSULTA'], { senha: null });
    const { body } = await call('PUT', `/aprovar/${id}`);
    expect(body.codigoMensagem).toBe(0);
    expect(body.mensagem).toBe(MSG_APROVADA_SEM_SENHA);
    const [u] = (
      await gw.db.query<{ senha_hash: string }>('SELECT senha_hash FROM usuario WHERE cpf = $1', ['77788899941'])
    ).rows;
    expect(u.senha_hash).toBe(SENHA_INUTILIZAVEL);
    expect(await verifyPassword('', u.senha_hash)).toBe(false);
  });

  it('reject: motivo is required, at least 10 characters after trimming; nothing written when refused', async () => {
    const id = await pedido('13579246828', 'Rita Reprovada', '1501', ['RH_CONSULTA']);
    for (const payload of [undefined, {}, { motivo: 'curto' }, { motivo: '   abc       ' }]) {
      const r = await call('PUT', `/reprovar/${id}`, payload);
      expect(r.status).toBe(400);
      expect(r.body.codigoMensagem).toBe(4);
      expect(r.body.listaCriticas.map((c: { campo: string }) => c.campo)).toEqual(['motivo']);
    }
    expect(await solicitacao(id)).toMatchObject({
      situacao: 'PENDENTE',
      motivo_reprovacao: null,
      analisada_por: null,
      versao: 1,
    });
    expect(await auditoria('solicitacao_acesso', id)).toEqual([]);

    const ok = await call('PUT', `/reprovar/${id}`, { motivo: '  Não pertence ao quadro da unidade.  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.mensagem).toBe('Solicitação reprovada.');
    expect(ok.body.objeto).toEqual({ id, situacao: 'REPROVADA' });
    expect(await solicitacao(id)).toMatchObject({
      situacao: 'REPROVADA',
      motivo_reprovacao: 'Não pertence ao quadro da unidade.',
      analisada_por: ANA.cpf,
      versao: 2,
    });
    expect((await auditoria('solicitacao_acesso', id)).map((a) => [a.endpoint, a.alteracoes])).toEqual([
      [
        'usuarioPapelSolicitacao.reprovar',
        {
          situacao: { de: 'PENDENTE', para: 'REPROVADA' },
          motivoReprovacao: { de: null, para: 'Não pertence ao quadro da unidade.' },
        },
      ],
    ]);

    // A rejected request cannot be approved: no user, no roles, no audit row.
    const ap = await call('PUT', `/aprovar/${id}`);
    expect(ap.body.codigoMensagem).toBe(4);
    expect(ap.body.mensagem).toBe("Não é possível aprovar esta solicitação: a situação atual é 'Reprovada'.");
    expect((await gw.db.query("SELECT 1 FROM usuario WHERE cpf = '13579246828'")).rows).toEqual([]);
    expect(await auditoria('solicitacao_acesso', id)).toHaveLength(1);
  });

  it("another unit's request: 403 by role (no resource), by unit the same code 4 as an unknown id; nothing written", async () => {
    const id = await pedido('24681357928', 'Pedido da SEE', '1261', ['RH_CONSULTA']);
    expect((await call('PUT', `/aprovar/${id}`, undefined, anaSee)).status).toBe(403);
    expect((await call('PUT', `/aprovar/${id}`, undefined, bruno)).status).toBe(403);
    expect((await call('PUT', `/reprovar/${id}`, { motivo: 'Motivo suficiente.' }, bruno)).status).toBe(403);
    const other = await call('PUT', `/aprovar/${id}`);
    const nada = await call('PUT', '/aprovar/999999');
    expect(nada.body.listaCriticas).toEqual([{ campo: 'id', mensagem: 'Registro não encontrado.' }]);
    esperarComoAusente(other, nada);
    esperarComoAusente(
      await call('PUT', `/reprovar/${id}`, { motivo: 'Motivo suficiente.' }),
      await call('PUT', '/reprovar/999999', { motivo: 'Motivo suficiente.' }),
    );
    expect(await solicitacao(id)).toMatchObject({ situacao: 'PENDENTE', versao: 1 });
    expect(await auditoria('solicitacao_acesso', id)).toEqual([]);
    expect((await gw.db.query("SELECT 1 FROM usuario WHERE cpf = '24681357928'")).rows).toEqual([]);
    // The SEE administrator decides it.
    expect((await call('PUT', `/aprovar/${id}`, undefined, sergio)).body.codigoMensagem).toBe(0);
    expect((await auditoria('solicitacao_acesso', id))[0]).toMatchObject({ cpf: SERGIO, unidade_codigo: '1261' });
  });

  it('unknown id → code 4; a non-numeric id → code 4; no token → 401', async () => {
    const none = await call('PUT', '/aprovar/999999');
    expect(none.status).toBe(400);
    expect(none.body.listaCriticas).toEqual([{ campo: 'id', mensagem: 'Registro não encontrado.' }]);
    expect((await call('PUT', '/aprovar/abc')).body.listaCriticas[0].campo).toBe('id');
    expect((await call('PUT', '/aprovar/1', undefined, null)).status).toBe(401);
  });
});
