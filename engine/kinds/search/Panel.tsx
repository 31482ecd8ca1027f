/**
 * A titled panel of the search screen; collapsible when the screen says so (spec §2, 'Meus
 * relatórios': 'Filtros' and 'Relatórios' are collapsible panels). Either way its title is an h2.
 */
import { Button, Classes, Collapse, H2, Section, SectionCard } from '@blueprintjs/core';
import { useState, type HTMLAttributes, type ReactNode } from 'react';

/** A panel's title is an h2 under the page's h1, collapsible or not (Blueprint's Section would make it an h6: axe heading-order). */
const PanelTitle = ({ className, ...rest }: HTMLAttributes<HTMLElement>) => (
  <H2 {...rest} className={`${className ?? ''} prh-section-title`} />
);

interface PanelProps {
  id: string;
  title: string;
  collapsible?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The toggle is a real button of ours, not Section's own caret: that one is named 'collapse
 * section' in English and says aria-expanded="true" when the panel is closed.
 */
function CollapsiblePanel({ id, title, className, children }: Omit<PanelProps, 'collapsible'>) {
  const [open, setOpen] = useState(true);
  const toggle = (
    <Button
      variant="minimal"
      size="small"
      icon={open ? 'chevron-up' : 'chevron-down'}
      aria-label={`${open ? 'Recolher' : 'Expandir'} ${title.toLocaleLowerCase('pt-BR')}`}
      aria-expanded={open}
      aria-controls={`${id}-conteudo`}
      onClick={() => setOpen((o) => !o)}
    />
  );
  return (
    <Section
      className={`${className ?? ''}${open ? '' : ` ${Classes.SECTION_COLLAPSED}`}`}
      title={<span id={id}>{title}</span>}
      titleRenderer={PanelTitle}
      rightElement={toggle}
      compact
    >
      <Collapse isOpen={open} keepChildrenMounted>
        <SectionCard id={`${id}-conteudo`}>{children}</SectionCard>
      </Collapse>
    </Section>
  );
}

export function Panel({ id, title, collapsible, className, children }: PanelProps) {
  if (collapsible)
    return (
      <CollapsiblePanel id={id} title={title} className={className}>
        {children}
      </CollapsiblePanel>
    );
  return (
    <section aria-labelledby={id} className={className}>
      <H2 id={id} className="prh-section-title">
        {title}
      </H2>
      {children}
    </section>
  );
}
