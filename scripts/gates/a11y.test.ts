import { describe, expect, it } from 'vitest';
import { AXE_TAGS, gateViolations } from './a11y.ts';

describe('accessibility gate', () => {
  it('fails on moderate, serious and critical violations; lets minor ones through', () => {
    const problems = gateViolations('/x', [
      { id: 'label', impact: 'critical', help: 'Form elements must have labels', nodes: [{ target: ['#cpf'] }] },
      {
        id: 'heading-order',
        impact: 'moderate',
        help: 'Heading levels should only increase by one',
        nodes: [{ target: ['h4'] }],
      },
      { id: 'some-minor', impact: 'minor', help: 'Minor', nodes: [{ target: ['div'] }] },
    ]);
    expect(problems).toEqual([
      '/x: label (critical) — Form elements must have labels — #cpf',
      '/x: heading-order (moderate) — Heading levels should only increase by one — h4',
    ]);
  });

  it("runs axe's best-practice rules besides WCAG A and AA", () => {
    expect(AXE_TAGS).toEqual(expect.arrayContaining(['best-practice', 'wcag2a', 'wcag2aa']));
  });
});
