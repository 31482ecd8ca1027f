/**
 * The problems of the document in place of the preview: the checker's, or the server's when it
 * refused a submission of this text — each with a button that puts the cursor on its line.
 */
import { Button, Callout } from '@blueprintjs/core';
import type { Problem } from '../../../core/screen-check/check-core.ts';

interface Props {
  problems: Problem[];
  /** The line of each problem, in the same order. */
  lines: number[];
  /** The server refused this text: its problems are among these. */
  byServer: boolean;
  goToLine: (line: number) => void;
}

export function Problems({ problems, lines, byServer, goToLine }: Props) {
  return (
    // The title is not a heading: Callout's would be an h5 under the page's h1 (axe heading-order).
    <Callout intent="danger" className="prh-editor-problems">
      <p>
        <strong>
          {byServer
            ? 'O servidor recusou o envio: o documento não passa na verificação'
            : 'O documento não passa em schemas:check'}
        </strong>
      </p>
      <ul>
        {problems.map((p, i) => (
          <li key={`${p.pointer}-${i}`}>
            <Button variant="minimal" size="small" onClick={() => goToLine(lines[i] ?? 1)}>
              Linha {lines[i] ?? 1}
            </Button>{' '}
            <code>{p.pointer || '/'}</code>: {p.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
