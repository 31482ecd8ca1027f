import type { ActionHandler } from '../actions.ts';

/** Replaces `{field}` with the row's (URI-encoded) value; a missing field is an error. */
export function substituteFields(template: string, row: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => {
    const v = row[field];
    if (v === undefined || v === null || v === '') throw new Error(`Campo '${field}' ausente na linha para a ação.`);
    return encodeURIComponent(String(v));
  });
}

/** `navigate`: goes to `to` with the row's fields substituted. */
export const navigate: ActionHandler = ({ action, row, navigate: go }) => {
  if (!action.to) throw new Error(`Ação '${action.label}' sem destino ('to').`);
  go(substituteFields(action.to, row ?? {}));
};
