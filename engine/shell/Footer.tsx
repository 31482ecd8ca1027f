/**
 * Footer of both layouts: the address of the Cidade Administrativa, the legal links (internal
 * variant for signed-in users, external otherwise) and the state's three social networks.
 */
import { Link } from './Link.tsx';

export const ENDERECO = 'Rodovia Papa João Paulo II, 4001 – Serra Verde, Belo Horizonte – MG, 31630-901';

export const SOCIAL_LINKS = [
  {
    nome: 'Instagram',
    href: 'https://www.instagram.com/governomg/',
    path: 'M12 2.2c3.2 0 3.6 0 4.8.1 1.2.1 1.8.2 2.2.4.6.2 1 .5 1.4.9.4.4.7.8.9 1.4.2.4.4 1 .4 2.2.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 1.2-.2 1.8-.4 2.2-.2.6-.5 1-.9 1.4-.4.4-.8.7-1.4.9-.4.2-1 .4-2.2.4-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-1.2-.1-1.8-.2-2.2-.4-.6-.2-1-.5-1.4-.9-.4-.4-.7-.8-.9-1.4-.2-.4-.4-1-.4-2.2C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8c.1-1.2.2-1.8.4-2.2.2-.6.5-1 .9-1.4.4-.4.8-.7 1.4-.9.4-.2 1-.4 2.2-.4C8.4 2.2 8.8 2.2 12 2.2zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zm5.2-9.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  },
  {
    nome: 'Facebook',
    href: 'https://www.facebook.com/governomg',
    path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
  },
  {
    nome: 'YouTube',
    href: 'https://www.youtube.com/@governomg',
    path: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1-5.7 3.1z',
  },
] as const;

export function Footer({ logged }: { logged: boolean }) {
  // Spec: each link has an internal (signed-in) and an external variant.
  const variant = logged ? 'interno' : 'externo';
  return (
    <footer className="prh-footer">
      <div className="prh-footer-inner">
        <address>
          <strong>Cidade Administrativa</strong>
          <br />
          {ENDERECO}
        </address>
        <nav aria-label="Links institucionais" className="prh-footer-links">
          <Link to={`/politica-privacidade-${variant}`}>Aspectos legais e responsabilidades</Link>
          <Link to={`/politica-cookies-${variant}`}>Política de privacidade</Link>
        </nav>
        <ul className="prh-social" aria-label="Redes sociais do Governo de Minas Gerais">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.nome}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${s.nome} do Governo de Minas Gerais (abre em nova janela)`}
              >
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={s.path} fill="currentColor" />
                </svg>
                <span className="prh-sr-only">{s.nome}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
