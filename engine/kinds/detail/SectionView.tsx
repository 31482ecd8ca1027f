/**
 * One section of a detail tab: info fields (of the screen's record, or of the section's own
 * endpoint) or a nested paged table, optionally with a master-detail (`detail`). Sections with
 * their own source load when their tab opens; `{field}` parameters read the enclosing record.
 */
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import type { SectionDef } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { MSG } from '../search/messages.ts';
import { FieldGrid } from './FieldGrid.tsx';
import { below, Heading, type HeadingLevel } from './Heading.tsx';
import { NestedTable } from './NestedTable.tsx';
import { RecordDetail } from './RecordDetail.tsx';
import { useRecord } from './recordContext.ts';
import { useDetailScreen } from './useDetailScreen.ts';

/** Shown when a section's own record does not exist (code 2); the same words as an empty table of a record. */
export const MSG_SEM_REGISTRO = MSG.noRecord;
export const MSG_FALHA = 'Não foi possível carregar os dados.';

function OwnFields({
  section,
  level,
}: {
  section: SectionDef & { source: NonNullable<SectionDef['source']> };
  level: HeadingLevel;
}) {
  const record = useRecord();
  const { state } = useDetailScreen(section.source, useParams(), useDataProvider(), (r) => showResultError(r), record);
  if (state.loading) return <SectionLoading section={section} />;
  if (state.error)
    return (
      <Callout intent="danger" role="alert" compact>
        {MSG_FALHA}
      </Callout>
    );
  if (!state.data)
    return (
      <NonIdealState icon="search" title={section.noResultText ?? MSG_SEM_REGISTRO} className="prh-section-empty" />
    );
  return (
    <>
      <FieldGrid fields={section.fields ?? []} data={state.data} level={level} />
      {section.detail && <RecordDetail detail={section.detail} record={{ ...record, ...state.data }} level={level} />}
    </>
  );
}

/**
 * A section while it loads: its fields without values (the space they will take), or a spinner
 * when it declares none; a table keeps its grid's own loading state.
 */
function SectionLoading({ section }: { section: SectionDef }) {
  if (!section.fields?.length)
    return (
      <div className="prh-section-loading" role="status">
        <Spinner size={24} aria-label="Carregando" />
      </div>
    );
  return (
    <div role="status" aria-label="Carregando">
      <FieldGrid fields={section.fields} data={{}} skeleton />
    </div>
  );
}

/** A tab's section; `level` is its title's (h2 in a tab, deeper inside a picked row's detail). */
export function SectionView({
  section,
  data,
  level = 2,
  skeleton,
}: {
  section: SectionDef;
  data: Record<string, unknown>;
  level?: HeadingLevel;
  /** The record is still loading: the section's shape only, and no call of its own yet. */
  skeleton?: boolean;
}) {
  // What the section holds stands under its title, or at its level when it has none.
  const inner = section.title ? below(level) : level;
  return (
    <section className="prh-detail-section">
      {section.title && <Heading level={level}>{section.title}</Heading>}
      {skeleton ? (
        section.table ? (
          <div className="prh-grid" role="status" aria-label="Carregando" />
        ) : (
          <SectionLoading section={section} />
        )
      ) : section.table ? (
        <NestedTable def={section.table} title={section.title} detail={section.detail} level={inner} />
      ) : section.source ? (
        <OwnFields section={section as SectionDef & { source: NonNullable<SectionDef['source']> }} level={inner} />
      ) : (
        <>
          <FieldGrid fields={section.fields ?? []} data={data} level={inner} />
          {section.detail && <RecordDetail detail={section.detail} record={data} level={inner} />}
        </>
      )}
    </section>
  );
}
