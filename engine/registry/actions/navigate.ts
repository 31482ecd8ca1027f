import { fillPath } from '../../placeholders.ts';
import { prefetchRecord } from '../../screens/prefetchRecord.ts';
import type { ActionHandler } from './lib/types.ts';

/**
 * `navigate`: goes to `to` with `{field}` (row or record) and `:name` (route) filled and encoded.
 * A detail screen's record is asked for at the same time, not after the screen has rendered.
 */
export const navigate: ActionHandler = ({ action, row, route, navigate: go, provider }) => {
  if (!action.to) throw new Error(`Ação '${action.label}' sem destino ('to').`);
  const path = fillPath(action.to, { record: row, route });
  if (provider) void prefetchRecord(path, provider).catch(() => undefined);
  go(path);
};

export default navigate;
