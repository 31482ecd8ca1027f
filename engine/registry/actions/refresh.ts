import type { ActionHandler } from './lib/types.ts';

/** `refresh`: re-runs the screen's last search on the same page (e.g. to follow a report's status). */
export const refresh: ActionHandler = ({ refresh: rerun }) => rerun?.();

export default refresh;
