/**
 * The one place where HTML from data may reach the page (notices, release notes): sanitised by
 * DOMPurify with no scripts, styles or event handlers. Everything else renders text, never HTML
 * (enforced by scripts/gates/forbidden.ts).
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const OPTIONS = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] };

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, OPTIONS);
}

export function SafeHtml({ html, className, ariaLabel }: { html: string; className?: string; ariaLabel?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} dangerouslySetInnerHTML={{ __html: clean }} />;
}
