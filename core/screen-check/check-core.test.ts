import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSources, type CoreInput, type KnownScreen, type Source } from './check-core.ts';
import { registryNames } from '../../scripts/lib/registry-names.ts';
import { checkAll, listFiles, newAjv, shippedIcons } from '../../scripts/lib/schema-check.ts';

const root = resolve(import.meta.dirname, '../..');
const source = (file: string): Source => ({ file: relative(root, file), read: () => readFileSync(file, 'utf8') });
const screenSchema = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8'));
const endpointFiles = listFiles(join(root, 'schemas/endpoints'), '.json');
const consultar = JSON.parse(readFileSync(join(root, 'screens/gestao-avisos/consultar-avisos.screen.json'), 'utf8'));

/** As the editor calls it: no catalogue validator, one document's text, the other screens by meta. */
function checkText(
  text: string,
  file = 'screens/gestao-avisos/consultar-avisos.screen.json',
  known: KnownScreen[] = [],
  others: string[] = [],
) {
  const input: CoreInput = {
    screenSchema,
    validateScreen: newAjv().compile(screenSchema),
    endpointFiles: endpointFiles.map(source),
    registryNames: registryNames(root),
    screenFiles: [{ file, read: () => text }, ...others.map((f) => source(join(root, 'screens', f)))],
    areasFile: source(join(root, 'screens/areas.json')),
    papeisFile: source(join(root, 'screens/papeis.json')),
    knownScreens: known,
    icons: shippedIcons(root),
  };
  return checkSources(input);
}

