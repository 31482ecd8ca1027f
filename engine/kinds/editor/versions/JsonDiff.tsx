/**
 * Two JSON documents compared, read-only, with CodeMirror's own diff view (@codemirror/merge):
 * side by side (MergeView, unchanged lines aligned) or unified (one column, the removed lines
 * above the added ones). Long unchanged stretches are folded. A line above says how many parts
 * changed, so the outcome is read without looking at the colours.
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { json } from '@codemirror/lang-json';
import { Chunk, MergeView, unifiedMergeView } from '@codemirror/merge';
import { EditorState, Text, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState } from 'react';

interface Props {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

const readOnly: Extension[] = [
  lineNumbers(),
  json(),
  EditorState.readOnly.of(true),
  EditorView.editable.of(false),
  EditorView.lineWrapping,
  // The fold of unchanged lines says so in Portuguese.
  EditorState.phrases.of({ '$ unchanged lines': '$ linhas sem alteração' }),
];
const collapse = { margin: 3, minSize: 6 };

/** How many parts of `after` differ from `before` — the changed stretches of lines the view marks — in words. */
export function changesText(before: string, after: string): string {
  if (before === after) return 'Os documentos são iguais.';
  const n = Chunk.build(Text.of(before.split('\n')), Text.of(after.split('\n'))).length;
  return n === 1 ? '1 trecho alterado.' : `${n} trechos alterados.`;
}

export function JsonDiff({ before, after, beforeLabel, afterLabel }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<'lado' | 'unificado'>('lado');
  const summary = useMemo(() => changesText(before, after), [before, after]);

  useEffect(() => {
    const parent = host.current!;
    if (layout === 'lado') {
      const view = new MergeView({
        a: { doc: before, extensions: readOnly },
        b: { doc: after, extensions: readOnly },
        parent,
        gutter: true,
        collapseUnchanged: collapse,
      });
      return () => view.destroy();
    }
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: after,
        extensions: [
          ...readOnly,
          unifiedMergeView({ original: before, mergeControls: false, gutter: true, collapseUnchanged: collapse }),
        ],
      }),
    });
    return () => view.destroy();
  }, [before, after, layout]);

  return (
    <div className="prh-json-diff">
      <div className="prh-json-diff-bar">
        <ButtonGroup aria-label="Disposição da comparação">
          <Button
            size="small"
            active={layout === 'lado'}
            aria-pressed={layout === 'lado'}
            onClick={() => setLayout('lado')}
          >
            Lado a lado
          </Button>
          <Button
            size="small"
            active={layout === 'unificado'}
            aria-pressed={layout === 'unificado'}
            onClick={() => setLayout('unificado')}
          >
            Unificado
          </Button>
        </ButtonGroup>
        <span aria-live="polite">{summary}</span>
      </div>
      {layout === 'lado' ? (
        <div className="prh-json-diff-labels" aria-hidden>
          <span>{beforeLabel}</span>
          <span>{afterLabel}</span>
        </div>
      ) : (
        <p className="prh-json-diff-labels">
          De {beforeLabel} para {afterLabel}
        </p>
      )}
      <div
        ref={host}
        className="prh-json-diff-host"
        // Scrolled by the keyboard too (its editors are read-only, not focusable).
        tabIndex={0}
        role="region"
        aria-label={`Comparação: ${beforeLabel} e ${afterLabel}`}
      />
    </div>
  );
}
