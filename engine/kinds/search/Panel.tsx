/**
 * A titled panel of the search screen; collapsible when the screen says so (spec §2, 'Meus
 * relatórios': 'Filtros' and 'Relatórios' are collapsible panels).
 */
import { H2, Section, SectionCard } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function Panel({
  id,
  title,
  collapsible,
  className,
  children,
}: {
  id: string;
  title: string;
  collapsible?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (collapsible) {
    return (
      <Section className={className} title={<span id={id}>{title}</span>} collapsible collapseProps={{ defaultIsOpen: true }} compact>
        <SectionCard>{children}</SectionCard>
      </Section>
    );
  }
  return (
    <section aria-labelledby={id} className={className}>
      <H2 id={id} className="prh-section-title">
        {title}
      </H2>
      {children}
    </section>
  );
}
