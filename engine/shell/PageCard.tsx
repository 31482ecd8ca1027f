/** Card of a page: the route title and, unless `subtitle` is false, the required-fields note. */
import { Card, H1 } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';

export const REQUIRED_NOTE = '*Campos de preenchimento obrigatório';

export function PageCard({ title, subtitle = true, children }: { title: string; subtitle?: boolean; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Portal RH`;
  }, [title]);
  return (
    <Card className="prh-page-card" elevation={1}>
      <header className="prh-page-header">
        <H1 className="prh-page-title">{title}</H1>
        {subtitle && <p className="prh-page-note">{REQUIRED_NOTE}</p>}
      </header>
      {children}
    </Card>
  );
}
