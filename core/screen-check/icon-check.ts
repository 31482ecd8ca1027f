/**
 * A screen's icons are ones the portal ships (engine/shell/icons.ts: the first page's, which the
 * menu draws; screenIcons.ts: the screens' chunk). An icon in neither list makes Blueprint fetch
 * every icon's paths (~105 KB) the first time it renders, and a menu screen's icon outside the first
 * page's list draws an empty square in the sidebar until that chunk arrives. This was a unit test
 * walking screens/, so `schemas:check` and the editor passed what `npm test` then failed.
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

/** Checks the screen's own icon and its row actions' icons. */
export function checkIcons(doc: ScreenDoc, icons: IconNames, add: AddProblem): void {
  /** ' Você quis dizer …?' when a known name is close. */
  const close = (icon: string, known: readonly string[]) => {
    const s = suggest(icon, known);
    return s.startsWith('Você') ? ` ${s}` : '';
  };
  const check = (icon: unknown, pointer: string, menu: boolean) => {
    if (typeof icon !== 'string' || (menu ? icons.menu : icons.all).includes(icon)) return;
    add(
      pointer,
      menu && icons.all.includes(icon)
        ? `o menu desenha o ícone '${icon}' antes de a tela carregar, e ele não está entre os da primeira página: use um dos ícones de SHELL_P16 em engine/shell/icons.ts ou peça a um desenvolvedor para incluí-lo lá.`
        : `ícone '${icon}' não está entre os do portal (engine/shell/icons.ts e screenIcons.ts).${close(icon, menu ? icons.menu : icons.all)}`,
    );
  };
  check(doc.icon, '/icon', inMenu(doc));
  ((doc.rowActions as { icon?: unknown }[] | undefined) ?? []).forEach((a, i) =>
    check(a.icon, `/rowActions/${i}/icon`, false),
  );
}
