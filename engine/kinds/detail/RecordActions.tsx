/**
 * The record actions of a detail screen (e.g. 'Ativar'/'Inativar' a notice): buttons above the
 * record, shown by `visibleWhen` and disabled by `disabledWhen` on the record's values; `{field}`
 * of their parameters reads the record, `:name` the route. A command reloads the record (and its
 * tabs) afterwards.
 */
import { Button } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import { matchesRule } from '../../registry/actions/lib/rowRule.ts';
import { visibleFor } from '../../registry/cells/actions.tsx';
import { useRunAction } from '../../registry/runAction.ts';
import type { ActionDef } from '../../screens/types.ts';

export function RecordActions({
  actions,
  record,
  onChanged,
}: {
  actions: ActionDef[];
  record: Record<string, unknown>;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const route = useParams();
  const provider = useDataProvider();
  const runAction = useRunAction();
  const shown = visibleFor(actions, record);
  if (shown.length === 0) return null;
  return (
    <div className="prh-toolbar prh-record-actions" role="toolbar" aria-label="Ações do registro">
      {shown.map((a) => (
        <Button
          key={`${a.action}-${a.label}`}
          icon={(a.icon ?? 'play') as IconName}
          variant="outlined"
          disabled={matchesRule(a.disabledWhen, record)}
          onClick={() => void runAction({ action: a, row: record, route, navigate, provider, refresh: onChanged })}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}
