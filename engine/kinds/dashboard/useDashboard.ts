/**
 * Headless controller of a dashboard: the filter form's values, the filters applied to every panel
 * ('Pesquisar' after the form validates; 'Limpar' back to the defaults) and the titles of the
 * filters, so a panel can name those it does not take. No echarts or rjsf here.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { DashboardScreenDoc } from '../../screens/types.ts';
import type { Filters } from './panelData.ts';

type FilterProps = Record<string, { default?: unknown; title?: string }>;

/** The `default` of each filter of the screen. */
export function dashboardDefaults(doc: DashboardScreenDoc): Filters {
  const props = (doc.filters?.schema.properties ?? {}) as FilterProps;
  return Object.fromEntries(
    Object.entries(props).flatMap(([k, p]) => (p.default === undefined ? [] : [[k, p.default]])),
  );
}

export interface DashboardOptions {
  /** Validates the filter form (showing its errors); true when valid. */
  validate?: () => boolean;
  /** 'Pesquisar' with invalid filters: nothing is applied. */
  onInvalid?: () => void;
}

export function useDashboard(doc: DashboardScreenDoc, options: DashboardOptions = {}) {
  const opts = useRef(options);
  opts.current = options;
  const [filters, setFilters] = useState<Filters>(() => dashboardDefaults(doc));
  const [applied, setApplied] = useState<Filters>(() => dashboardDefaults(doc));
  const [resetKey, setResetKey] = useState(0);
  const current = useRef(filters);
  current.current = filters;

  const apply = useCallback(() => {
    const { validate, onInvalid } = opts.current;
    if (validate && !validate()) return onInvalid?.();
    setApplied({ ...current.current });
  }, []);

  const clear = useCallback(() => {
    setFilters(dashboardDefaults(doc));
    setApplied(dashboardDefaults(doc));
    setResetKey((k) => k + 1);
  }, [doc]);

  const titles = useMemo(
    () =>
      Object.fromEntries(
        Object.entries((doc.filters?.schema.properties ?? {}) as FilterProps).map(([k, p]) => [k, p.title ?? k]),
      ),
    [doc],
  );

  return { filters, setFilters, applied, apply, clear, resetKey, titles };
}

export type DashboardController = ReturnType<typeof useDashboard>;
