import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { budgetProblems, PAGE_BUDGET_KB } from './budget.ts';

describe('bundle budget gate', () => {
  it('passes a small page without heavy libraries', () => {
    expect(budgetProblems('/login', [{ name: 'index.js', content: 'console.log("ok")' }])).toEqual([]);
  });

  it('fails a page over budget that loads ag-grid and echarts (broken fixture)', () => {
    const big = randomBytes(300 * 1024).toString('base64');
    const problems = budgetProblems('/home', [
      { name: 'index.js', content: big },
      { name: 'grid.js', content: 'x.className="ag-root-wrapper"' },
      { name: 'charts.js', content: 'el._echarts_instance_=1' },
    ]);
    expect(problems[0]).toMatch(
      new RegExp(`^/home: \\d+\\.\\d KB gzip de JavaScript, acima do orçamento de ${PAGE_BUDGET_KB} KB$`),
    );
    expect(PAGE_BUDGET_KB).toBe(140);
    expect(problems).toContain('/home: ag-grid carregado por grid.js');
    expect(problems).toContain('/home: echarts carregado por charts.js');
  });
});
