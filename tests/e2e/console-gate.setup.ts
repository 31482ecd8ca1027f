/**
 * Setup file of the e2e run: a test fails when any page logged a console error or threw while it
 * ran (tests/e2e/console-gate.ts says what counts). Errors raised in a file's `beforeAll` are
 * reported by its first test, those of its `afterAll` by the file.
 */
import { afterAll, afterEach, expect } from 'vitest';
import { takeConsoleProblems } from './console-gate.ts';

const check = () => {
  const problems = takeConsoleProblems();
  expect(problems, 'erros no console ou na página durante o teste').toEqual([]);
};

afterEach(check);
afterAll(check);
