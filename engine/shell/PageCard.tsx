/**
 * Card of a page: the route title, the favourite star (unless the route is hidden or has no
 * route) and, unless `subtitle` is false, the required-fields note. The title is the page's main
 * heading, where the focus goes after a navigation (routeFocus.ts): focusable by script only.
 */
import { Card, H1 } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { FavoriteStar } from './favorites/FavoriteStar.tsx';

export const REQUIRED_NOTE = '*Campos de preenchimento obrigatório';

export interface PageCardProps {
  title: string;
  subtitle?: boolean;
  /** The page's route, for the favourite star. */
  rota?: string;
  /** Hidden routes (detail pages) get no star. */
  hidden?: boolean;
  children: ReactNode;
}

export function PageCard({ title, subtitle = true, rota, hidden, children }: PageCardProps) {
  useEffect(() => {
    document.title = `${title} · Portal RH`;
  }, [title]);
  return (
    <Card className="prh-page-card" elevation={1}>
      <header className="prh-page-header">
        <div className="prh-page-heading">
          <H1 className="prh-page-title" tabIndex={-1}>
            {title}
          </H1>
          {rota && !hidden && <FavoriteStar rota={rota} />}
        </div>
        {subtitle && <p className="prh-page-note">{REQUIRED_NOTE}</p>}
      </header>
      {children}
    </Card>
  );
}
