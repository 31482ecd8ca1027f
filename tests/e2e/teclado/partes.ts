/**
 * The keyboard journey in parts that run side by side (tests/e2e/jornada-teclado-N.e2e.test.ts):
 * one file over every screen was the suite's longest (449 s here, 2,403 s with the CPU at 4×), and
 * no number of shards made a run shorter than it. The menu's screens are dealt into parts; each
 * part answers for the screens its menu entries lead to (`alcance`: the documents their `to`
 * addresses and `screen` ids name, and theirs in turn), so a screen that cannot be reached still
 * fails the part that should reach it, and the parts together still answer for every document.
 */
import type { ScreenDoc } from '../../../engine/screens/types.ts';

/** '/a/:id/b' → matches '/a/x/b'. */
export const padraoDaRota = (route: string): RegExp => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);

/** The document an address of the portal shows: its exact route, else a route with parameters. */
export const telaDaRota = (docs: ScreenDoc[], path: string): ScreenDoc | undefined =>
  docs.find((d) => d.route === path) ?? docs.find((d) => d.route.includes(':') && padraoDaRota(d.route).test(path));

/** The screens of the menu: not hidden, no route parameter (engine/shell/menu.ts). */
export const telasDoMenu = (docs: ScreenDoc[]): ScreenDoc[] => docs.filter((d) => !d.hidden && !d.route.includes(':'));

/** The ids of the documents `doc` names directly: a navigation's `to` (its `{campo}`s as values) and a tab's `screen`. */
function nomeadas(doc: ScreenDoc, docs: ScreenDoc[]): string[] {
  const ids: string[] = [];
  const andar = (v: unknown, chave?: string): void => {
    if (Array.isArray(v)) for (const x of v) andar(x);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) andar(x, k);
    else if (typeof v === 'string' && chave === 'to') {
      const alvo = telaDaRota(docs, v.replace(/\{[^}]+\}/g, 'x'));
      if (alvo) ids.push(alvo.id);
    } else if (typeof v === 'string' && chave === 'screen') ids.push(v);
  };
  andar(doc);
  return ids;
}

/** Every document reachable from `inicio` (itself included). */
export function alcance(inicio: ScreenDoc, docs: ScreenDoc[]): Set<string> {
  const vistos = new Set<string>();
  const pilha = [inicio.id];
  while (pilha.length) {
    const id = pilha.pop()!;
    const doc = docs.find((d) => d.id === id);
    if (vistos.has(id) || !doc) continue;
    vistos.add(id);
    pilha.push(...nomeadas(doc, docs));
  }
  return vistos;
}

export interface Parte {
  /** The menu entries this part walks, in menu order. */
  menu: ScreenDoc[];
  /** The documents it must reach. */
  telas: Set<string>;
}

/**
 * The menu's screens dealt into `n` parts of about the same work. Entries whose reach overlaps go
 * together (a search and the report that open the same record): the part that has them all walks
 * that record as one journey over every screen would, so what a part must reach is what the whole
 * journey reached from those entries — a part holding one of them only had claimed a record the
 * other entry's journey was the one to open (the stress run at 4× failed on two so). A document's
 * weight is its tabs plus two (each one is searched and its rows' actions pressed); groups are dealt
 * heaviest first to the lightest part.
 */
export function partesDaJornada(docs: ScreenDoc[], n: number): Parte[] {
  const peso = (id: string) => 2 + ((docs.find((d) => d.id === id) as { tabs?: unknown[] }).tabs?.length ?? 0);
  let grupos: Parte[] = [];
  for (const m of telasDoMenu(docs)) {
    const telas = alcance(m, docs);
    const juntos = grupos.filter((g) => [...telas].some((id) => g.telas.has(id)));
    grupos = grupos.filter((g) => !juntos.includes(g));
    grupos.push({
      menu: [...juntos.flatMap((g) => g.menu), m],
      telas: new Set([...juntos.flatMap((g) => [...g.telas]), ...telas]),
    });
  }
  const partes = Array.from({ length: n }, () => ({ menu: [] as ScreenDoc[], telas: new Set<string>(), peso: 0 }));
  const pesoDe = (g: Parte) => [...g.telas].reduce((s, id) => s + peso(id), 0);
  for (const g of [...grupos].sort((a, b) => pesoDe(b) - pesoDe(a) || a.menu[0].route.localeCompare(b.menu[0].route))) {
    const p = partes.reduce((min, x) => (x.peso < min.peso ? x : min));
    p.menu.push(...g.menu);
    for (const id of g.telas) p.telas.add(id);
    p.peso += pesoDe(g);
  }
  const ordem = telasDoMenu(docs);
  return partes.map((p) => ({ menu: ordem.filter((m) => p.menu.includes(m)), telas: p.telas }));
}
