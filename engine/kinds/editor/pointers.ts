/**
 * JSON pointer → place in the text, from @codemirror/lang-json's syntax tree (which keeps
 * positions and tolerates a half-typed document): the checker's messages name a pointer
 * (`/columns/2/field`), the editor marks the line it is on.
 */
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

export interface Span {
  /** The value. */
  from: number;
  to: number;
  /** Start of the property name, when the value is a property's. */
  keyFrom?: number;
}

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function keyOf(text: string): string {
  try {
    return String(JSON.parse(text));
  } catch {
    return text.replace(/^"|"$/g, '');
  }
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

function walk(node: SyntaxNode, pointer: string, state: EditorState, out: Map<string, Span>, keyFrom?: number) {
  out.set(pointer, { from: node.from, to: node.to, keyFrom });
  if (node.name === 'Object') {
    for (const prop of children(node).filter((c) => c.name === 'Property')) {
      const name = prop.getChild('PropertyName');
      const value = children(prop).find((c) => VALUES.has(c.name));
      if (!name) continue;
      const p = `${pointer}/${escape(keyOf(state.doc.sliceString(name.from, name.to)))}`;
      if (value) walk(value, p, state, out, prop.from);
      else out.set(p, { from: name.from, to: name.to, keyFrom: prop.from });
    }
  } else if (node.name === 'Array') {
    children(node)
      .filter((c) => VALUES.has(c.name))
      .forEach((v, i) => walk(v, `${pointer}/${i}`, state, out));
  }
}

/** Every pointer of the document and where its value is ('' is the whole document). */
export function pointerSpans(state: EditorState): Map<string, Span> {
  const tree = ensureSyntaxTree(state, state.doc.length, 2000) ?? syntaxTree(state);
  const out = new Map<string, Span>();
  const top = children(tree.topNode).find((c) => VALUES.has(c.name));
  if (top) walk(top, '', state, out);
  return out;
}

/**
 * Where a message's pointer is: the value's span, or its closest ancestor's when the pointer
 * names something absent (a missing required property points at its object). `/` and '' are the
 * document.
 */
export function spanOf(spans: Map<string, Span>, pointer: string): Span {
  let p = pointer === '/' ? '' : pointer;
  for (;;) {
    const hit = spans.get(p);
    if (hit) return hit;
    if (p === '') return { from: 0, to: 0 };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/** The range to mark for a pointer: from its property name (or value) to the end of that line. */
export function markRange(
  state: EditorState,
  spans: Map<string, Span>,
  pointer: string,
): { from: number; to: number; line: number } {
  const span = spanOf(spans, pointer);
  const from = span.keyFrom ?? span.from;
  const line = state.doc.lineAt(from);
  return { from, to: Math.max(from, Math.min(span.to, line.to)), line: line.number };
}

/** The 1-based line of a pointer in a JSON text (tests and messages). */
export function lineOfPointer(text: string, pointer: string): number {
  const state = EditorState.create({ doc: text, extensions: [json()] });
  return markRange(state, pointerSpans(state), pointer).line;
}
