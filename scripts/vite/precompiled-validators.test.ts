import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../lib/schema-check.ts';
import { buildModule, formSchemas } from './precompiled-validators.ts';

const root = resolve(import.meta.dirname, '../..');

describe('precompiled validators plugin', () => {
  it('finds every form schema of a screen document', () => {
    const doc = {
      filters: { schema: { type: 'object', properties: { a: { type: 'string' } } } },
      tabs: [{ form: { schema: { type: 'object', properties: {} } } }],
    };
    expect(formSchemas(doc)).toHaveLength(2);
  });

  it('emits an ES module with imports instead of require and no run-time compilation', () => {
    const code = buildModule(listFiles(join(root, 'screens'), '.screen.json'));
    expect(code).not.toMatch(/require\(/);
    expect(code).not.toMatch(/new Function/);
    expect(code).toMatch(/export const PRECOMPILED/);
  });
});
