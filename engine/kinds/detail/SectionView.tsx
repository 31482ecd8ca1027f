/**
 * One section of a detail tab: info fields (of the screen's record, or of the section's own
 * endpoint) or a nested paged table. Sections with their own source load when their tab opens.
 */
import { H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import type { SectionDef } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { FieldGrid } from './FieldGrid.tsx';
import { NestedTable } from './NestedTable.tsx';
import { useDetailScreen } from './useDetailScreen.ts';

function OwnFields({ section }: { section: SectionDef & { source: NonNullable<SectionDef['source']> } }) {
  const { state } = useDetailScreen(section.source, useParams(), useDataProvider(), (r) => showResultError(r));
  if (state.loading) return <Spinner size={24} aria-label="Carregando" />;
  if (!state.data) return <NonIdealState icon="search" title="Registro não encontrado." />;
  return <FieldGrid fields={section.fields ?? []} data={state.data} />;
}

export function SectionView({ section, data }: { section: SectionDef; data: Record<string, unknown> }) {
  return (
    <section className="prh-detail-section">
      {section.title && <H3 className="prh-section-title">{section.title}</H3>}
      {section.table ? (
        <NestedTable def={section.table} title={section.title} />
      ) : section.source ? (
        <OwnFields section={section as SectionDef & { source: NonNullable<SectionDef['source']> }} />
      ) : (
        <FieldGrid fields={section.fields ?? []} data={data} />
      )}
    </section>
  );
}
