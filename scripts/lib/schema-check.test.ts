import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFormat } from '../../core/screen-check/format-hints.ts';
import { checkAll, listFiles, type Problem } from './schema-check.ts';

const root = resolve(import.meta.dirname, '../..');
const endpointFiles = listFiles(join(root, 'schemas/endpoints'), '.json');
const areasFile = join(root, 'screens/areas.json');
const fixture = (name: string) => join(import.meta.dirname, 'fixtures/broken', name);

/** Problems of one broken fixture checked beside the real screens (for duplicate detection). */
function problemsOf(name: string, withRealScreens = false, papeisFile?: string) {
  const real = withRealScreens ? listFiles(join(root, 'screens'), '.screen.json') : [];
  return checkAll({ root, endpointFiles, areasFile, screenFiles: [...real, fixture(name)], papeisFile })
    .filter((p) => p.file.endsWith(name))
    .map((p) => `${p.pointer}: ${p.message}`);
}

describe('schemas:check', () => {
  it('accepts every real screen document and catalogue file', () => {
    const screenFiles = listFiles(join(root, 'screens'), '.screen.json');
    expect(checkAll({ root, endpointFiles, areasFile, screenFiles })).toEqual([]);
  });

  it('warns, without failing, about a CPF or date column without formatter (spec §5)', () => {
    const warnings: Problem[] = [];
    const file = join(import.meta.dirname, 'fixtures/avisos/sem-formatador.screen.json');
    expect(checkAll({ root, endpointFiles, areasFile, screenFiles: [file], warnings })).toEqual([]);
    expect(warnings.map((w) => `${w.pointer}: ${w.message}`)).toEqual([
      `/columns/1: a coluna 'cpf' mostra um CPF sem formatador (spec §5): use "format": "cpf".`,
      `/columns/2: a coluna 'dataAdmissao' mostra uma data sem formatador (spec §5): use "format": "date".`,
    ]);
    expect(expectedFormat('anoMesFolha', { type: 'integer' })).toBe('competencia');
    expect(expectedFormat('valorLiquido', { type: 'number' })).toBe('moeda');
    expect(expectedFormat('cep', { type: 'string' })).toBe('cep');
    expect(expectedFormat('dataInicio', { type: 'string', description: 'DD/MM/AAAA.' })).toBeUndefined(); // sent formatted
    expect(expectedFormat('nome', { type: 'string' })).toBeUndefined();
  });

  it('names an unknown endpoint and suggests the closest one', () => {
    expect(problemsOf('unknown-endpoint.screen.json')).toEqual([
      "/source/endpoint: endpoint 'admissoes.listaServidor' não existe no catálogo (schemas/endpoints). Você quis dizer 'admissoes.listaServidores'?",
    ]);
  });

  it('rejects a column or row key not in the response, an unknown format and an unknown cell', () => {
    const problems = problemsOf('unknown-column.screen.json');
    expect(problems).toContain(
      "/columns/0/field: a coluna 'nomee' não existe na resposta de 'admissoes.listaServidores'. Você quis dizer 'nome'?",
    );
    expect(problems).toContain("/columns/0/format: formato 'cpff' não existe. Você quis dizer 'cpf'?");
    expect(problems.some((p) => p.startsWith("/rowKey: o campo 'idServidor' não existe na resposta"))).toBe(true);
    expect(problems.some((p) => p.startsWith("/columns/0/cell: célula 'statuz' não existe."))).toBe(true);
  });

  it('rejects an unknown screen kind with the allowed ones', () => {
    expect(problemsOf('unknown-kind.screen.json')).toEqual([
      '/kind: valor não permitido; use um destes: search, detail, form, dashboard, tabs, editor.',
    ]);
  });

  it('rejects an unknown widget, area, action, filter and sort field', () => {
    const problems = problemsOf('bad-widget-and-area.screen.json');
    expect(problems).toContain("/filters/uiSchema/cpf/ui:widget: widget 'cpfmask' não existe. Você quis dizer 'cpf'?");
    expect(
      problems.some((p) =>
        p.startsWith(
          "/area: área 'recursos-humano' não existe em screens/areas.json. Você quis dizer 'recursos-humanos'?",
        ),
      ),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith("/rowActions/0/action: ação 'abrir' não existe."))).toBe(true);
    expect(
      problems.some((p) =>
        p.startsWith(
          "/filters/schema/properties/foo: o filtro 'foo' não é aceito pelo endpoint 'admissoes.listaServidores'.",
        ),
      ),
    ).toBe(true);
    expect(
      problems.some((p) =>
        p.startsWith("/source/sort/field: o endpoint 'admissoes.listaServidores' não ordena por 'idade'."),
      ),
    ).toBe(true);
  });

  it('lets a list without paging sort by any field of its rows (the portal sorts it), and no other', () => {
    // Its columns are sortable and `sortField` names a field of the row; the default sort names none.
    expect(problemsOf('lista-ordenacao.screen.json')).toEqual([
      "/source/sort/field: o campo de ordenação 'nome' não existe na resposta de 'gestaoLauda.listaModeloLauda'. Use um destes: idModeloLauda, nomeModeloLauda, naturezaEvolucao, naturezaEvolucaoDescricao, situacao, atualizadoEm, laudasGeradas.",
    ]);
  });

  it('rejects a duplicate id and route, and a property the kind does not know', () => {
    const problems = problemsOf('duplicate-route.screen.json', true);
    expect(problems).toEqual(["/fields/0: propriedade 'colour' não é permitida aqui; remova-a ou corrija o nome."]);
  });

  it('rejects an id and a route that another screen already uses', () => {
    expect(problemsOf('duplicate.screen.json', true)).toEqual([
      "/id: id 'pesquisa-servidor' repete o de screens/recursos-humanos/pesquisa-servidor.screen.json; cada tela precisa de um id único.",
      "/route: rota '/recursos-humanos/pesquisa-servidor/' repete a de screens/recursos-humanos/pesquisa-servidor.screen.json; cada tela precisa de uma rota única.",
    ]);
  });

  it('rejects a search screen without columns and with a misspelt property', () => {
    const problems = problemsOf('missing-columns.screen.json');
    expect(problems).toContain("/: falta a propriedade obrigatória 'columns'.");
    expect(problems).toContain(
      "/: propriedade 'colunas' não é permitida neste tipo de tela; remova-a ou corrija o nome.",
    );
  });

  it('reports a file that is not JSON', () => {
    const problems = problemsOf('not-json.screen.json');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^: JSON inválido/);
  });

  it('rejects an unknown status-key group, sort key, row field, options endpoint and action', () => {
    const problems = problemsOf('bad-references.screen.json');
    expect(problems).toContain(
      "/columns/0/statusKeys: grupo de cores de status 'meus-relatorio' não existe. Você quis dizer 'meus-relatorios'?",
    );
    expect(
      problems.some((p) =>
        p.startsWith("/columns/0/sortField: o endpoint 'relatorios.relatoriosServidor' não ordena por 'status'."),
      ),
    ).toBe(true);
    expect(
      problems.some((p) =>
        p.startsWith(
          "/rowActions/0/disabledWhen/field: o campo 'situacao' não existe na resposta de 'relatorios.relatoriosServidor'.",
        ),
      ),
    ).toBe(true);
    expect(
      problems.some((p) =>
        p.startsWith(
          "/rowActions/0/params/idRelatorio: o campo 'id' não existe na resposta de 'relatorios.relatoriosServidor'.",
        ),
      ),
    ).toBe(true);
    expect(
      problems.some((p) =>
        p.startsWith(
          "/filters/uiSchema/nomeRelatorio/ui:options/endpoint: endpoint 'relatorios.listaRelatorio' não existe",
        ),
      ),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith("/toolbar/0/action: ação 'exportar' não existe."))).toBe(true);
  });

  it('checks detail tabs (fields, nested tables, master-detail), dashboards and tabs screens', () => {
    const detail = problemsOf('bad-detail-tabs.screen.json');
    expect(
      detail.some((p) =>
        p.startsWith(
          "/tabs/0/sections/0/fields/0/field: o campo 'nomee' não existe na resposta de 'admissoes.dadosPessoais'.",
        ),
      ),
    ).toBe(true);
    expect(
      detail.some((p) => p.startsWith("/tabs/0/sections/1/table/endpoint: endpoint 'admissoes.historico' não existe")),
    ).toBe(true);
    expect(
      detail.some((p) => p.startsWith("/tabs/0/sections/1/table/params/id: a rota não tem o parâmetro ':numero'.")),
    ).toBe(true);
    // Master-detail: '{field}' reads the picked row, then the parent records (here the screen's).
    expect(
      problemsOf('bad-master-detail.screen.json').map((p) => p.replace(/ (Você quis dizer|Veja a lista).*$/, '')),
    ).toEqual([
      "/tabs/0/sections/0/table/params/numeroFuncionario: o campo 'numeroFuncionari' não existe na resposta de 'admissoes.dadosPessoais'.",
      "/tabs/0/sections/0/table/rowActions/0/params/anoMesFolha: o campo 'anoMesFolh' não existe na resposta de 'dadosFinanceiros.contracheques', 'admissoes.dadosPessoais'.",
      "/tabs/0/sections/0/detail/sections/0/source/params/numeroFolhaSuplementar: o campo 'folha' não existe na resposta de 'dadosFinanceiros.contracheques', 'admissoes.dadosPessoais'.",
      "/tabs/0/sections/0/detail/sections/0/fields/0/field: o campo 'valorLiquidoo' não existe na resposta de 'dadosFinanceiros.informacoesFinanceiras'.",
    ]);
    const dash = problemsOf('bad-dashboard.screen.json');
    expect(
      dash.some((p) =>
        p.startsWith("/panels/0/y/0: o campo 'quantidade' não existe na resposta de 'relatorios.listaFormatos'."),
      ),
    ).toBe(true);
    expect(problemsOf('bad-tabs.screen.json', true)).toEqual([
      "/tabs/0/screen: tela 'dados-servidr' não existe. Você quis dizer 'dados-servidor'?",
    ]);
  });

  it('rejects a screen no role grants, and a grant of a resource nothing derives (papeis.json)', () => {
    const papeisFile = join(import.meta.dirname, 'fixtures/papeis-sem-administrador.json');
    expect(problemsOf('tela-sem-papel.screen.json', false, papeisFile)).toEqual([
      "/menuKey: nenhum papel de screens/papeis.json concede 'pesquisa-servidores', então a tela não aparece para ninguém. Inclua 'pesquisa-servidores' em 'recursos' de um papel. Você quis dizer 'pesquisa-servidor'?",
    ]);
    const grants = checkAll({
      root,
      endpointFiles,
      areasFile,
      screenFiles: [fixture('tela-sem-papel.screen.json')],
      papeisFile,
    })
      .filter((p) => p.file.endsWith('papeis-sem-administrador.json'))
      .map((p) => `${p.pointer}: ${p.message}`);
    expect(grants).toEqual([
      "/papeis/0/recursos/2: o papel RH_CONSULTA concede 'pesquisa-servidr', que não é menuKey de tela nem recurso do catálogo. Você quis dizer 'pesquisa-servidor'?",
    ]);
  });

  it('rejects an endpoint that a role seeing the screen may not call, naming the roles', () => {
    expect(problemsOf('endpoint-sem-concessao.screen.json')).toEqual([
      "/source/endpoint: o endpoint 'usuario.relatorio' exige o recurso 'relatorio', que os papéis RH_CONSULTA, ATENDIMENTO, ENCARREGADO_DADOS, ANALISTA_JUDICIAL não concedem, embora concedam a tela (menuKey 'pesquisar-relatorios'): quem vê a tela receberia 403. Conceda 'relatorio' a esses papéis em screens/papeis.json ou use outro menuKey.",
      "/filters/uiSchema/papel/ui:options/endpoint: o endpoint 'instituicoes.lista' exige o recurso 'pesquisa-servidor', que os papéis ATENDIMENTO, ENCARREGADO_DADOS, ANALISTA_JUDICIAL não concedem, embora concedam a tela (menuKey 'pesquisar-relatorios'): quem vê a tela receberia 403. Conceda 'pesquisa-servidor' a esses papéis em screens/papeis.json ou use outro menuKey.",
    ]);
  });

  it('rejects a sortable column of a paged table that the endpoint does not sort by', () => {
    expect(problemsOf('coluna-nao-ordenavel.screen.json')).toEqual([
      "/columns/0/field: a coluna 'id' é ordenável, mas o endpoint 'admissoes.listaServidores' não ordena por 'id'. Marque \"sortable\": false na coluna ou informe em \"sortField\" um campo que ele ordena. Use um destes: nome, cpf, masp, numeroFuncionario, instituicao, situacaoFuncional, situacaoServidor, dataAdmissao.",
    ]);
  });

  it("checks record actions (params, visibleWhen, input fields) and a form's create like its submit", () => {
    expect(
      problemsOf('acoes-invalidas.screen.json').map((p) =>
        p.replace(/ (Você quis dizer|Use um destes|Veja a lista).*$/, ''),
      ),
    ).toEqual([
      "/actions/0/params/idRelatorio: o campo 'idRelatorio' não existe na resposta de 'admissoes.dadosPessoais'.",
      "/actions/0/visibleWhen/field: o campo 'situacaoo' não existe na resposta de 'admissoes.dadosPessoais'.",
      "/actions/0/input/schema/properties/justificativa: o campo 'justificativa' não é aceito pelo endpoint 'relatorios.excluiRelatorioSolicitadoServidor'.",
    ]);
    expect(problemsOf('form-create.screen.json')).toEqual([
      "/create/params/rota: a rota não tem o parâmetro ':idd'.",
      "/form/schema/properties/idRelatorio: o campo 'idRelatorio' não é aceito pelo endpoint 'favorito.incluir'. Use um destes: cpf, codigoUnidadeSsc, rota.",
    ]);
  });

  it('a body date the endpoint takes as ISO is typed in a DD/MM/AAAA field (spec §7)', () => {
    expect(problemsOf('form-data-iso.screen.json')).toEqual([
      '/form/schema/properties/dataInicio/format: o endpoint \'aviso.cadastrarNovoAviso\' recebe \'dataInicio\' como data ISO, que o portal converte do que o usuário digita: o campo deve ter "format": "dataBR".',
    ]);
  });

  it('a read-only form field is shown, not sent: it must be in the loaded record, not in the endpoint', () => {
    expect(
      problemsOf('form-somente-leitura.screen.json').map((p) =>
        p.replace(/ (Você quis dizer|Use um destes|Veja a lista).*$/, ''),
      ),
    ).toEqual([
      "/form/schema/properties/apelido: o campo somente leitura 'apelido' não existe na resposta de 'usuario.listaUsuarioEspecificoComPapeis'.",
      "/form/schema/properties/lotacao: o campo 'lotacao' não é aceito pelo endpoint 'usuario.enviaUsuarioComPapeisNovos'.",
    ]);
  });

  it("rejects an export whose endpoint does not take the screen ('tela') or whose fixed order the source cannot sort", () => {
    expect(problemsOf('exportacao-invalida.screen.json')).toEqual([
      "/toolbar/0/sort/field: o endpoint 'usuario.relatorio' não ordena por 'papeis'. Use um destes: nome, cpf, email, matricula.",
      "/toolbar/1/endpoint: o endpoint 'relatorios.listaFormatos' não declara 'tela' em request.properties: a exportação envia o id da tela, cujas colunas e fonte montam o relatório.",
    ]);
  });

  it("rejects a screen that reads rows from an endpoint answering one record (the catalogue's 'answer')", () => {
    expect(problemsOf('resposta-incompativel.screen.json')).toContain(
      "/source/endpoint: o endpoint 'admissoes.dadosPessoais' responde um registro ('answer': 'record'); aqui é preciso uma página ou lista de linhas.",
    );
  });

  it("rejects a catalogue entry whose 'answer' contradicts its paging or binary, or that lacks it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogo-'));
    try {
      const base = {
        method: 'GET',
        resource: 'pesquisa-servidor',
        request: { type: 'object' },
        response: { type: 'object' },
      };
      const file = join(dir, 'teste.json');
      writeFileSync(
        file,
        JSON.stringify({
          endpoints: [
            { ...base, name: 'teste.paginaComoRegistro', path: '/a', paging: 'zero-based', answer: 'record' },
            { ...base, name: 'teste.arquivoComoLista', path: '/b', paging: 'none', binary: true, answer: 'list' },
            { ...base, name: 'teste.semAnswer', path: '/c', paging: 'none' },
            { ...base, name: 'teste.certo', path: '/d', paging: 'none', answer: 'list' },
          ],
        }),
      );
      const problems = checkAll({ root, endpointFiles: [file], areasFile, screenFiles: [] }).map(
        (p) => `${p.pointer}: ${p.message}`,
      );
      expect(problems.filter((p) => p.startsWith('/endpoints/0/'))).not.toEqual([]);
      expect(problems.filter((p) => p.startsWith('/endpoints/1/'))).not.toEqual([]);
      expect(problems.filter((p) => p.startsWith('/endpoints/2'))).not.toEqual([]);
      expect(problems.filter((p) => p.startsWith('/endpoints/3'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a required body date without a minimum length (its format accepts an empty value)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogo-'));
    try {
      const data = (extra: object) => ({
        method: 'POST',
        paging: 'none',
        answer: 'none',
        resource: 'cadastrar-novo-aviso',
        response: { type: 'object' },
        request: {
          type: 'object',
          required: ['dia'],
          properties: { dia: { type: 'string', format: 'dataIso', ...extra } },
        },
      });
      const file = join(dir, 'teste.json');
      writeFileSync(
        file,
        JSON.stringify({
          endpoints: [
            { ...data({}), name: 'teste.semMinimo', path: '/a' },
            { ...data({ minLength: 1 }), name: 'teste.comMinimo', path: '/b' },
          ],
        }),
      );
      const problems = checkAll({ root, endpointFiles: [file], areasFile, screenFiles: [] }).map(
        (p) => `${p.pointer}: ${p.message}`,
      );
      expect(problems).toContain(
        `/endpoints/0/request/properties/dia: a data obrigatória 'dia' precisa de "minLength": 1 (o formato aceita vazio).`,
      );
      expect(problems.filter((p) => p.startsWith('/endpoints/1/'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
