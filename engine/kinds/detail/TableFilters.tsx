/**
 * The filters of a nested table (`table.filters`): one native list per filter above the grid,
 * its options read from a catalogue list with the enclosing record's parameters (the servant's
 * absence types with how many he has). 'Todos' sends nothing; a choice goes into the table's call
 * and the table goes back to its first page. A native select: arrows choose, Tab leaves.
 */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { useOptions } from '../../form/useOptions.ts';
import type { TableDef } from '../../screens/types.ts';
import { useRecord } from './recordContext.ts';

type FilterDef = NonNullable<TableDef['filters']>[number];

const NO_SCHEMA = {};

function TableFilter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const options = useOptions(NO_SCHEMA, def.options, useRecord());
  return (
    <FormGroup label={def.label} labelFor={id} inline className="prh-table-filter">
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{def.allLabel ?? 'Todos'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

export function TableFilters({
  filters,
  values,
  onChange,
}: {
  filters: FilterDef[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  return (
    <div className="prh-table-filters">
      {filters.map((f) => (
        <TableFilter
          key={f.field}
          def={f}
          value={values[f.field] ?? ''}
          onChange={(v) => onChange({ ...values, [f.field]: v })}
        />
      ))}
    </div>
  );
}
