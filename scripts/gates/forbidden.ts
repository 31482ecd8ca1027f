/**
 * Source gates. The browser code: no run-time code generation (`eval`, `new Function`, string
 * timers) anywhere in portal/, engine/ and services/, and `dangerouslySetInnerHTML` only in the one
 * sanitising component (engine/components/SafeHtml.tsx, DOMPurify). Biome covers `eval` too; this
 * gate also covers what Biome has no rule for and keeps the allow-list in one place. All code: an
 * issue number is history, which belongs in the commit and the CHANGELOG, not in a comment or a
 * test's name (docs/ARCHITECTURE.md, "Size and comments"). SQL: no clock but `now()` (the clock
 * gate below).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { listFiles } from '../lib/schema-check.ts';

export const BROWSER_DIRS = ['portal', 'engine', 'services'];
export const SANITISER = 'engine/components/SafeHtml.tsx';

const RULES: { pattern: RegExp; message: string; allowedIn?: string }[] = [
  { pattern: /\bnew\s+Function\s*\(/, message: 'new Function gera código em tempo de execução (proibido pela CSP)' },
  { pattern: /(^|[^.\w])eval\s*\(/, message: 'eval gera código em tempo de execução (proibido pela CSP)' },
  { pattern: /\bset(Timeout|Interval)\s*\(\s*['"`]/, message: 'timer com string é eval disfarçado' },
  {
    pattern: /dangerouslySetInnerHTML/,
    message: `HTML cru só pelo componente que sanitiza (${SANITISER})`,
    allowedIn: SANITISER,
  },
];

/** Problems in one file's text (`file` relative to the repository root). */
export function forbiddenIn(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\*|\/\/)/.test(line)) return; // comments may name what they forbid
    for (const rule of RULES) {
      if (rule.allowedIn === file) continue;
      if (rule.pattern.test(line)) problems.push(`${file}:${i + 1}: ${rule.message}`);
    }
  });
  return problems;
}

export function scanBrowserCode(root: string): string[] {
  return BROWSER_DIRS.flatMap((dir) =>
    [...listFiles(join(root, dir), '.ts'), ...listFiles(join(root, dir), '.tsx')]
      .filter((f) => !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .flatMap((f) => forbiddenIn(relative(root, f), readFileSync(f, 'utf8'))),
  );
}

/** Where the history gate reads: every folder of hand-written code, tests included. */
export const CODE_DIRS = ['portal', 'engine', 'services', 'gateway', 'core', 'scripts', 'schemas', 'tests'];
const HISTORY = /\b[Ii]ssues? #?\d+|\(issue[:)]/;

/** The lines of one file that name an issue. */
export function historyIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      HISTORY.test(line) ? [`${file}:${i + 1}: número de issue no código (história vai no commit e no CHANGELOG)`] : [],
    );
}

export function scanHistory(root: string): string[] {
  return CODE_DIRS.flatMap((dir) =>
    ['.ts', '.tsx', '.mjs', '.js', '.css']
      .flatMap((ext) => listFiles(join(root, dir), ext))
      .filter((f) => !f.includes('/generated/') && !f.includes('/fixtures/'))
      .flatMap((f) => historyIn(relative(root, f), readFileSync(f, 'utf8'))),
  );
}

/**
 * SQL reads the time only through `now()` (or HOJE_SQL, gateway/lib/text.ts): `current_date`,
 * `current_timestamp` and `localtimestamp` are keywords that the tests' clock cannot shift on
 * PostgreSQL (gateway/testing/pg.setup.ts), and `current_date` is the day in the session's time zone
 * (UTC), not Brasília's; `age(x)` with one argument reads current_date itself.
 */
const CLOCK = /\b(current_date|current_timestamp|localtimestamp)\b|\bage\(\s*[\w.$]+\s*\)/i;
const CLOCK_DIRS = ['gateway', 'scripts', 'tests', 'core'];

/** The lines of one file's code that read the database's clock other than through now(). */
export function clockIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      !/^\s*(\*|\/\/|--)/.test(line) && CLOCK.test(line)
        ? [
            `${file}:${i + 1}: use now() ou HOJE_SQL (gateway/lib/text.ts), não current_date/current_timestamp/age(x): o relógio dos testes não os desloca e current_date é o dia em UTC`,
          ]
        : [],
    );
}

