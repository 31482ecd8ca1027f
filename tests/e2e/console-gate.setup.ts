/**
 * Setup file of the e2e run: a test fails when any page logged a console error or threw while it
 * ran (tests/e2e/console-gate.ts says what counts). Errors raised in a file's `beforeAll` are
 * reported by its first test, those of its `afterAll` by the file. A failed test also prints its
 * open pages and their dialogs (falha.ts).
 */
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { takeConsoleProblems } from './console-gate.ts';
import { SCREENSHOTS } from './browser.ts';
import { describeOpenPages, newTestChunk } from './falha.ts';

const check = () => {
  const problems = takeConsoleProblems();
  expect(problems, 'erros no console ou na página durante o teste').toEqual([]);
};

afterEach(check);
// A failed test prints what its pages showed (tests/e2e/falha.ts).
beforeEach(async ({ onTestFailed, task }) => {
  await newTestChunk();
  onTestFailed(async () => {
    for (const line of await describeOpenPages(task.name, SCREENSHOTS)) console.log(`[falha] ${task.name}: ${line}`);
  });
});
afterAll(check);
