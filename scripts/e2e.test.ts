import { describe, expect, it } from 'vitest';
import { dealFiles, fileSeconds } from './e2e.ts';

describe('dealFiles (the e2e shards)', () => {
  it('deals the longest files first, each to the shard with less work', () => {
    const bins = dealFiles(['a', 'b', 'c', 'd', 'e'], { a: 100, b: 60, c: 50, d: 40, e: 10 }, 2);
    expect(bins.map((b) => b.files)).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
    expect(bins.map((b) => b.total)).toEqual([140, 120]);
  });

  it('counts a file without a time as the median, and runs every file exactly once', () => {
    const files = ['x', 'novo', 'y', 'z'];
    const bins = dealFiles(files, { x: 30, y: 20, z: 10 }, 2);
    expect(bins.flatMap((b) => b.files).sort()).toEqual([...files].sort());
    expect(bins.find((b) => b.files.includes('novo'))!.total).toBeGreaterThanOrEqual(20);
  });

  it('never makes an empty shard', () => {
    expect(dealFiles(['só'], {}, 2)).toEqual([{ files: ['só'], total: 1 }]);
  });
});

describe('fileSeconds (the times the next runs are dealt by)', () => {
  it("reads each file's time from vitest's lines, passed or failed, with a shard's prefix", () => {
    const output = [
      '[e2e 1]  ✓ tests/e2e/fipa.e2e.test.ts (2 tests) 6341ms',
      '[e2e 2]  ❯ tests/e2e/gates.e2e.test.ts (6 tests | 1 failed) 151509ms',
      ' ✓ tests/e2e/contrato.e2e.test.ts (1 test) 6382ms',
      '     ✓ a test inside a file 900ms',
    ].join('\n');
    expect(fileSeconds(output)).toEqual({ 'fipa.e2e.test.ts': 6, 'gates.e2e.test.ts': 152, 'contrato.e2e.test.ts': 6 });
  });
});
