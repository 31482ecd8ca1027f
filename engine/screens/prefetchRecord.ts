/**
 * The record a detail screen will show, asked for as the user presses the action that opens it
 * ('Detalhar'), not once the screen has rendered: on a slow PC the render alone took about a
 * hundred milliseconds before the first call left (bench:paint, CPU 4× slower). The query cache
 * keeps the answer fresh for the screen (engine/query/queryClients.ts, FRESH_MS), which then shows
 * it without asking again — or shares the request if it is still on its way.
 */
import { matchPath } from 'react-router-dom';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import { fillParams } from '../placeholders.ts';
import { queryClientFor } from '../query/queryClients.ts';
import { recordQuery } from '../query/recordQuery.ts';
import { loadScreen } from './catalogue.ts';
import { screenAt } from './preload.ts';

const routePattern = (route: string): string => route.replace(/\/+$/, '') || '/';

/** Starts loading the record of the detail screen at `path` (a filled address); nothing for other screens. */
export async function prefetchRecord(path: string, provider: DataProvider): Promise<void> {
  const screen = screenAt(path);
  if (screen?.kind !== 'detail') return;
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const match = matchPath({ path: routePattern(screen.route), end: true }, pathname);
  const doc = await loadScreen(screen.id).catch(() => undefined);
  if (!match || doc?.kind !== 'detail' || !doc.source) return;
  // The key the screen computes from the same route values (useDetailScreen.ts).
  const params = JSON.parse(JSON.stringify(fillParams(doc.source.params, { route: match.params }))) as Record<
    string,
    unknown
  >;
  await queryClientFor(provider).prefetchQuery(recordQuery(provider, doc.source.endpoint, params));
}
