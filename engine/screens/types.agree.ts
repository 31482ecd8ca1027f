/**
 * Compile-time agreement between the runtime's view of screen documents (types.ts) and the types
 * generated from schemas/screen.schema.json (engine/generated/screen.ts): every document the
 * meta-schema accepts must be assignable to the type the engine reads, so a property added to the
 * schema but not to the engine (or typed differently) fails `npm run typecheck`.
 */
import type * as G from '../generated/screen.ts';
import type * as H from './types.ts';

type Accepts<Runtime, Schema extends Runtime> = Schema;

export type Agreement = [
  Accepts<H.SearchScreenDoc, G.SearchScreenDocument>,
  Accepts<H.DetailScreenDoc, G.DetailScreenDocument>,
  Accepts<H.FormScreenDoc, G.FormScreenDocument>,
  Accepts<H.DashboardScreenDoc, G.DashboardScreenDocument>,
  Accepts<H.TabsScreenDoc, G.TabsScreenDocument>,
];
