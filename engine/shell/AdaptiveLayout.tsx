/** Information pages are open to everyone: the signed-in layout for users, the public one otherwise. */
import { isLogged } from '../../services/session/session.ts';
import { LoggedInLayout } from './LoggedInLayout.tsx';
import { LoggedOutLayout } from './LoggedOutLayout.tsx';

export function AdaptiveLayout() {
  return isLogged() ? <LoggedInLayout /> : <LoggedOutLayout />;
}
