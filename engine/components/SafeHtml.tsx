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

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
