/**
 * Spec §9 page sizes: "size 10 for most searches, 5 for detail tables, dashboards and the
 * time-counting area, 60 for the report list". The checker (core/screen-check/list-rules.ts) holds
 * the rules a screen document can break — detail tables, the time-counting area, the report list —
 * so an analyst sees them in schemas:check and the editor; here, what the engine asks for when a
 * document names no size (the checker lets such a list pass) and a dashboard's size, code not documents.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DETAIL } from '../../core/screen-check/list-rules.ts';
import { DASHBOARD_PAGE_SIZE } from '../kinds/dashboard/ChartPanel.tsx';
import { DEFAULT_PAGE_SIZE } from '../kinds/search/useSearchScreen.ts';

describe('spec §9 page sizes', () => {
  it('a list that names no size shows 5 rows, the size the checker lets it omit; dashboards 5', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(PAGE_SIZE_DETAIL);
    expect(PAGE_SIZE_DETAIL).toBe(5);
    expect(DASHBOARD_PAGE_SIZE).toBe(5);
  });
});
