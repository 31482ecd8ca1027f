/**
 * The user report (`usuario.relatorio`) and its export (`usuario.exportar`, a report job): unit
 * scope, validation, no result, the mandatory 'filtros', the fixed nome-ascending order of the file,
 * and the resource 'relatorio' (granted to ADMINISTRADOR, not to RH_CONSULTA). The user record of
 * 'Alterar permissões' (`usuario.listaUsuarioEspecificoComPapeis`) against the spec's field list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO, DIEGO } from '../../db/demo-users.ts';
import type { Job } from '../../reports/jobs.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import papeis from '../../../screens/papeis.json' with { type: 'json' };

const U = '/gw/exame/usuario/v1';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR
let anaSee: string; // SEE 1261, RH_CONSULTA only
let bruno: string; // SEE 1261, RH_CONSULTA

beforeAll(async () => {
  gw = await startTestApp(50);
  // Two more users with a role at SEPLAG (one also at SEE), so order and filters have something to do.
  await gw.db.query(
    `INSERT INTO usuario (cpf, nome, email, matricula, senha_hash, unidade_codigo) VALUES
       ('52998224725', 'Zélia Teste', 'zelia@planejamento.mg.gov.br', '1000010', 'x', '1501'),
       ('11144477735', 'Bárbara Teste', 'barbara@planejamento.mg.gov.br', '1000011', 'x', '1501')`,
  );
  await gw.db.query(
    `INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo) VALUES
       ('52998224725', '1501', 'RH_CONSULTA'), ('52998224725', '1501', 'ATENDIMENTO'),
       ('11144477735', '1501', 'RH_CONSULTA'), ('11144477735', '1261', 'ATENDIMENTO')`,
  );
  const anaSid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, anaSid, '1501', '/gw/exame');
  anaSee = await accessToken(gw, anaSid, '1261', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}, token = ana) {
  const res = await gw.app.inject({
    method,
    url: `${U}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('usuario.listaPapeis', () => {
  it("lists every role of screens/papeis.json by name (the 'Perfil' filter's options), for whoever sees the report only", async () => {
    const { status, body } = await call('GET', '/listaPapeis');
    expect(status).toBe(200);
    const nomes = papeis.papeis
      .map((p) => ({ codigo: p.codigo, nome: p.nome }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    expect(body.objeto).toEqual(nomes);
    expect(body.objeto).toContainEqual({ codigo: 'ANALISTA_JUDICIAL', nome: 'Analista de processos judiciais' });
    expect(body.objeto).toContainEqual({ codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' });
    expect((await call('GET', '/listaPapeis', {}, bruno)).status).toBe(403);
  });
});

describe('usuario.relatorio', () => {
  it("lists the users of the token's unit with their roles there, sorted by nome", async () => {
    const { status, body } = await call('GET', '/relatorio', { size: '10' });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 10, totalRegistros: 5, totalPaginas: 1 });
    expect(body.objeto.map((u: { nome: string }) => u.nome)).toEqual([
      'Ana Administradora',
      'Bárbara Teste',
      'Diego Analista',
      'Elisa Editora',
      'Zélia Teste',
    ]);
    expect(body.objeto[0]).toEqual({
      cpf: ANA.cpf,
      nome: 'Ana Administradora',
      email: ANA.email,
      matricula: ANA.matricula,
      unidade: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
      codigoUnidade: '1501',
      papeis: 'Administrador, Encarregado de dados pessoais',
      codigosPapeis: ['ADMINISTRADOR', 'ENCARREGADO_DADOS'],
    });
    // Roles of another unit are not shown (Bárbara is ATENDIMENTO at SEE only).
    expect(body.objeto[1].codigosPapeis).toEqual(['RH_CONSULTA']);
    expect(body.objeto[3].papeis).toBe('Analista de telas, Consulta de recursos humanos');
    expect(body.objeto[4].papeis).toBe('Atendimento, Consulta de recursos humanos');
    // Bruno (SEE only) is never listed at SEPLAG.
    expect(body.objeto.some((u: { cpf: string }) => u.cpf === BRUNO.cpf)).toBe(false);
  });

  it('filters by nome (accent-insensitive), cpf and papel; pages and sorts', async () => {
    expect(
      (await call('GET', '/relatorio', { nome: 'barbara' })).body.objeto.map((u: { nome: string }) => u.nome),
    ).toEqual(['Bárbara Teste']);
    expect((await call('GET', '/relatorio', { cpf: '529.982.247-25' })).body.objeto[0].nome).toBe('Zélia Teste');
    const papel = await call('GET', '/relatorio', { papel: 'RH_CONSULTA', sort: 'nome', order: 'DESC' });
    expect(papel.body.objeto.map((u: { nome: string }) => u.nome)).toEqual([
      'Zélia Teste',
      'Elisa Editora',
      'Bárbara Teste',
    ]);
    const page = await call('GET', '/relatorio', { page: '0', size: '5' });
    expect(page.body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 5, totalRegistros: 5, totalPaginas: 1 });
    expect(page.body.objeto).toHaveLength(5);
    expect((await call('GET', '/relatorio', { page: '1', size: '5' })).body.codigoMensagem).toBe(2);
  });

  it('bad parameter → code 4 with listaCriticas', async () => {
    const { status, body } = await call('GET', '/relatorio', { nome: 'ab', cpf: '111.111.111-11' });
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual(['cpf', 'nome']);
    expect((await call('GET', '/relatorio', { sort: 'senha' })).body.codigoMensagem).toBe(4);
  });

  it('no result → code 2 with an empty list', async () => {
    const { status, body } = await call('GET', '/relatorio', { nome: 'Inexistente' });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(2);
    expect(body.mensagem).toBe('Sua busca não possui resultado. Tente novamente.');
    expect(body.objeto).toEqual([]);
  });

  it("403 without the role granting 'relatorio' (RH_CONSULTA), 401 without a token", async () => {
    expect((await call('GET', '/relatorio', {}, bruno)).status).toBe(403);
    expect((await call('GET', '/relatorio', {}, anaSee)).status).toBe(403);
    expect(
      (await call('POST', '/exportar', { tela: 'relatorio-usuarios', formato: 'CSV', filtros: {} }, bruno)).status,
    ).toBe(403);
    const res = await gw.app.inject({ method: 'GET', url: `${U}/relatorio` });
    expect(res.statusCode).toBe(401);
  });
});

describe('usuario.listaUsuarioEspecificoComPapeis', () => {
  const SEPLAG = { codigo: '1501', sigla: 'SEPLAG', nome: 'Secretaria de Estado de Planejamento e Gestão' };
  /** The fields of the user record in user management, as spec §3 lists them (less `id`: the key is the CPF). */
  const CAMPOS_DA_SPEC = [
    'nome',
    'ultimoNome',
    'cpf',
    'email',
    'emailSecundario',
    'telefone',
    'celular',
    'vinculo',
    'masp',
    'unidadePapelDTOList',
  ];
  const registro = async (cpf: string) => (await call('GET', `/listaUsuarioEspecificoComPapeis/${cpf}`)).body;

  it('answers every field of the user record with the seeded values (spec §3, user record)', async () => {
    const body = await registro(ANA.cpf);
    expect(body.codigoMensagem).toBe(0);
    for (const campo of CAMPOS_DA_SPEC) expect(body.objeto).toHaveProperty(campo);
    expect(body.objeto).toEqual({
      cpf: ANA.cpf,
      nome: 'Ana Administradora',
      ultimoNome: 'Administradora',
      email: ANA.email,
      emailSecundario: 'ana.administradora@example.gov.br',
      telefone: '3139151234',
      celular: '31991234567',
      vinculo: 'Efetivo',
      matricula: ANA.matricula,
      masp: ANA.matricula,
      codigoUnidade: '1501',
      unidade: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
      papeis: ['ADMINISTRADOR', 'ENCARREGADO_DADOS'],
      nomesPapeis: 'Administrador, Encarregado de dados pessoais',
      // Ana is also RH_CONSULTA and ENCARREGADO_DADOS at SEE: that unit's pair is not answered here.
      unidadePapelDTOList: [
        {
          unidade: SEPLAG,
          papeis: [
            { codigo: 'ADMINISTRADOR', nome: 'Administrador' },
            { codigo: 'ENCARREGADO_DADOS', nome: 'Encarregado de dados pessoais' },
          ],
        },
      ],
      versao: 1,
    });
    const diego = (await registro(DIEGO.cpf)).objeto;
    expect(diego).toMatchObject({
      ultimoNome: 'Analista',
      emailSecundario: null,
      telefone: '3139155870',
      celular: null,
      vinculo: 'Comissionado',
      masp: DIEGO.matricula,
    });
  });

  it('the last name is the last word of nome; what was never recorded is null; only the unit of the token (spec §3, user record)', async () => {
    // Bárbara was inserted without contacts or bond, and is ATENDIMENTO at SEE as well.
    const barbara = (await registro('11144477735')).objeto;
    expect(barbara.ultimoNome).toBe(barbara.nome.split(' ').at(-1));
    expect(barbara).toMatchObject({
      nome: 'Bárbara Teste',
      ultimoNome: 'Teste',
      emailSecundario: null,
      telefone: null,
      celular: null,
      vinculo: null,
      masp: '1000011',
      unidadePapelDTOList: [
        { unidade: SEPLAG, papeis: [{ codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' }] },
      ],
    });
    // Extra spaces around and between the words change nothing (the name is restored for the export's tests).
    const renomear = (nome: string) =>
      gw.db.query('UPDATE usuario SET nome = $1 WHERE cpf = $2', [nome, '52998224725']);
    await renomear('  Zélia  Maria de  Souza ');
    try {
      expect((await registro('52998224725')).objeto.ultimoNome).toBe('Souza');
    } finally {
      await renomear('Zélia Teste');
    }
  });
});

describe('usuario.exportar', () => {
  it("without 'filtros' → code 4 and the exact message", async () => {
    const { status, body } = await call('POST', '/exportar', {
      tela: 'relatorio-usuarios',
      formato: 'XLSX',
      paginacao: { page: 0, size: 10 },
    });
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.mensagem).toBe("O parametro 'filtros' é obrigatório!");
    expect(body.listaCriticas).toEqual([{ campo: 'filtros', mensagem: "O parametro 'filtros' é obrigatório!" }]);
    expect(
      (await call('POST', '/exportar', { tela: 'relatorio-usuarios', formato: 'XLSX', filtros: 'nome' })).body.mensagem,
    ).toBe("O parametro 'filtros' é obrigatório!");
  });

  it('rejects filters the report would reject', async () => {
    const { status, body } = await call('POST', '/exportar', {
      tela: 'relatorio-usuarios',
      formato: 'CSV',
      filtros: { nome: 'ab' },
    });
    expect(status).toBe(400);
    expect(body.listaCriticas[0].campo).toBe('filtros.nome');
  });

  it('schedules a job; the file is sorted by nome ascending whatever the screen sort', async () => {
    const { status, body } = await call('POST', '/exportar', {
      tela: 'relatorio-usuarios',
      formato: 'CSV',
      filtros: { exportarTudo: true, nome: '' },
      paginacao: { page: 0, size: 10, sort: 'email', order: 'DESC' },
    });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.mensagem).toBe(
      'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.',
    );
    const id = body.objeto.idRelatorio as number;
    const [job] = (
      await gw.db.query<Job & { status: string }>('SELECT * FROM relatorio_solicitado WHERE id = $1', [id])
    ).rows;
    expect(job).toMatchObject({
      cpf: ANA.cpf,
      unidade: '1501',
      nome_relatorio: 'Relatório de usuários',
      endpoint: 'usuario.exportar',
      formato: 'CSV',
    });
    expect(job.paginacao).toMatchObject({ sort: 'nome', order: 'ASC' });
    await gw.jobs.drain('relatorio_solicitado');
    const [done] = (
      await gw.db.query<{ status: string }>('SELECT status FROM relatorio_solicitado WHERE id = $1', [id])
    ).rows;
    expect(done.status).toBe('CONCLUIDO');
    // Downloaded as the user does: on PostgreSQL the file is in the database, not in a folder.
    const arquivo = await gw.app.inject({
      method: 'GET',
      url: `/gw/exame/relatorios/v1/download/${id}`,
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(arquivo.statusCode).toBe(200);
    const lines = arquivo.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome;CPF;E-mail;Matrícula;Perfis'); // the screen's own columns
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual([
      'Ana Administradora',
      'Bárbara Teste',
      'Diego Analista',
      'Elisa Editora',
      'Zélia Teste',
    ]);
    expect(lines[1]).toContain('390.533.447-05');
  });

  it('exports only the current page when exportarTudo is false', async () => {
    const { body } = await call('POST', '/exportar', {
      tela: 'relatorio-usuarios',
      formato: 'CSV',
      filtros: { exportarTudo: false },
      paginacao: { page: 1, size: 2 },
    });
    await gw.jobs.drain('relatorio_solicitado');
    const [done] = (
      await gw.db.query<{ total_linhas: number }>('SELECT total_linhas FROM relatorio_solicitado WHERE id = $1', [
        body.objeto.idRelatorio,
      ])
    ).rows;
    expect(done.total_linhas).toBe(2); // page 2 of 5 users (Ana, Bárbara | Diego, Elisa | Zélia)
  });
});

describe('usuario.foto', () => {
  it("answers the user's own photo, the same picture on every call and another for another cpf; another user's is 403", async () => {
    const get = (cpf: string, token = ana) =>
      gw.app.inject({ method: 'GET', url: `${U}/foto/${cpf}`, headers: { authorization: `Bearer ${token}` } });
    const own = await get(ANA.cpf);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(own.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(own.body).not.toMatch(/<script|on\w+=/i);
    expect((await get(ANA.cpf)).body).toBe(own.body);
    const masked = ANA.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    expect((await get(masked)).body).toBe(own.body);
    const brunos = await get(BRUNO.cpf, bruno);
    expect(brunos.statusCode).toBe(200);
    expect(brunos.body).not.toBe(own.body);
    const other = await get(BRUNO.cpf);
    expect(other.statusCode).toBe(403);
    expect(other.json().codigoMensagem).toBe(1);
    expect((await gw.app.inject({ method: 'GET', url: `${U}/foto/${ANA.cpf}` })).statusCode).toBe(401);
  });
});
