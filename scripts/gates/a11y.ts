/**
 * The accessibility gate: axe-core run with the WCAG 2.x A/AA rules and its `best-practice`
 * rules (landmarks, heading order, unique regions …), and no violation of moderate impact or
 * worse allowed — only 'minor' ones are let through.
 */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The axe-core rule tags the gate runs. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Impacts that fail the gate. */
const FAILING = new Set(['moderate', 'serious', 'critical']);

/** The violations that fail the gate, as readable lines (the first three elements of each). */
export function gateViolations(page: string, violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${page}: ${v.id} (${v.impact}) — ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
