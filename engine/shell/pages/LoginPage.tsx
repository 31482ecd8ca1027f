/** /login: what the portal is and how to enter. A signed-in user goes to /home. */
import { Card, H1 } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { buildAuthUrl } from '../../../services/auth.ts';
import { isLogged } from '../../../services/session/session.ts';

export function LoginPage() {
  useEffect(() => {
    document.title = 'Entrar · Portal RH';
  }, []);
  if (isLogged()) return <Navigate to="/home" replace />;
  return (
    <div className="prh-login">
      <Card className="prh-login-card" elevation={2}>
        <H1 className="prh-login-title">Portal RH</H1>
        <p className="prh-login-lead">
          Administração de pessoal do Estado: consulta de servidores, férias-prêmio, gratificação natalina, progressão,
          recadastramento e relatórios.
        </p>
        {/* Points at the link right below it, not at the top bar's 'Entrar' far from here. */}
        <p>Informe o seu CPF e a sua senha na central de autenticação do Estado.</p>
        {/* A link, not a second 'Entrar' button: the page keeps one 'Entrar' control (top bar). */}
        <a href={buildAuthUrl()} className="bp6-button bp6-intent-primary bp6-large prh-login-button">
          Acessar com CPF e senha
        </a>
      </Card>
    </div>
  );
}
