/** The information pages of the route table (spec section 2). */
import { AnchorButton, Button } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import { buildAuthUrl } from '../../../services/auth.ts';
import { redirectTo } from '../../../services/navigation.ts';
import { clearSession } from '../../../services/session/session.ts';
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

export function ErroScriptPage() {
  return (
    <InfoPage icon="error" title="Ocorreu um erro inesperado" action={<Button intent="primary" icon="refresh" onClick={() => window.location.assign('/home')}>Recarregar o portal</Button>}>
      <p>Não foi possível carregar uma parte do portal. Verifique a sua conexão e tente novamente.</p>
    </InfoPage>
  );
}

export function LoginExpiradoPage() {
  const again = () => {
    clearSession();
    redirectTo(buildAuthUrl());
  };
  return (
    <InfoPage icon="time" title="Sua sessão expirou" action={<Button intent="primary" icon="log-in" large onClick={again}>Entrar novamente</Button>}>
      <p>Por segurança, a sua sessão foi encerrada. Entre novamente para continuar.</p>
    </InfoPage>
  );
}

export function AboutPage() {
  return (
    <InfoPage icon="application" title="Sobre o Portal RH" action={<HomeLink />}>
      <p>O Portal RH reúne as consultas e rotinas de administração de pessoal do Estado: servidores, férias-prêmio, gratificação natalina, progressão e promoção, recadastramento, processos judiciais e relatórios.</p>
      <p>Versão {import.meta.env.VITE_APP_VERSION ?? 'de desenvolvimento'}.</p>
    </InfoPage>
  );
}

export function SolicitacaoUsuarioPage() {
  return (
    <InfoPage icon="new-person" title="Solicitações de cadastros" action={<AnchorButton href="/login" icon="arrow-left">Voltar</AnchorButton>}>
      <p>A solicitação de acesso ao Portal RH é feita pelo administrador de sistemas da sua unidade. Procure-o informando o seu CPF, MASP e o perfil de acesso desejado.</p>
    </InfoPage>
  );
}

export function PoliticaPage({ kind }: { kind: 'privacidade' | 'cookies' }) {
  const [params] = useSearchParams();
  const externo = params.get('variante') === 'externo';
  const title = kind === 'privacidade' ? 'Aspectos legais e responsabilidades' : 'Política de privacidade';
  return (
    <InfoPage icon="shield" title={title} action={<Link to={externo ? '/login' : '/home'}>Voltar</Link>}>
      {kind === 'privacidade' ? (
        <p>As informações exibidas neste portal são de uso restrito dos servidores autorizados, para o exercício de suas atribuições, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).</p>
      ) : (
        <p>O portal usa cookies e o armazenamento local do navegador apenas para manter a sua sessão, a unidade selecionada e as suas preferências. Nenhum dado é compartilhado com terceiros.</p>
      )}
    </InfoPage>
  );
}
