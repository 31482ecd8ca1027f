/** Server-side sort state of a search table. */
import type { SortOrder } from '../../../services/http/params.ts';

export interface SortState {
  field: string;
  order: SortOrder;
}

/**
 * Spec section 4: a click on a new column starts ASC; on the same column it cycles ASC → DESC →
 * ASC (an unsorted column counts as new, so NONE → ASC).
 */
export function nextSort(current: SortState | null, field: string): SortState {
  if (!current || current.field !== field) return { field, order: 'ASC' };
  return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
}
