import { describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';

describe('accessibility gate', () => {
  it('keeps serious and critical violations, ignores minor ones', () => {
    const problems = seriousViolations('/x', [
      { id: 'label', impact: 'critical', help: 'Form elements must have labels', nodes: [{ target: ['#cpf'] }] },
      { id: 'region', impact: 'moderate', help: 'Content in landmarks', nodes: [{ target: ['div'] }] },
    ]);
    expect(problems).toEqual(['/x: label (critical) — Form elements must have labels — #cpf']);
  });
});
