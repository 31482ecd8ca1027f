/**
 * The portal's router: react-router's declarative router over the guarded history
 * (guardedHistory.ts), shared with the pages that must hold a navigation (`useNavigationBlocker`).
 * The data router (`createBrowserRouter`) gave the same through `useBlocker` at twice the code.
 */
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { Blocker, GuardedHistory } from './guardedHistory.ts';

const GuardContext = createContext<GuardedHistory | null>(null);

export function GuardedRouter({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  return (
    <HistoryRouter history={history}>
      <GuardContext.Provider value={history}>{children}</GuardContext.Provider>
    </HistoryRouter>
  );
}

/**
 * While `blocker` is given, the navigations it names wait for its question. Under another router
 * (a test's MemoryRouter) nothing is held. Set and removed as the page commits (a layout effect), so
 * a navigation made right after a synchronous render (`flushSync`) already sees the change.
 */
export function useNavigationBlocker(blocker: Blocker | null): void {
  const history = useContext(GuardContext);
  useLayoutEffect(() => (history && blocker ? history.block(blocker) : undefined), [history, blocker]);
}
