/** /logout: clears the session and leaves for the identity provider's logout. */
import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { logout } from '../../../services/auth.ts';

export function LogoutRoute() {
  const started = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice; the second run would find the tokenId already cleared.
    if (started.current) return;
    started.current = true;
    logout();
  }, []);
  return (
    <div className="prh-fullscreen" role="status" aria-live="polite">
      <Spinner size={48} aria-label="Saindo" />
      <p>Saindo…</p>
    </div>
  );
}
