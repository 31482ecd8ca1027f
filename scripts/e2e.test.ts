import { describe, expect, it } from 'vitest';
import { dealFiles } from './e2e.ts';

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
