/**
 * Entry of the portal: reads /config.json, then mounts the router. Only the shell, Blueprint and
 * the services are in this bundle; screen kinds (ag-grid, rjsf) load with the first screen.
 * Blueprint's OverlaysProvider, not BlueprintProvider: the portal uses no Blueprint hotkeys, and
 * the hotkeys provider brought its dialog and key icons into the first page.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { OverlaysProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { setupIcons } from '../engine/shell/icons.ts';
import { finishUnitChange } from '../services/auth.ts';
import { loadConfig } from '../services/config.ts';
import { initTheme } from '../services/theme.ts';
import { startVersionCheck } from '../services/version.ts';
import { portalRouter } from './router.tsx';

// Before the first paint: the remembered theme, and the way back from 'Trocar unidade'.
initTheme();
finishUnitChange();

void Promise.all([loadConfig(), setupIcons()]).then(([config]) => {
  // v5Compat: the history tells its listener (the router) of its own pushes, as BrowserRouter's does.
  const router = portalRouter(UNSAFE_createBrowserHistory({ v5Compat: true }), config.produto);
  startVersionCheck();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <OverlaysProvider>{router}</OverlaysProvider>
    </StrictMode>,
  );
});
