/** Footer of both layouts: the address of the Cidade Administrativa and the legal links. */
import { Link } from 'react-router-dom';

export const ENDERECO = 'Rodovia Papa João Paulo II, 4001 – Serra Verde, Belo Horizonte – MG, 31630-901';

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
          <Link to={`/politica-privacidade?variante=${variant}`}>Aspectos legais e responsabilidades</Link>
          <Link to={`/politica-cookies?variante=${variant}`}>Política de privacidade</Link>
        </nav>
      </div>
    </footer>
  );
}
