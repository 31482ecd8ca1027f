/** /index (and /loginssc): finishes the sign-in with the code the identity provider sent back. */
import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { finishReauth, handleIndexRoute, logout } from '../../../services/auth.ts';

export function IndexRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; a code is single-use
    started.current = true;
    void handleIndexRoute(params.get('code')).then((outcome) => {
      // Inside the /reauth popup: tell the opener and close instead of navigating.
      if (finishReauth(!('logout' in outcome))) return;
      if ('logout' in outcome) logout();
      else navigate(outcome.redirect, { replace: true });
    });
  }, [params, navigate]);
  return (
    <div className="prh-fullscreen" role="status" aria-live="polite">
      <Spinner size={48} aria-label="Entrando" />
      <p>Entrando no Portal RH…</p>
    </div>
  );
}
