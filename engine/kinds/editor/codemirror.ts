/**
 * The screen editor's CodeMirror 6 setup: the JSON language with completion and hover docs from the
 * meta-schema (codemirror-json-schema) and the catalogue (completion.ts), the portal's colours, the
 * keys (Tab left to the page), and the checker's problems as diagnostics at their lines.
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import screenSchema from '../../../schemas/screen.schema.json';
import { jsonErrorMessage } from '../../../core/screen-check/json-error.ts';
import { ENDPOINTS, type CheckResult } from './check.ts';
import { catalogueCompletion } from './completion.ts';
import { formatHover } from './hover.ts';
import { markRange, pointerSpans } from './pointers.ts';

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--prh-editor-key)' },
  { tag: tags.string, color: 'var(--prh-editor-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--prh-editor-literal)' },
  { tag: tags.invalid, color: 'var(--prh-danger)' },
]);

const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--prh-surface)', color: 'var(--prh-text)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '13px' },
  '.cm-gutters': {
    backgroundColor: 'var(--prh-bg)',
    color: 'var(--prh-muted)',
    borderRight: '1px solid var(--prh-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--prh-editor-active)' },
  '.cm-cursor': { borderLeftColor: 'var(--prh-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--prh-editor-selection) !important',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--prh-surface)',
    color: 'var(--prh-text)',
    border: '1px solid var(--prh-border)',
  },
});

/**
 * The editor's extensions: `lastDoc` is the last document that parsed (the completion of fields
 * reads it: the one being typed may not parse), `onChange` gets the text after each change.
 */
export function editorExtensions(
  lastDoc: () => Record<string, unknown> | undefined,
  onChange: (text: string) => void,
): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    json(),
    syntaxHighlighting(highlight),
    autocompletion({ activateOnTyping: true }),
    jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
    jsonLanguage.data.of({ autocomplete: catalogueCompletion(ENDPOINTS, lastDoc) }),
    hoverTooltip(jsonSchemaHover({ formatHover })),
    stateExtensions(screenSchema as unknown as JSONSchema7),
    // Undo/redo (Ctrl+Z, Ctrl+Shift+Z) and the usual editing keys. Tab is left to the page, so a
    // keyboard user can leave the editor (no Tab indentation: the JSON is indented on Enter).
    keymap.of([...closeBracketsKeymap, ...completionKeymap, ...lintKeymap, ...historyKeymap, ...defaultKeymap]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ 'aria-label': 'Documento JSON da tela', tabindex: '0' }),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) onChange(u.state.doc.toString());
    }),
    theme,
  ];
}

/** Diagnostics of a check result, each at the line of its pointer; invalid JSON where the parser stopped. */
export function diagnosticsOf(view: EditorView, result: CheckResult): Diagnostic[] {
  if (!result.doc)
    return jsonParseLinter()(view).map((d) => {
      const line = view.state.doc.lineAt(d.from);
      return {
        ...d,
        message: jsonErrorMessage(d.message, { line: line.number, column: d.from - line.from + 1 }),
        source: 'schemas:check',
      };
    });
  const spans = pointerSpans(view.state);
  const at = (pointer: string) => {
    const { from, to } = markRange(view.state, spans, pointer);
    return { from, to };
  };
  return [
    ...result.problems.map((p): Diagnostic => ({
      ...at(p.pointer),
      severity: 'error',
      message: p.message,
      source: p.pointer || '/',
    })),
    ...result.warnings.map((w): Diagnostic => ({
      ...at(w.pointer),
      severity: 'warning',
      message: `aviso: ${w.message}`,
      source: w.pointer,
    })),
  ];
}
