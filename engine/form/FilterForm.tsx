/**
 * A screen's filters: its schema form with 'Limpar' and 'Pesquisar' under it — the search screen's
 * and the dashboard's. 'Pesquisar' is the form's submit, so Enter in a filter presses it (pa11y
 * H32.2); it shows busy while the search runs, and a second press is ignored.
 */
import { Button } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { forwardRef } from 'react';
import { BusyButton } from '../components/BusyButton.tsx';
import { SchemaForm, type SchemaFormHandle } from './SchemaForm.tsx';

export interface FilterFormProps {
  filters: { schema: unknown; uiSchema?: unknown };
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  onSearch: () => void;
  onClear: () => void;
  idPrefix: string;
  busy?: boolean;
}

export const FilterForm = forwardRef<SchemaFormHandle, FilterFormProps>(function FilterForm(
  { filters, values, onChange, onSearch, onClear, idPrefix, busy = false },
  ref,
) {
  return (
    <SchemaForm
      ref={ref}
      schema={filters.schema as RJSFSchema}
      uiSchema={filters.uiSchema as UiSchema}
      formData={values}
      onChange={onChange}
      onSubmit={onSearch}
      idPrefix={idPrefix}
    >
      <div className="prh-form-actions">
        <Button variant="outlined" icon="eraser" onClick={onClear}>
          Limpar
        </Button>
        <BusyButton type="submit" intent="primary" icon="search" busy={busy}>
          Pesquisar
        </BusyButton>
      </div>
    </SchemaForm>
  );
});
