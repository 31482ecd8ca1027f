/**
 * Read-only info fields of a record (spec §2: empty shows '-', optional copy, multi-line). A rich
 * text field (`html`, e.g. a notice's text) spans the row and is shown through SafeHtml, the one
 * place HTML from data may reach the page; its own headings start at `level`, the level of what the
 * fields stand under.
 *
 * `skeleton`: the same fields without values while the record loads, so the page has its final
 * height before the answer and nothing below jumps when it comes (layout shift).
 */
import { InfoField } from '../../components/InfoField.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { formatValue } from '../../../core/formatters.ts';
import type { FieldDef } from '../../screens/types.ts';
import { LookupField } from './LookupField.tsx';

export function FieldGrid({
  fields,
  data,
  level = 2,
  skeleton,
}: {
  fields: FieldDef[];
  data: Record<string, unknown>;
  level?: number;
  skeleton?: boolean;
}) {
  if (skeleton)
    return (
      // Hidden from assistive technology and the keyboard: the loading state names itself
      // (DetailScreen, SectionView); no textbox here would answer to its field's label.
      <div className="prh-info-grid prh-info-grid--skeleton" inert aria-hidden>
        {fields.map((f) => (
          <div key={f.field} className="bp6-form-group prh-info-field">
            <span className="bp6-label">{f.label}</span>
            <div className={`prh-info-box${f.multiline || f.html ? ' is-multiline' : ''}`} />
          </div>
        ))}
      </div>
    );
  return (
    <div className="prh-info-grid">
      {fields.map((f) =>
        f.html ? (
          <div key={f.field} className="bp6-form-group prh-info-field prh-info-html">
            <span className="bp6-label">{f.label}</span>
            <SafeHtml
              className="prh-rich-text prh-info-box is-multiline"
              html={String(data[f.field] ?? '')}
              ariaLabel={f.label}
              headingsFrom={level}
            />
          </div>
        ) : f.options ? (
          <LookupField key={f.field} f={{ ...f, options: f.options }} value={data[f.field]} />
        ) : (
          <InfoField
            key={f.field}
            label={f.label}
            value={formatValue(f.format, data[f.field], f.labels)}
            copy={f.copy}
            multiline={f.multiline}
          />
        ),
      )}
    </div>
  );
}
