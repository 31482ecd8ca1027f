/**
 * Read-only info field (spec section 2): a disabled-looking box with a title and a value; empty
 * shows '-'; an optional copy button (tooltip 'Copiar') shows a check icon for 1 s after copying.
 * The multi-line variant has 3 rows; the single-line variant styles approved/disapproved values.
 *
 * The value is text in the page (not an <input> value), so it can be selected, found and read by
 * screen readers as the content of a read-only textbox labelled by the title.
 */
import { Button, Tooltip } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';

export const COPY_FEEDBACK_MS = 1000;

export interface InfoFieldProps {
  label: string;
  value: string;
  copy?: boolean;
  multiline?: boolean;
}

const statusClass = (v: string): string =>
  v === 'Aprovada' || v === 'A' ? ' prh-approved' : v === 'Reprovada' || v === 'I' ? ' prh-disapproved' : '';

export function InfoField({ label, value, copy, multiline }: InfoFieldProps) {
  const id = useId();
  const shown = value === '' ? '-' : value;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [copied]);
  const doCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      console.error('Portal RH: não foi possível copiar.');
    }
  };
  return (
    <div className="bp6-form-group prh-info-field">
      <span className="bp6-label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`prh-info-box${multiline ? ' is-multiline' : ''}${multiline ? '' : statusClass(value)}`}>
        <div
          role="textbox"
          aria-readonly="true"
          aria-labelledby={`${id}-label`}
          className="prh-info-value"
          tabIndex={0}
        >
          {shown}
        </div>
        {copy && value !== '' && (
          <Tooltip content="Copiar" placement="top" compact>
            <Button
              variant="minimal"
              size="small"
              icon={copied ? 'tick' : 'duplicate'}
              intent={copied ? 'success' : 'none'}
              aria-label={`Copiar ${label}`}
              onClick={doCopy}
            />
          </Tooltip>
        )}
      </div>
    </div>
  );
}
