/**
 * Session as the shell sees it, read from cookies and local storage on every render (they change
 * by full-page flows: login, unit choice with reload, logout), so no stale copy can linger.
 */
import { getConfig } from '../../services/config.ts';
import { currentUnit, currentUser, isLogged, permittedKeys, userUnits } from '../../services/session/session.ts';

export function useSession() {
  const logged = isLogged();
  return {
    logged,
    user: logged ? currentUser() : null,
    unit: logged ? currentUnit() : null,
    units: logged ? userUnits() : [],
    permitted: logged ? permittedKeys() : null,
    produto: getConfig().produto,
  };
}