export function scanClock(root: string): string[] {
  return CLOCK_DIRS.flatMap((dir) =>
    ['.ts', '.mjs', '.sql']
      .flatMap((ext) => listFiles(join(root, dir), ext))
      .filter((f) => !f.includes('/generated/') && !f.includes('/fixtures/') && !f.includes('/migrations/'))
      // This gate names the words it forbids.
      .filter((f) => !f.endsWith('scripts/gates/forbidden.ts'))
      .flatMap((f) => clockIn(relative(root, f), readFileSync(f, 'utf8'))),
  );
}

/**
 * One vocabulary for the machinery (docs/ARCHITECTURE.md, "Names and languages"): English for what
 * every area shares — list, filter, paginate, record, audit, unit scope, test support — Portuguese
 * for the domain. Each name here is a second, Portuguese name the machinery once had beside its
 * English one; as an identifier anywhere in the code it is refused, naming the one to use.
 */
export const MACHINERY_NAMES: Readonly<Record<string, string>> = {
  Lista: 'List',
  paginar: 'paginate',
  paginarItens: 'paginateItems',
  Filtro: 'Filter',
  Filtros: 'Filters',
  AddFiltro: 'AddFilter',
  Ordenacao: 'Sort',
  escopo: 'unitScope',
  outrosFiltros: 'moreFilters',
  contagemDe: 'countFrom',
  valorTexto: 'asText',
  valorDigitos: 'asDigits',
  valorCodigo: 'asCode',
  valorNumero: 'asNumber',
  valorPreenchido: 'asFilled',
  valorData: 'asDate',
  valorContendo: 'asContaining',
  ordemEPagina: 'orderAndPage',
  paginaDePoucas: 'pageOfFew',
  LIMITE_CONTAGEM: 'COUNT_BOUND',
  daUnidade: 'inUnit',
  registroAusente: 'missingRecord',
  gravarAuditoria: 'insertAuditRow',
  LinhaAuditoria: 'AuditRow',
  Alteracoes: 'Changes',
  filtroOrgao: 'orgaoFilter',
  filtroRegional: 'regionalFilter',
  filtrosIdentificacao: 'identificationFilters',
  filtrosFoneticaESituacao: 'phoneticAndSituationFilters',
  FILTROS_PENSIONISTA: 'PENSIONER_FILTERS',
  FiltrosPensionista: 'PensionerFilterFields',
  situacaoFiltro: 'situacaoFilter',
};

/** Where the vocabulary gate reads: the machinery's code (the browser's folders have their own). */
export const VOCABULARY_DIRS = ['gateway', 'core', 'scripts', 'schemas'];

/** The identifiers of one file that are a machinery name's second name. */
export function vocabularyIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const problems: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && Object.hasOwn(MACHINERY_NAMES, node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      problems.push(
        `${file}:${line + 1}: '${node.text}' é o nome em português de ${MACHINERY_NAMES[node.text]}; a maquinaria tem um nome só, em inglês`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** The test support of the gateway lives in gateway/testing/, named by its job: no test-*.ts or *-teste.ts beside the app's files. */
export function testSupportOutsideTesting(files: string[]): string[] {
  return files
    .filter((f) => f.startsWith('gateway/') && !f.startsWith('gateway/testing/'))
    .filter((f) => /(^|\/)test-[^/]*\.ts$|-teste\.ts$/.test(f))
    .map((f) => `${f}: suporte de teste fora de gateway/testing/`);
}

export function scanVocabulary(root: string): string[] {
  const files = VOCABULARY_DIRS.flatMap((dir) =>
    ['.ts', '.tsx', '.mjs'].flatMap((ext) => listFiles(join(root, dir), ext)),
  )
    .filter((f) => !f.includes('/generated/') && !f.includes('/node_modules/'))
    // This gate names the words it refuses.
    .filter((f) => !f.endsWith('scripts/gates/forbidden.ts'));
  const rel = files.map((f) => relative(root, f));
  return [...testSupportOutsideTesting(rel), ...files.flatMap((f, i) => vocabularyIn(rel[i], readFileSync(f, 'utf8')))];
}
