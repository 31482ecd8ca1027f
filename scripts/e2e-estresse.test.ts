import { describe, expect, it } from 'vitest';
import { testesQueFalharam } from './e2e-estresse.ts';

describe('the stress run reads which tests failed', () => {
  it('from both shards, once each, with the names vitest prints', () => {
    const saida = [
      '[e2e 1]  FAIL  tests/e2e/shell.e2e.test.ts > shell > Esc closes the user menu',
      '[e2e 2] \u001b[41m FAIL \u001b[49m tests/e2e/formularios.e2e.test.ts > legislação > Instituições',
      '[e2e 1]  FAIL  tests/e2e/shell.e2e.test.ts > shell > Esc closes the user menu',
      '[e2e 1]  ✓ tests/e2e/gates.e2e.test.ts (4 tests)',
    ].join('\n');
    expect(testesQueFalharam(saida)).toEqual([
      'tests/e2e/shell.e2e.test.ts > shell > Esc closes the user menu',
      'tests/e2e/formularios.e2e.test.ts > legislação > Instituições',
    ]);
  });
});
