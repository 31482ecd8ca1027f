/** Theme toggle and auto-refresh button of the top bar. */
import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { autoRefreshLabel, createAutoRefresh } from '../../services/autoRefresh.ts';
import { dataProvider } from '../../services/http/dataProvider.ts';
import { isDarkMode, setDarkMode } from '../../services/theme.ts';
import { refreshShown } from '../query/queryClients.ts';
import { Tip } from './Tip.tsx';

export function ThemeToggle() {
  const [dark, setDark] = useState(isDarkMode);
  const label = dark ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <Tip content={label} placement="bottom" compact>
      <Button
        variant="minimal"
        className="prh-topbar-button"
        icon={dark ? 'flash' : 'moon'}
        aria-label={label}
        aria-pressed={dark}
        onClick={() => {
          setDarkMode(!dark);
          setDark(!dark);
        }}
      />
    </Tip>
  );
}

/**
 * One countdown per page (module-level: it survives route changes inside the layout); each tick
 * asks the application's query cache for what is shown again.
 */
export const autoRefresh = createAutoRefresh({ fire: () => void refreshShown(dataProvider) });

export function AutoRefreshButton({ controller = autoRefresh }: { controller?: ReturnType<typeof createAutoRefresh> }) {
  const [state, setState] = useState(controller.state);
  useEffect(() => {
    const off = controller.subscribe(setState);
    return () => {
      off();
    };
  }, [controller]);
  const label = autoRefreshLabel(state.running, state.remaining);
  return (
    <Button
      variant="minimal"
      className="prh-topbar-button prh-autorefresh"
      icon={state.running ? 'stop' : 'automatic-updates'}
      aria-label={label}
      title={label}
      onClick={() => controller.toggle()}
    >
      <span className="prh-topbar-label">{label}</span>
    </Button>
  );
}
