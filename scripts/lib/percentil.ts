/** The p-th percentile (nearest rank) of times sorted ascending; NaN for none. Used by every benchmark. */
export function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
