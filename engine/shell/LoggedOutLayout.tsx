/** Layout for visitors: top bar with 'Registrar' and 'Entrar', the page, the footer. */
import { Button, Navbar, NavbarGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { Link } from './Link.tsx';
import { login } from '../../services/auth.ts';
import { Footer } from './Footer.tsx';
import { Logo } from './Logo.tsx';

export function LoggedOutLayout({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="prh-app prh-app-public">
      <Navbar className="prh-topbar" role="banner">
        <NavbarGroup align="start">
          <Link to="/login" className="prh-logo-link" aria-label="Portal RH — página inicial">
            <Logo />
          </Link>
        </NavbarGroup>
        <NavbarGroup align="end" className="prh-topbar-actions">
          <Button
            variant="minimal"
            className="prh-topbar-button"
            icon="new-person"
            onClick={() => navigate('/login/usuario/solicitacao/')}
          >
            Registrar
          </Button>
          <Button className="prh-topbar-cta" icon="log-in" onClick={login}>
            Entrar
          </Button>
        </NavbarGroup>
      </Navbar>
      <main id="conteudo" className="prh-main prh-main-public">
        {children ?? <Outlet />}
      </main>
      <Footer logged={false} />
    </div>
  );
}
