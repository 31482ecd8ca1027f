/** Toolbar buttons of a search screen (e.g. export), enabled once a search returned rows. */
import { Button } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ActionDef } from '../../screens/types.ts';

export function Toolbar({ actions, disabled, onAction }: { actions?: ActionDef[]; disabled: boolean; onAction: (a: ActionDef) => void }) {
  if (!actions?.length) return null;
  return (
    <div className="prh-toolbar" role="toolbar" aria-label="Ações da tabela">
      {actions.map((a) => (
        <Button key={`${a.action}-${a.label}`} icon={(a.icon ?? 'export') as IconName} variant="outlined" disabled={disabled} onClick={() => onAction(a)}>
          {a.label}
        </Button>
      ))}
    </div>
  );
}
