/**
 * Spec rules about a screen's lists that only a walk over `screens/` used to check (unit tests),
 * so a scaffolded or edited screen passed `schemas:check` and then failed `npm test`:
 * - §9 page sizes: 5 for detail tables and for every list of the time-counting area (its
 *   endpoints page with `paging: "time-counting"`), 60 for the report list; the engine asks for 5
 *   when a list names none. One table (PAGE_SIZE_RULES) for the checker and the scaffolders, so
 *   `screen:new` and the editor's templates start where the checker lets them;
 * - a status filter's options in sentence case: the status tag shows the words in capitals
 *   already, and a select of capitals shouts and cuts its longest option.
 * No Node API: check-core runs it in the browser too (the screen editor).
 */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import type { ScreenDoc } from './screen-check.ts';
import type { AddProblem } from './screen-refs-types.ts';

/** §9: rows per page of a detail table and of the time-counting area's lists; the engine's default. */
export const PAGE_SIZE_DETAIL = 5;
/** §9: rows per page of most searches (advice, not a rule: a search may show another size). */
export const PAGE_SIZE_SEARCH = 10;

type ListEndpoint = Pick<CatalogueEndpoint, 'name' | 'paging'>;

/** A §9 page size a list must show, and how the checker names that list. */
interface PageSizeRule {
  size: number;
  applies: (ep: ListEndpoint, table: boolean) => boolean;
  /** The subject of the message: "tabelas de detalhe mostram", "a lista … mostra". */
  subject: (ep: ListEndpoint) => string;
}

/** §9's page sizes a document can break, the first that applies wins. */
export const PAGE_SIZE_RULES: readonly PageSizeRule[] = [
  { size: PAGE_SIZE_DETAIL, applies: (_, table) => table, subject: () => 'tabelas de detalhe mostram' },
  {
    size: PAGE_SIZE_DETAIL,
    applies: (ep) => ep.paging === 'time-counting',
    subject: (ep) => `as listas da contagem de tempo ('${ep.name}') mostram`,
  },
  {
    size: 60,
    applies: (ep) => ep.name === 'relatorios.relatoriosServidor',
    subject: (ep) => `a lista de relatórios solicitados ('${ep.name}') mostra`,
  },
];

const ruleFor = (ep: ListEndpoint, table: boolean): PageSizeRule | undefined =>
  PAGE_SIZE_RULES.find((r) => r.applies(ep, table));

/** The page size a new search over `ep` starts with (screen:new, the editor's templates). */
export const pageSizeFor = (ep: ListEndpoint | undefined): number =>
  (ep && ruleFor(ep, false)?.size) ?? PAGE_SIZE_SEARCH;

const sentence = (t: string): string => t.charAt(0).toLocaleUpperCase('pt-BR') + t.slice(1).toLocaleLowerCase('pt-BR');

/** Every paged list of `doc` (a search's source, each table of a detail or tab screen), with its pointer. */
function pagedLists(
  doc: ScreenDoc,
  endpoints: Map<string, CatalogueEndpoint>,
): { pointer: string; table: boolean; ep: CatalogueEndpoint; pageSize: unknown }[] {
  const out: { pointer: string; table: boolean; ep: CatalogueEndpoint; pageSize: unknown }[] = [];
  const visit = (node: unknown, key: string, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, key, `${pointer}/${i}`));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const ep = typeof o.endpoint === 'string' ? endpoints.get(o.endpoint) : undefined;
    if ((key === 'source' || key === 'table') && ep && ep.paging !== 'none')
      out.push({ pointer, table: key === 'table', ep, pageSize: o.pageSize });
    for (const [k, v] of Object.entries(o)) visit(v, k, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  visit(doc, '', '');
  return out;
}

/** Checks `doc`'s lists against the rules above; pointers are into the screen document. */
export function checkListRules(doc: ScreenDoc, endpoints: Map<string, CatalogueEndpoint>, add: AddProblem): void {
  for (const l of pagedLists(doc, endpoints)) {
    const rule = ruleFor(l.ep, l.table);
    // A list that names no size shows the engine's default.
    if (!rule || (l.pageSize ?? PAGE_SIZE_DETAIL) === rule.size) continue;
    const fix =
      rule.size === PAGE_SIZE_DETAIL ? `use "pageSize": ${rule.size} ou omita` : `declare "pageSize": ${rule.size}`;
    add(
      l.pageSize === undefined ? l.pointer : `${l.pointer}/pageSize`,
      `${rule.subject(l.ep)} ${rule.size} registros por página (especificação, §9): ${fix}.`,
    );
  }
  const d = doc as ScreenDoc & {
    columns?: { cell?: string }[];
    filters?: { schema?: { properties?: Record<string, { oneOf?: { title?: string }[] }> } };
  };
  if (!d.columns?.some((c) => c.cell === 'status')) return;
  for (const [name, prop] of Object.entries(d.filters?.schema?.properties ?? {})) {
    if (!/^(situacao|status)/.test(name)) continue;
    (prop.oneOf ?? []).forEach((o, i) => {
      if (typeof o.title === 'string' && o.title !== sentence(o.title))
        add(
          `/filters/schema/properties/${name}/oneOf/${i}/title`,
          `opção de situação em maiúsculas: escreva '${sentence(o.title)}' (a etiqueta da coluna já mostra a situação em maiúsculas).`,
        );
    });
  }
}
