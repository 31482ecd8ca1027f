/**
 * The record a detail screen will show, asked for as the user presses the action that opens it
 * ('Detalhar'), not once the screen has rendered: on a slow PC the render alone took about a
 * hundred milliseconds before the first call left (bench:paint, CPU 4× slower). The query cache
 * keeps the answer fresh for the screen (engine/query/queryClients.ts, FRESH_MS), which then shows
 * it without asking again — or shares the request if it is still on its way.
 */
import type { DataProvider } from '../../services/http/dataProvider.ts';
import { fillParams } from '../placeholders.ts';
import { queryClientFor } from '../query/queryClients.ts';
import { recordQuery } from '../query/recordQuery.ts';
import { loadScreen } from './catalogue.ts';
import { matchScreen } from './preload.ts';

/** Starts loading the record of the detail screen at `path` (a filled address); nothing for other screens. */
export async function prefetchRecord(path: string, provider: DataProvider): Promise<void> {
  const at = matchScreen(path);
  if (at?.screen.kind !== 'detail') return;
  const doc = await loadScreen(at.screen.id).catch(() => undefined);
  if (doc?.kind !== 'detail' || !doc.source) return;
  // The key the screen computes from the same route values (useDetailScreen.ts).
  const params = JSON.parse(JSON.stringify(fillParams(doc.source.params, { route: at.params }))) as Record<
    string,
    unknown
  >;
  await queryClientFor(provider).prefetchQuery(recordQuery(provider, doc.source.endpoint, params));
}
