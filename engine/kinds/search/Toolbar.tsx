/**
 * Toolbar buttons of a search screen. An export waits for a search with rows (it replays it); a
 * batch bar (`selected` given) waits for ticked rows and says how many; other actions (e.g.
 * 'Cadastrar novo aviso') are always available.
 */
import type { IconName } from '@blueprintjs/icons';
import { useActions } from '../../registry/actions.ts';
import { needsRows } from '../../registry/runAction.ts';
import type { ActionDef } from '../../screens/types.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

export interface ToolbarProps {
  actions?: ActionDef[];
  onAction: (a: ActionDef) => void;
  /** A search returned rows. */
  hasRows?: boolean;
  /** Batch bar: number of ticked rows. */
  selected?: number;
  loading?: boolean;
}

export function Toolbar({ actions, onAction, hasRows = false, selected, loading = false }: ToolbarProps) {
  const registry = useActions();
  if (!actions?.length) return null;
  const batch = selected !== undefined;
  return (
    <div
      className="prh-toolbar"
      role="toolbar"
      aria-label={batch ? 'Ações dos registros selecionados' : 'Ações da tabela'}
    >
      {batch && (
        <span className="prh-toolbar-count" aria-live="polite">
          {selected === 0 ? 'Nenhum registro selecionado' : `${selected} selecionado(s)`}
        </span>
      )}
      {actions.map((a) => (
        <BusyButton
          key={`${a.action}-${a.label}`}
          icon={(a.icon ?? (a.action === 'export' ? 'export' : 'play')) as IconName}
          variant="outlined"
          busy={loading}
          unavailable={batch ? selected === 0 : needsRows(a.action, registry) && !hasRows}
          onClick={() => onAction(a)}
        >
          {a.label}
        </BusyButton>
      ))}
    </div>
  );
}
