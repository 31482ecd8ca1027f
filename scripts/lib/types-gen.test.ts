import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forTypes } from './types-gen.ts';

const root = join(import.meta.dirname, '../..');

describe('screen types generated for the engine', () => {
  it('a $ref keeps no siblings and bare required-lists are dropped, so each definition is one named type', () => {
    expect(
      forTypes({
        a: { $ref: '#/$defs/x', description: 'd' },
        oneOf: [{ required: ['a'] }, { required: ['b'] }],
        b: { oneOf: [{ type: 'string' }] },
      }),
    ).toEqual({
      a: { $ref: '#/$defs/x' },
      b: { oneOf: [{ type: 'string' }] },
    });
  });
  it('the committed engine/generated/screen.ts has no numbered copies (Source1, RowRule1…)', () => {
    const ts = readFileSync(join(root, 'engine/generated/screen.ts'), 'utf8');
    expect(ts.match(/export (?:interface|type) \w+\d\b/g) ?? []).toEqual([]);
  });
});
