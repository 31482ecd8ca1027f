import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { sanitize } from '../../components/SafeHtml.tsx';

/** The formatting a notice needs, as the browser's editing commands (Ctrl+B/I/U work too). */
const TOOLS: { command: string; label: string; icon: IconName }[] = [
  { command: 'bold', label: 'Negrito', icon: 'bold' },
  { command: 'italic', label: 'Itálico', icon: 'italic' },
  { command: 'underline', label: 'Sublinhado', icon: 'underline' },
  { command: 'insertUnorderedList', label: 'Lista com marcadores', icon: 'properties' },
  { command: 'insertOrderedList', label: 'Lista numerada', icon: 'numbered-list' },
  { command: 'removeFormat', label: 'Remover formatação', icon: 'eraser' },
];

/** The HTML a field stores: sanitised, and nothing when only blank text is left. */
export function editorValue(html: string): string | undefined {
  const clean = sanitize(html).trim();
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? undefined : clean;
}

/**
 * Rich text (e.g. the text of a notice): a content-editable box with a small toolbar. What it
 * stores is sanitised here (DOMPurify, like every HTML shown) and again on the server, which is the
 * one that counts. The box is a labelled multi-line textbox; the toolbar buttons keep the focus in
 * the text (mouse down is prevented) so a command applies to the selection.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label, rawErrors } = props;
  const box = useRef<HTMLDivElement>(null);
  /** The HTML this editor last emitted: an outside change (reset, load) is written into the box. */
  const emitted = useRef<string | undefined>(undefined);
  /** What was written into the box, and how the box itself writes it back (its own serialisation). */
  const written = useRef<{ value: string | undefined; shown: string | undefined } | null>(null);
  useEffect(() => {
    const html = typeof value === 'string' ? value : '';
    if (box.current && html !== (emitted.current ?? '')) {
      box.current.innerHTML = sanitize(html);
      emitted.current = html;
      written.current = {
        value: typeof value === 'string' ? value : undefined,
        shown: editorValue(box.current.innerHTML),
      };
    }
  }, [value]);
  const editable = !(disabled || readonly);
  const emit = () => {
    const shown = editorValue(box.current?.innerHTML ?? '');
    // The browser writes loaded HTML back its own way ('<br/>' as '<br>', entities, attribute
    // order): that is no change, so the value as loaded stays and a form only passed through with
    // Tab asks nobody to discard anything.
    const next = written.current && shown === written.current.shown ? written.current.value : shown;
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };
  const run = (command: string) => {
    box.current?.focus();
    document.execCommand(command);
    emit();
  };
  return (
    <div className={`prh-richtext${(rawErrors?.length ?? 0) > 0 ? ' has-error' : ''}`}>
      <ButtonGroup className="prh-richtext-tools" role="toolbar" aria-label={`Formatação de ${label}`}>
        {TOOLS.map((t) => (
          <Tooltip key={t.command} content={t.label} compact placement="top">
            <Button
              variant="minimal"
              size="small"
              icon={t.icon}
              aria-label={t.label}
              disabled={!editable}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(t.command)}
            />
          </Tooltip>
        ))}
      </ButtonGroup>
      <div
        ref={box}
        id={id}
        className="prh-richtext-box prh-rich-text"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={(rawErrors?.length ?? 0) > 0 ? `${id}__error` : undefined}
        contentEditable={editable}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}

export default RichTextWidget;
