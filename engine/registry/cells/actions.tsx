import { Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { fillPath } from '../../placeholders.ts';
import { preloadRoute } from '../../screens/preload.ts';
import type { ActionDef } from '../../screens/types.ts';
import { matchesRule } from '../actions/lib/rowRule.ts';
import './actions.css';

export interface ActionsCellParams {
  actions: ActionDef[];
  /** Runs the action; while a returned promise is pending the button is busy (aria-busy, a spinner). */
  onAction: (action: ActionDef, row: Record<string, unknown>) => void | Promise<void>;
  /** What names the row ('Helena Souza'; engine/grid/rowName.ts); undefined: its position. */
  rowName?: (row: Record<string, unknown>) => string | undefined;
}

/** Accessible name of a row's actions cell and of its group of buttons: whose actions they are. */
export const actionsName = (rowName: string | undefined, rowIndex: number): string =>
  `Ações de ${rowName ?? `linha ${rowIndex + 1}`}`;

/** The actions a row shows: those without `visibleWhen`, or whose rule the row matches. */
export const visibleFor = (actions: ActionDef[], row: Record<string, unknown>): ActionDef[] =>
  actions.filter((a) => !a.visibleWhen || matchesRule(a.visibleWhen, row));

/** The row's main action (what Enter on the row runs): its first shown action that is not disabled. */
export const mainActionOf = (actions: ActionDef[] | undefined, row: Record<string, unknown>): ActionDef | undefined =>
  visibleFor(actions ?? [], row).find((a) => !matchesRule(a.disabledWhen, row));

/** What a row without any action shows in its 'Ações' cell (and says in the cell's name). */
export const NO_ACTIONS = 'nenhuma disponível';

/** Class of the row action buttons (the grid's keyboard handler finds them by it). */
export const ROW_ACTION_CLASS = 'prh-row-action';

const enabledButtons = (root: Element | null): HTMLButtonElement[] =>
  root ? [...root.querySelectorAll<HTMLButtonElement>(`button.${ROW_ACTION_CLASS}:not(:disabled)`)] : [];

/** Moves focus from a grid cell into its first enabled row action; false when it has none. */
export function focusFirstAction(cell: Element | null): boolean {
  const first = enabledButtons(cell)[0];
  first?.focus();
  return !!first;
}

/** On intent (pointer over, focus): a navigating action starts loading its screen. */
export function preloadTarget(action: ActionDef, row: Record<string, unknown>): void {
  if (action.action !== 'navigate' || !action.to) return;
  try {
    preloadRoute(fillPath(action.to, { record: row }));
  } catch {
    // A field the row lacks or a route parameter: the click will say so; nothing to preload.
  }
}

/**
 * Row actions as icon buttons; the label is the accessible name and the tooltip. An action whose
 * `visibleWhen` rule does not match the row is not shown (approve only what is pending); one whose
 * `disabledWhen` rule matches is shown disabled (e.g. download while PENDENTE).
 *
 * The cell and its group of buttons are named for the row ('Ações de Helena Souza'), each button
 * by its label: the column header alone ('Ações') would not tell a screen reader user which row
 * 'Aprovar' approves.
 *
 * While an action's work runs (a file on its way, a call) its button shows a spinner and says
 * aria-busy, and a second press is ignored; it keeps the focus (BusyButton), so a dialog that the
 * work ends in gives the focus back to it.
 *
 * Keyboard (the grid is one Tab stop, engine/grid/DataGrid.tsx): the buttons are out of the page's
 * Tab order; Enter or Space on the focused actions cell moves into its first button, ←/→ (Home/End)
 * move between the buttons, Enter/Space press one, Esc goes back to the cell, ↑/↓ to the cell
 * above or below, and Tab leaves the grid.
 */
export function ActionsCell(props: CustomCellRendererProps & ActionsCellParams) {
  const row = (props.data ?? {}) as Record<string, unknown>;
  const shown = visibleFor(props.actions, row);
  // A row no action applies to (the requester's own pending request) says so: an empty cell
  // looked like something had failed to load.
  const name = `${actionsName(props.rowName?.(row), props.node?.rowIndex ?? 0)}${shown.length ? '' : `: ${NO_ACTIONS}`}`;
  const cell = props.eGridCell;
  const [running, setRunning] = useState<string | null>(null);
  const press = (a: ActionDef, key: string) => {
    const work = props.onAction(a, row);
    if (!work) return;
    setRunning(key);
    void work.finally(() => setRunning(null));
  };
  // The gridcell is ag-grid's element: its name is written on it, while this cell is drawn in it.
  useEffect(() => {
    cell?.setAttribute('aria-label', name);
    return () => cell?.removeAttribute('aria-label');
  }, [cell, name]);
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const buttons = enabledButtons(e.currentTarget);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const go = (i: number) => {
      e.preventDefault();
      buttons[(i + buttons.length) % buttons.length]?.focus();
    };
    if (e.key === 'ArrowRight') go(at + 1);
    else if (e.key === 'ArrowLeft') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(buttons.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      props.eGridCell?.focus();
    }
  };
  return (
    // The keys of the buttons inside; the cell itself is ag-grid's (role gridcell).
    <span className="prh-row-actions" role="group" aria-label={name} onKeyDown={onKeyDown}>
      {!shown.length && (
        <span className="prh-row-actions-none" aria-hidden="true">
          Nenhuma
        </span>
      )}
      {shown.map((a) => {
        const key = `${a.action}-${a.label}`;
        return (
          <Tooltip key={key} content={a.label} placement="top" compact>
            <BusyButton
              busy={running === key}
              className={ROW_ACTION_CLASS}
              variant="minimal"
              size="small"
              tabIndex={-1}
              icon={(a.icon ?? 'arrow-right') as IconName}
              aria-label={a.label}
              disabled={matchesRule(a.disabledWhen, row)}
              onClick={() => press(a, key)}
              onMouseEnter={() => preloadTarget(a, row)}
              onFocus={() => preloadTarget(a, row)}
            />
          </Tooltip>
        );
      })}
    </span>
  );
}

export default ActionsCell;
