/**
 * A screen's icons are ones the portal ships (engine/shell/icons.ts: the first page's, which the
 * menu draws; screenIcons.ts: the screens' chunk). An icon in neither list makes Blueprint fetch
 * every icon's paths (~105 KB) the first time it renders, and a menu screen's icon outside the first
 * page's list draws an empty square in the sidebar until that chunk arrives. This was a unit test
 * walking screens/, so `schemas:check` and the editor passed what `npm test` then failed. The menu
 * areas' icons (screens/areas.json) are the sidebar's, so of the first page's list too.
 * No Node API: check-core runs it in the browser too.
 */
import { suggest } from './suggest.ts';
import type { ScreenDoc } from './screen-check.ts';
import type { AddProblem } from './screen-refs-types.ts';

/** The icon names at 16 px: all the portal ships, and those of the first page (the menu's). */
export interface IconNames {
  all: readonly string[];
  menu: readonly string[];
}

/**
 * The names a Blueprint paths glob lists in a source file (`const SHELL_P16 = import.meta.glob(
 * '…/16px/paths/{home,search}.js'`) — how the Node scripts read them without Vite.
 */
export function globbedIconNames(text: string, constName: string): string[] {
  const m = new RegExp(`${constName}\\s*=\\s*import\\.meta\\.glob[^(]*\\(\\s*'[^']*\\{([^}]*)\\}`).exec(text);
  return m ? m[1].split(',').map((n) => n.trim()) : [];
}

/** A screen the menu lists: not hidden, no route parameter (engine/shell/menu.ts). */
const inMenu = (doc: ScreenDoc): boolean => !doc.hidden && !doc.route.includes(':');

/** ' Você quis dizer …?' when a known name is close. */
const close = (icon: string, known: readonly string[]) => {
  const s = suggest(icon, known);
  return s.startsWith('Você') ? ` ${s}` : '';
};

/** The problem with `icon`, drawn by the menu before any screen loads (`menu`) or by a screen. */
function iconProblem(icon: unknown, icons: IconNames, menu: boolean): string | undefined {
  if (typeof icon !== 'string' || (menu ? icons.menu : icons.all).includes(icon)) return undefined;
  return menu && icons.all.includes(icon)
    ? `o menu desenha o ícone '${icon}' antes de a tela carregar, e ele não está entre os da primeira página: use um dos ícones de SHELL_P16 em engine/shell/icons.ts ou peça a um desenvolvedor para incluí-lo lá.`
    : `ícone '${icon}' não está entre os do portal (engine/shell/icons.ts e screenIcons.ts).${close(icon, menu ? icons.menu : icons.all)}`;
}

/** Checks the screen's own icon and its row actions' icons. */
export function checkIcons(doc: ScreenDoc, icons: IconNames, add: AddProblem): void {
  const check = (icon: unknown, pointer: string, menu: boolean) => {
    const problem = iconProblem(icon, icons, menu);
    if (problem) add(pointer, problem);
  };
  check(doc.icon, '/icon', inMenu(doc));
  ((doc.rowActions as { icon?: unknown }[] | undefined) ?? []).forEach((a, i) =>
    check(a.icon, `/rowActions/${i}/icon`, false),
  );
}

/** Checks the menu areas' icons (screens/areas.json): the sidebar draws them on the first page. */
export function checkAreaIcons(areas: { icon?: unknown }[], icons: IconNames, add: AddProblem): void {
  areas.forEach((a, i) => {
    const problem = iconProblem(a.icon, icons, true);
    if (problem) add(`/areas/${i}/icon`, problem);
  });
}
