/**
 * The information pages of the route table (spec section 2), loaded with their route (portal/router.tsx);
 * the script-error page is ErroScriptPage.tsx, which must be there when a script did not arrive.
 */
import { Button, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../Link.tsx';
import { buildAuthUrl, openReauthPopup, startReauth } from '../../../services/auth.ts';
import { redirectTo } from '../../../services/navigation.ts';
import { clearSession } from '../../../services/session/session.ts';
import { PageCard } from '../PageCard.tsx';
import { InfoPage } from './InfoPage.tsx';

const HomeLink = () => (
  <Link to="/home" className="bp6-button bp6-intent-primary prh-link-button">
    Ir para o início
  </Link>
);

export function NaoAutorizadoPage() {
  return (
    <InfoPage icon="lock" title="Acesso não autorizado" action={<HomeLink />}>
      <p>O seu perfil na unidade selecionada não tem permissão para acessar esta página.</p>
      <p>Se precisar desse acesso, solicite-o ao administrador do sistema da sua unidade.</p>
    </InfoPage>
  );
}

export function NaoPossuiPermissaoPage() {
  return (
    <InfoPage icon="disable" title="Você não possui permissão" action={<HomeLink />}>
      <p>O seu usuário não possui permissão para utilizar esta funcionalidade.</p>
    </InfoPage>
  );
}

export function LoginExpiradoPage() {
  const navigate = useNavigate();
  const again = () => {
    clearSession();
    redirectTo(buildAuthUrl());
  };
  // Re-authentication in a popup (/reauth) keeps this tab; on success go back to where the user was.
  const popup = async () => {
    if (await openReauthPopup()) navigate(-1);
  };
  return (
    <InfoPage
      icon="time"
      title="Sua sessão expirou"
      action={
        <div className="prh-info-actions">
          <Button intent="primary" icon="log-in" size="large" onClick={again}>
            Entrar novamente
          </Button>
          <Button variant="outlined" icon="application" onClick={() => void popup()}>
            Entrar em uma nova janela
          </Button>
        </div>
      }
    >
      <p>Por segurança, a sua sessão foi encerrada. Entre novamente para continuar.</p>
    </InfoPage>
  );
}

export function AboutPage() {
  return (
    <InfoPage icon="application" title="Sobre o Portal RH" action={<HomeLink />}>
      <p>
        O Portal RH reúne as consultas e rotinas de administração de pessoal do Estado: servidores, férias-prêmio,
        gratificação natalina, progressão e promoção, recadastramento, processos judiciais e relatórios.
      </p>
      <p>Versão {import.meta.env.VITE_APP_VERSION ?? 'de desenvolvimento'}.</p>
    </InfoPage>
  );
}

/** The product entry (/{product}): what the portal is, in the page card (it can be a favourite). */
export function ProductPage({ produto }: { produto: string }) {
  return (
    <PageCard title="Portal RH" subtitle={false} rota={`/${produto}`}>
      <p>
        O Portal RH reúne as consultas e rotinas de administração de pessoal do Estado: servidores, férias-prêmio,
        gratificação natalina, progressão e promoção, recadastramento, processos judiciais e relatórios.
      </p>
      <p>
        Use o menu lateral para acessar as funcionalidades liberadas para o seu perfil na unidade selecionada, e a
        estrela no título das páginas para adicioná-las aos favoritos.
      </p>
      <p>Versão {import.meta.env.VITE_APP_VERSION ?? 'de desenvolvimento'}.</p>
    </PageCard>
  );
}

/** /reauth: opened as a popup; re-runs the IdP sign-in, then /index posts the result to the opener. */
export function ReauthRoute() {
  useEffect(() => {
    startReauth();
  }, []);
  return (
    <div className="prh-fullscreen" role="status" aria-live="polite">
      <Spinner size={48} aria-label="Autenticando" />
      <p>Abrindo a central de autenticação…</p>
    </div>
  );
}
