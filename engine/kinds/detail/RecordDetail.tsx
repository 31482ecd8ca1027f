/**
 * The sub-sections of one record (master-detail of a detail tab): the row picked in a nested table
 * or a section's own record. Its sections read `{field}` parameters from that record.
 *
 * A row picked with 'Detalhar' (`onClose` given) shows its detail below the table, often below the
 * fold: the panel scrolls into view and takes the focus, so the person sees — and a screen reader
 * says — what the button did ('Detalhar contracheque' seemed to do nothing).
 */
import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { fillText } from '../../placeholders.ts';
import type { SectionDetailDef } from '../../screens/types.ts';
import { below, Heading, type HeadingLevel } from './Heading.tsx';
import { RecordContext, type RecordValues } from './recordContext.ts';
import { SectionView } from './SectionView.tsx';

export function RecordDetail({
  detail,
  record,
  onClose,
  level = 3,
}: {
  detail: SectionDetailDef;
  record: RecordValues;
  onClose?: () => void;
  /** Its title's level (its sections stand one under it). */
  level?: HeadingLevel;
}) {
  const title = detail.title ? fillText(detail.title, { record }) : undefined;
  const panel = useRef<HTMLDivElement>(null);
  /** What had the focus when the row was picked ('Detalhar' of the row): 'Fechar detalhe' goes back to it. */
  const opener = useRef<HTMLElement | null>(null);
  const picked = onClose ? JSON.stringify(record) : '';
  useEffect(() => {
    if (!picked || !panel.current) return;
    if (!panel.current.contains(document.activeElement)) opener.current = document.activeElement as HTMLElement | null;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    panel.current.focus({ preventScroll: true });
  }, [picked]);
  return (
    <RecordContext value={record}>
      <div
        ref={panel}
        tabIndex={onClose ? -1 : undefined}
        className="prh-record-detail"
        role="region"
        aria-label={title ?? 'Detalhe'}
      >
        {(title || onClose) && (
          <div className="prh-record-detail-head">
            {title && <Heading level={level}>{title}</Heading>}
            {onClose && (
              <Button
                variant="minimal"
                icon="cross"
                onClick={() => {
                  onClose();
                  if (opener.current?.isConnected) opener.current.focus();
                }}
              >
                Fechar detalhe
              </Button>
            )}
          </div>
        )}
        {detail.sections.map((s, i) => (
          <SectionView
            key={`${JSON.stringify(record)}-${i}`}
            section={s}
            data={record}
            level={title ? below(level) : level}
          />
        ))}
      </div>
    </RecordContext>
  );
}
