/**
 * The project runs on the Node.js its package.json pins (the `node` devDependency puts that
 * version first on the PATH of every npm script, whatever Node the machine has): npm test, npm
 * start and the e2e server all run on it, and `engines` says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('runtime', () => {
  it('the tests run on the pinned Node.js (24 LTS), which engines names', () => {
    const pinned = pkg.devDependencies.node;
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pinned);
    expect(pkg.engines.node).toMatch(/^>=24\./);
  });
});
