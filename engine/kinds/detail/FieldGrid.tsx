/** Read-only info fields of a record (spec §2: empty shows '-', optional copy, multi-line). */
import { InfoField } from '../../components/InfoField.tsx';
import { formatValue } from '../../registry/formatters.ts';
import type { FieldDef } from '../../screens/types.ts';

export function FieldGrid({ fields, data }: { fields: FieldDef[]; data: Record<string, unknown> }) {
  return (
    <div className="prh-info-grid">
      {fields.map((f) => (
        <InfoField key={f.field} label={f.label} value={formatValue(f.format, data[f.field])} copy={f.copy} multiline={f.multiline} />
      ))}
    </div>
  );
}
