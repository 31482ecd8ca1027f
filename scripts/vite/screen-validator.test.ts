import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenValidatorModule } from './screen-validator.ts';

describe('virtual:prh-screen-validator', () => {
  it('is an ES module with no require and no run-time compilation', () => {
    const code = screenValidatorModule(join(resolve(import.meta.dirname, '../..'), 'schemas/screen.schema.json'));
    expect(code).toContain('export const validateScreen = validate;');
    expect(code).not.toMatch(/require\(|new Function/);
    expect(code).toMatch(/^import \* as __dep0 from "ajv\/dist\/runtime\//);
  });
});
