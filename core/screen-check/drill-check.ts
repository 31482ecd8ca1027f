/**
 * A dashboard's panels and where a click on them leads. A click on a bar opens a search screen
 * with the clicked value in one of its filters and the dashboard's filters mapped onto others
 * (engine/kinds/dashboard/panelData.ts drillHref); a value sent to a filter the search does not
 * declare filters nothing, and a panel's `filters` naming one the dashboard lacks is never sent. This was a unit test walking screens/, so `schemas:check` and the editor passed
 * what `npm test` then failed. No Node API: check-core runs it in the browser too.
 */
import type { ScreenDoc } from './screen-check.ts';
import type { AddProblem } from './screen-refs-types.ts';
import { suggest } from './suggest.ts';

/** A screen a drill may open: the checked documents whole, the editor's other screens by their meta. */
export interface DrillTarget {
  id: string;
  route: string;
  kind?: string;
  /** Its filters' names; unknown for a screen known by its meta only. */
  filters?: string[];
}

interface Drill {
  route: string;
  filter: string;
  filters?: Record<string, string>;
}

/** A route as the router matches it: with or without the trailing slash. */
const bare = (route: string): string => route.replace(/\/+$/, '');
const filterNames = (doc: ScreenDoc): string[] => Object.keys(doc.filters?.schema?.properties ?? {});
/** ' Você quis dizer …?' / ' Use um destes: …', nothing when there is nothing to suggest. */
const hint = (name: string, known: string[]): string => (known.length ? ` ${suggest(name, known)}` : '');

/** The screens a drill may open, the checked documents first. */
export function drillTargets(docs: ScreenDoc[], known: DrillTarget[]): DrillTarget[] {
  const whole = docs.map((d) => ({ id: d.id, route: d.route, kind: d.kind, filters: filterNames(d) }));
  const routes = new Set(whole.map((t) => bare(t.route)));
  return [...whole, ...known.filter((k) => !routes.has(bare(k.route)))];
}

/** Checks a dashboard's panel filters and drills; pointers are into the screen document. */
export function checkDrills(doc: ScreenDoc, targets: DrillTarget[], add: AddProblem): void {
  if (doc.kind !== 'dashboard') return;
  const own = filterNames(doc);
  const ownFilter = (name: string, pointer: string, what: string) => {
    if (!own.includes(name)) add(pointer, `esta tela não tem o filtro '${name}' ${what}.${hint(name, own)}`);
  };
  ((doc.panels ?? []) as { filters?: string[]; drill?: Drill }[]).forEach((panel, i) => {
    const at = `/panels/${i}`;
    (panel.filters ?? []).forEach((f, j) => ownFilter(f, `${at}/filters/${j}`, 'para enviar ao gráfico'));
    const drill = panel.drill;
    if (!drill) return;
    const target = targets.find((t) => bare(t.route) === bare(drill.route));
    if (!target) {
      const routes = targets.map((t) => t.route);
      add(`${at}/drill/route`, `nenhuma tela tem a rota '${drill.route}'.${hint(drill.route, routes)}`);
      return;
    }
    if (target.kind !== undefined && target.kind !== 'search') {
      add(
        `${at}/drill/route`,
        `o detalhamento de um gráfico abre uma tela de pesquisa (search); '${target.id}' é do tipo '${target.kind}'.`,
      );
      return;
    }
    const declared = target.filters;
    const theirs = (name: string, pointer: string) => {
      if (declared && !declared.includes(name))
        add(
          pointer,
          `a pesquisa '${target.id}' não tem o filtro '${name}': o valor enviado não a filtraria.${hint(name, declared)}`,
        );
    };
    theirs(drill.filter, `${at}/drill/filter`);
    for (const [key, source] of Object.entries(drill.filters ?? {})) {
      theirs(key, `${at}/drill/filters/${key}`);
      ownFilter(source, `${at}/drill/filters/${key}`, 'para repassar à pesquisa');
    }
  });
}
