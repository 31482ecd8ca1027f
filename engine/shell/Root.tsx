/**
 * Root of the route tree: lets services navigate through the router, hosts the dialog stack and,
 * as the one part of the tree that outlives every layout, moves the focus to the new page's heading
 * after a navigation (routeFocus.ts).
 * The stack (DialogHost: Blueprint's Dialog, its overlay and transitions) is loaded when the first
 * dialog opens: the first page of a user who sees none does not download it.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { setNavigator } from '../../services/navigation.ts';
import { dialogStore } from './dialogs/dialogStore.ts';
import { preloadScreenIcons } from './icons.ts';
import { useFocusOnNavigation } from './routeFocus.ts';

// With the screens' icons: an alert's icon (info-sign, error…) is drawn at once.
const DialogHost = lazy(() =>
  Promise.all([import('./dialogs/DialogHost.tsx'), preloadScreenIcons()]).then(([m]) => ({ default: m.DialogHost })),
);

function Dialogs() {
  const open = useSyncExternalStore(dialogStore.subscribe, () => dialogStore.getSnapshot().length > 0);
  // While the stack's code arrives the dialog is on its way: said busy, so nothing (a person's
  // assistive technology, a test waiting for the page to settle) takes the page for finished.
  return open ? (
    <Suspense fallback={<div className="prh-dialog-loading" aria-busy="true" aria-live="polite" />}>
      <DialogHost />
    </Suspense>
  ) : null;
}

export function Root() {
  const navigate = useNavigate();
  useFocusOnNavigation();
  useEffect(() => {
    setNavigator((path, options) => void navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);
  return (
    <>
      <Outlet />
      <Dialogs />
    </>
  );
}