describe('check-core (schemas:check without Node APIs)', () => {
  it('accepts a real screen given as text', () => {
    expect(checkText(JSON.stringify(consultar))).toEqual([]);
  });

  it('gives the same message as schemas:check for an unknown endpoint, with the suggestion', () => {
    const broken = { ...consultar, source: { ...consultar.source, endpoint: `${consultar.source.endpoint}x` } };
    const problems = checkText(JSON.stringify(broken, null, 2));
    expect(problems.map((p) => p.pointer)).toContain('/source/endpoint');
    const msg = problems.find((p) => p.pointer === '/source/endpoint')!.message;
    expect(msg).toBe(
      `endpoint '${consultar.source.endpoint}x' não existe no catálogo (schemas/endpoints). Você quis dizer '${consultar.source.endpoint}'?`,
    );
    // schemas:check (Node, reading the file) says exactly the same.
    const dir = mkdtempSync(join(tmpdir(), 'prh-check-'));
    const file = join(dir, 'consultar-avisos.screen.json');
    writeFileSync(file, JSON.stringify(broken, null, 2));
    try {
      const node = checkAll({ root, endpointFiles, areasFile: join(root, 'screens/areas.json'), screenFiles: [file] });
      expect(node.map((p) => [p.pointer, p.message])).toEqual(problems.map((p) => [p.pointer, p.message]));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('reports invalid JSON, meta-schema errors in Portuguese and duplicates of known screens', () => {
    // In Portuguese, with where the parser stopped — never the parser's English.
    expect(checkText('{ "id": ')[0].message).toMatch(/^JSON inválido na linha 1, coluna \d+: /);
    expect(checkText('{\n  "id": 1,\n}')[0].message).toMatch(
      /^JSON inválido na linha 3, coluna 1: esperado o nome de uma propriedade/,
    );
    expect(checkText('{ "id": ')[0].message).not.toMatch(/Unexpected|Expected|position/);
    const noTitle = { ...consultar };
    delete noTitle.title;
    expect(checkText(JSON.stringify(noTitle))).toEqual([
      {
        file: 'screens/gestao-avisos/consultar-avisos.screen.json',
        pointer: '/',
        message: "falta a propriedade obrigatória 'title'.",
      },
    ]);
    const known = [{ file: 'screens/x/outra.screen.json', id: consultar.id, route: '/x/', menuKey: 'x' }];
    expect(
      checkText(JSON.stringify(consultar), 'screens/gestao-avisos/copia.screen.json', known).map((p) => p.message),
    ).toEqual([`id '${consultar.id}' repete o de screens/x/outra.screen.json; cada tela precisa de um id único.`]);
  });
});

/** A screen of `screens/` as an object, to break one rule of it. */
const screen = (file: string) => JSON.parse(readFileSync(join(root, 'screens', file), 'utf8'));
/** The problems of `doc` checked as the file it came from (beside `others` of screens/), as [pointer, message]. */
const problemsOf = (doc: unknown, file: string, others: string[] = []) =>
  checkText(JSON.stringify(doc, null, 2), `screens/${file}`, [], others).map((p) => [p.pointer, p.message]);

describe('spec rules on lists (were walking tests over screens/): a broken document per rule', () => {
  it('§9: a list of the time-counting area shows 5 rows per page', () => {
    const file = 'gestao-tempo/progressao-consulta.screen.json';
    const doc = screen(file);
    expect(problemsOf(doc, file)).toEqual([]);
    doc.source.pageSize = 10;
    expect(problemsOf(doc, file)).toEqual([
      [
        '/source/pageSize',
        'as listas da contagem de tempo (\'progressaoPromocao.listaProgressaoPromocao\') mostram 5 registros por página (especificação, §9): use "pageSize": 5 ou omita.',
      ],
    ]);
  });

  it('§9: a detail table shows 5 rows per page', () => {
    const file = 'processos-judiciais/analisar-processo.screen.json';
    const doc = screen(file);
    expect(problemsOf(doc, file)).toEqual([]);
    doc.tabs[2].sections[0].table.pageSize = 10;
    expect(problemsOf(doc, file)).toEqual([
      [
        '/tabs/2/sections/0/table/pageSize',
        'tabelas de detalhe mostram 5 registros por página (especificação, §9): use "pageSize": 5 ou omita.',
      ],
    ]);
  });

  it('§9: the report list shows 60 rows per page', () => {
    const file = 'relatorios/pesquisar-relatorios.screen.json';
    const doc = screen(file);
    expect(problemsOf(doc, file)).toEqual([]);
    const message =
      'a lista de relatórios solicitados (\'relatorios.relatoriosServidor\') mostra 60 registros por página (especificação, §9): declare "pageSize": 60.';
    doc.source.pageSize = 10;
    expect(problemsOf(doc, file)).toEqual([['/source/pageSize', message]]);
    delete doc.source.pageSize;
    expect(problemsOf(doc, file)).toEqual([['/source', message]]);
  });

  it("a status filter's options are in sentence case", () => {
    const file = 'processos-judiciais/pagamentos-retidos.screen.json';
    const doc = screen(file);
    expect(problemsOf(doc, file)).toEqual([]);
    doc.filters.schema.properties.situacao.oneOf[1].title = 'AGUARDANDO APROVAÇÃO DESBLOQUEIO';
    expect(problemsOf(doc, file)).toEqual([
      [
        '/filters/schema/properties/situacao/oneOf/1/title',
        "opção de situação em maiúsculas: escreva 'Aguardando aprovação desbloqueio' (a etiqueta da coluna já mostra a situação em maiúsculas).",
      ],
    ]);
  });
});

describe('an answer says which fields always come', () => {
  /** The catalogue with termoUso.json changed by `edit`, checked as schemas:check does. */
  function withTermoUso(edit: (ep: { response: { required?: string[] }; openResponse?: string }) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'prh-catalogo-'));
    try {
      const files = endpointFiles.map((f) => {
        if (!f.endsWith('termoUso.json')) return f;
        const doc = JSON.parse(readFileSync(f, 'utf8'));
        edit(doc.endpoints[0]);
        const out = join(dir, 'termoUso.json');
        writeFileSync(out, JSON.stringify(doc));
        return out;
      });
      return checkAll({ root, endpointFiles: files, areasFile: join(root, 'screens/areas.json'), screenFiles: [] })
        .filter((p) => p.file.endsWith('termoUso.json'))
        .map((p) => [p.pointer, p.message]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  }

  it('refuses a record with no required field, unless it says why it is open', () => {
    expect(withTermoUso(() => undefined)).toEqual([]);
    expect(withTermoUso((ep) => delete ep.response.required)).toEqual([
      [
        '/endpoints/0/response',
        `a resposta de 'termoUso.ultimoAceito' não diz quais campos sempre vêm: liste-os em "required" (um campo que uma tela mostra ou uma regra lê é obrigatório), ou diga em "openResponse" por que o registro é aberto.`,
      ],
    ]);
    expect(
      withTermoUso((ep) => {
        delete ep.response.required;
        ep.openResponse = 'Um gateway antigo não manda nenhum destes campos.';
      }),
    ).toEqual([]);
    expect(withTermoUso((ep) => ep.response.required!.push('aceitoEm'))).toEqual([
      ['/endpoints/0/response/required', `'aceitoEm' está em "required" mas não é um campo de response.properties.`],
    ]);
  });
});

describe("a nested table's filters", () => {
  it('go to a parameter the table takes, their options a list with the fields named', () => {
    const file = 'recursos-humanos/dados-servidor.screen.json';
    const doc = screen(file);
    expect(problemsOf(doc, file)).toEqual([]);
    const tab = doc.tabs.findIndex((t: { title: string }) => t.title === 'Afastamentos e licenças');
    const filtro = doc.tabs[tab].sections[0].table.filters[0];
    filtro.field = 'codigoTipo';
    filtro.options.countField = 'total';
    filtro.options.endpoint = 'eventosFuncionais.afastamentos';
    filtro.options.valueField = 'codigoTipoAfastamento';
    filtro.options.labelField = 'descricaoTipoAfastamento';
    const at = `/tabs/${tab}/sections/0/table/filters/0`;
    expect(problemsOf(doc, file)).toEqual([
      [
        `${at}/field`,
        "o endpoint 'eventosFuncionais.afastamentos' não aceita o parâmetro 'codigoTipo'. Use um destes: numeroFuncionario, codigoTipoAfastamento, size.",
      ],
      [
        `${at}/options/countField`,
        "o campo 'total' não existe na resposta de 'eventosFuncionais.afastamentos'. Use um destes: sequencialAfastamento, codigoTipoAfastamento, descricaoTipoAfastamento, dataInicio, dataFim, dias.",
      ],
    ]);
    filtro.options.endpoint = 'eventosFuncionais.detalhePublicacao';
    expect(problemsOf(doc, file).map(([p]) => p)).toContain(`${at}/options/endpoint`);
  });
});

describe("a screen's icons are ones the portal ships (was a walking test)", () => {
  const file = 'processos-judiciais/pagamentos-retidos.screen.json';
  it('a menu screen draws one of the first page; a row action one of the portal', () => {
    const doc = screen(file);
    expect(problemsOf(doc, file)).toEqual([]);
    doc.icon = 'serach';
    doc.rowActions[0].icon = 'lock-x';
    expect(problemsOf(doc, file)).toEqual([
      [
        '/icon',
        "ícone 'serach' não está entre os do portal (engine/shell/icons.ts e screenIcons.ts). Você quis dizer 'search'?",
      ],
      [
        '/rowActions/0/icon',
        "ícone 'lock-x' não está entre os do portal (engine/shell/icons.ts e screenIcons.ts). Você quis dizer 'lock'?",
      ],
    ]);
    // Shipped, but in the screens' chunk: the sidebar would draw an empty square until it arrives.
    doc.icon = 'trash';
    doc.rowActions[0].icon = 'trash';
    expect(problemsOf(doc, file)).toEqual([
      [
        '/icon',
        "o menu desenha o ícone 'trash' antes de a tela carregar, e ele não está entre os da primeira página: use um dos ícones de SHELL_P16 em engine/shell/icons.ts ou peça a um desenvolvedor para incluí-lo lá.",
      ],
    ]);
  });
});

describe("a dashboard's panels send its filters, its drills open a search by filters it declares (was a walking test)", () => {
  const file = 'gestao-avisos/indicadores.screen.json';
  const searches = ['recursos-humanos/pesquisa-servidor', 'processos-judiciais/consulta-de-processos'];
  const others = [...searches, 'gestao-avisos/rel-solicitacoes-acesso', 'processos-judiciais/analisar-processo'].map(
    (f) => `${f}.screen.json`,
  );
  it('names the panel or drill that breaks it', () => {
    const doc = screen(file);
    expect(problemsOf(doc, file, others)).toEqual([]);
    doc.panels[0].filters = ['orgao'];
    doc.panels[0].drill.filter = 'codigoSituacao';
    doc.panels[3].drill.filters = { dataInicio: 'dataInicio' };
    doc.panels[8].drill.route = '/processos-judiciais/analisar-processo/:id';
    doc.panels[9].drill.route = '/processos-judiciais/consulta-processos/';
    const broken = [
      [
        '/panels/0/filters/0',
        "esta tela não tem o filtro 'orgao' para enviar ao gráfico. Você quis dizer 'orgaoEntidade'?",
      ],
      [
        '/panels/0/drill/filter',
        "a pesquisa 'pesquisa-servidor' não tem o filtro 'codigoSituacao': o valor enviado não a filtraria. Você quis dizer 'codigoSituacaoServidor'?",
      ],
      [
        '/panels/3/drill/filters/dataInicio',
        "esta tela não tem o filtro 'dataInicio' para repassar à pesquisa. Você quis dizer 'dataInicial'?",
      ],
      [
        '/panels/8/drill/route',
        "o detalhamento de um gráfico abre uma tela de pesquisa (search); 'analisar-processo' é do tipo 'detail'.",
      ],
      [
        '/panels/9/drill/route',
        "nenhuma tela tem a rota '/processos-judiciais/consulta-processos/'. Você quis dizer '/processos-judiciais/consulta-de-processos/'?",
      ],
    ];
    expect(problemsOf(doc, file, others)).toEqual(broken);
    // The editor knows the other screens by their meta (route and kind, not their filters), with or
    // without the trailing slash the router ignores.
    const known = searches.map((f) => ({ file: f, id: f, route: `/${f}`, menuKey: 'x', kind: 'search' }));
    const inEditor = checkText(JSON.stringify(doc), `screens/${file}`, known, [others[2]]);
    expect(inEditor.map((p) => p.pointer)).toEqual([0, 2, 3, 4].map((i) => broken[i][0]));
  });
});
