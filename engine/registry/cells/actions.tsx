import { Button, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ActionDef } from '../../screens/types.ts';
import { matchesRule } from '../actions/rowRule.ts';

export interface ActionsCellParams {
  actions: ActionDef[];
  onAction: (action: ActionDef, row: Record<string, unknown>) => void;
}

/** The actions a row shows: those without `visibleWhen`, or whose rule the row matches. */
export const visibleFor = (actions: ActionDef[], row: Record<string, unknown>): ActionDef[] =>
  actions.filter((a) => !a.visibleWhen || matchesRule(a.visibleWhen, row));

/**
 * Row actions as icon buttons; the label is the accessible name and the tooltip. An action whose
 * `visibleWhen` rule does not match the row is not shown (approve only what is pending); one whose
 * `disabledWhen` rule matches is shown disabled (e.g. download while PENDENTE).
 */
export function ActionsCell(props: CustomCellRendererProps & ActionsCellParams) {
  const row = (props.data ?? {}) as Record<string, unknown>;
  return (
    <span className="prh-row-actions">
      {visibleFor(props.actions, row).map((a) => (
        <Tooltip key={`${a.action}-${a.label}`} content={a.label} placement="top" compact>
          <Button
            variant="minimal"
            size="small"
            icon={(a.icon ?? 'arrow-right') as IconName}
            aria-label={a.label}
            disabled={matchesRule(a.disabledWhen, row)}
            onClick={() => props.onAction(a, row)}
          />
        </Tooltip>
      ))}
    </span>
  );
}
