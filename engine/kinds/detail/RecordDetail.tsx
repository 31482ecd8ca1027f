/**
 * The sub-sections of one record (master-detail of a detail tab): the row picked in a nested table
 * or a section's own record. Its sections read `{field}` parameters from that record.
 */
import { Button, H4 } from '@blueprintjs/core';
import { fillText } from '../../placeholders.ts';
import type { SectionDetailDef } from '../../screens/types.ts';
import { RecordContext, type RecordValues } from './recordContext.ts';
import { SectionView } from './SectionView.tsx';

export function RecordDetail({ detail, record, onClose }: { detail: SectionDetailDef; record: RecordValues; onClose?: () => void }) {
  const title = detail.title ? fillText(detail.title, { record }) : undefined;
  return (
    <RecordContext value={record}>
      <div className="prh-record-detail" role="region" aria-label={title ?? 'Detalhe'}>
        {(title || onClose) && (
          <div className="prh-record-detail-head">
            {title && <H4 className="prh-section-title">{title}</H4>}
            {onClose && (
              <Button variant="minimal" icon="cross" onClick={onClose}>
                Fechar detalhe
              </Button>
            )}
          </div>
        )}
        {detail.sections.map((s, i) => (
          <SectionView key={`${JSON.stringify(record)}-${i}`} section={s} data={record} />
        ))}
      </div>
    </RecordContext>
  );
}
