import { lazy, Suspense } from 'react';
import { unknownMessage } from '../../core/registry.ts';

// Every screen's route can draw this notice, so it is in the first page; Blueprint's Callout and
// its four intent icons are not, for a configuration error that shows only on a broken document.
const UnknownCallout = lazy(() => import('./UnknownCallout.tsx'));

/** What renders in place of an unknown widget, cell, kind or action: visible, never a blank. */
export function UnknownEntry({ kind, name, compact = false }: { kind: string; name: string; compact?: boolean }) {
  const text = unknownMessage(kind, name);
  if (compact)
    return (
      <span className="prh-unknown" role="alert">
        {text}
      </span>
    );
  // The text while the callout's code arrives (the callout alone is the alert).
  return (
    <Suspense fallback={<span className="prh-unknown">{text}</span>}>
      <UnknownCallout text={text} />
    </Suspense>
  );
}
