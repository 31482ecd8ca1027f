/** /home 'Início': welcome with the user's name and unit, and shortcuts to the permitted screens. */
import { Card, H2, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { onRefresh } from '../../../services/autoRefresh.ts';
import { AREAS, SCREENS } from '../../screens/catalogue.ts';
import { buildMenu, type MenuItem } from '../menu.ts';
import { PageCard } from '../PageCard.tsx';
import { unitLabel } from '../UserMenu.tsx';
import { useSession } from '../useSession.ts';

const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));

export function HomePage() {
  const { user, unit, permitted, produto } = useSession();
  // The auto-refresh event: 'Início' has nothing to reload but says when it was refreshed.
  const [atualizado, setAtualizado] = useState<string | null>(null);
  useEffect(() => onRefresh(() => setAtualizado(new Date().toLocaleTimeString('pt-BR'))), []);
  const shortcuts = leaves(buildMenu(AREAS, SCREENS, permitted, produto)).filter((i) => i.key !== 'home' && i.key !== 'produto');
  return (
    <PageCard title="Início" subtitle={false} rota="/home">
      <section className="prh-welcome">
        <H2 className="prh-welcome-title">Olá, {user?.name ?? 'Usuario'}!</H2>
        <p>
          {unit ? (
            <>
              Você está acessando o Portal RH pela unidade <strong>{unitLabel(unit)}</strong>.
            </>
          ) : (
            'Selecione uma unidade para continuar.'
          )}
        </p>
        {atualizado && (
          <p className="prh-muted" role="status">
            Atualizado às {atualizado}.
          </p>
        )}
      </section>
      {shortcuts.length > 0 && (
        <section aria-label="Acesso rápido" className="prh-shortcuts">
          {shortcuts.map((s) => (
            <Link key={s.key} to={s.href!} className="prh-shortcut">
              <Card interactive compact>
                <Icon icon={(s.icon ?? 'document') as IconName} size={20} aria-hidden />
                <span>{s.title}</span>
              </Card>
            </Link>
          ))}
        </section>
      )}
    </PageCard>
  );
}
