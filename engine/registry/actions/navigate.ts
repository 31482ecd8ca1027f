import { fillPath } from '../../placeholders.ts';
import type { ActionHandler } from './lib/types.ts';

/** `navigate`: goes to `to` with `{field}` (row or record) and `:name` (route) filled and encoded. */
export const navigate: ActionHandler = ({ action, row, route, navigate: go }) => {
  if (!action.to) throw new Error(`Ação '${action.label}' sem destino ('to').`);
  go(fillPath(action.to, { record: row, route }));
};

export default navigate;
