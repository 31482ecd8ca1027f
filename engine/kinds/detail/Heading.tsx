import { createElement, type ReactNode } from 'react';

/** h2 … h6. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * A section title of a record at the level where it stands: a tab's sections are h2 under the
 * page's h1, a picked row's detail one level under the section holding it, and its own sections one
 * more — headings never skip a level (axe best-practice `heading-order`).
 */
export function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return createElement(`h${level}`, { className: 'bp6-heading prh-section-title' }, children);
}

/** The level under a heading of `level` (h6 stays h6). */
export const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;
