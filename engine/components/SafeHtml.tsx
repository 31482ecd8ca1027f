/**
 * The one place where HTML from data may reach the page (notices, release notes, laudas): sanitised
 * by DOMPurify with no scripts, styles or event handlers. Everything else renders text, never HTML
 * (enforced by scripts/gates/forbidden.ts).
 *
 * The text's own headings (a lauda's model opens with an h3) join the page's outline: with
 * `headingsFrom` they are renumbered to start at that level, one level per distinct level of the
 * text, so that an h3 of the data never follows the page's h1 (axe `heading-order`).
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const OPTIONS = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] };
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, OPTIONS);
}

/** `html`, sanitised, with its headings renumbered from `from` (2…6), keeping their order of rank. */
export function sanitizeWithHeadings(html: string, from: number): string {
  const root = document.createElement('div');
  root.append(DOMPurify.sanitize(html, { ...OPTIONS, RETURN_DOM_FRAGMENT: true }));
  const found = [...root.querySelectorAll(HEADINGS)];
  const ranks = [...new Set(found.map((h) => Number(h.tagName.slice(1))))].sort((a, b) => a - b);
  for (const h of found) {
    const level = Math.min(from + ranks.indexOf(Number(h.tagName.slice(1))), 6);
    if (`H${level}` === h.tagName) continue;
    const renamed = document.createElement(`h${level}`);
    for (const a of [...h.attributes]) renamed.setAttribute(a.name, a.value);
    renamed.append(...h.childNodes);
    h.replaceWith(renamed);
  }
  return root.innerHTML;
}

export function SafeHtml({
  html,
  className,
  ariaLabel,
  headingsFrom,
}: {
  html: string;
  className?: string;
  ariaLabel?: string;
  headingsFrom?: number;
}) {
  const clean = useMemo(
    () => (headingsFrom ? sanitizeWithHeadings(html, headingsFrom) : sanitize(html)),
    [html, headingsFrom],
  );
  return (
    <div
      className={className}
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
