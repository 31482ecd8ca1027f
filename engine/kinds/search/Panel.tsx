/**
 * A titled panel of the search screen; collapsible when the screen says so (spec §2, 'Meus
 * relatórios': 'Filtros' and 'Relatórios' are collapsible panels). Either way its title is an h2.
 */
import { H2, Section, SectionCard } from '@blueprintjs/core';
import type { HTMLAttributes, ReactNode } from 'react';

/** A panel's title is an h2 under the page's h1, collapsible or not (Blueprint's Section would make it an h6: axe heading-order). */
const PanelTitle = ({ className, ...rest }: HTMLAttributes<HTMLElement>) => (
  <H2 {...rest} className={`${className ?? ''} prh-section-title`} />
);

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
      <Section
        className={className}
        title={<span id={id}>{title}</span>}
        titleRenderer={PanelTitle}
        collapsible
        collapseProps={{ defaultIsOpen: true }}
        compact
      >
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
