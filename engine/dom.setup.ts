/**
 * The browser-side unit tests (the `dom` project of vitest.config.ts): a `findBy…` or `waitFor`
 * waits for what the page will show — a component whose code is imported on first use, an answer
 * of the fake gateway — up to 10 s instead of Testing Library's 1 s. On a loaded machine (the e2e
 * suite beside it, load 12 on two cores) the unit dialog and a lazy menu took longer than 1 s to
 * appear and their tests failed; a wait that ends when the thing appears costs nothing when it is
 * quick, and no test here asserts how fast anything is.
 */
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

/**
 * Timers a test file leaves behind are cleared when the file ends. Blueprint's popovers (every
 * tooltip) schedule their hover and focus open/close with window.setTimeout and do not clear them
 * on unmount; one still pending when a file's last test ends fired after jsdom had gone —
 * 'ReferenceError: window is not defined', an unhandled error that failed the whole run (clean-clone
 * CI, actions.view.test.tsx). No test is left to see such a timer, so clearing it changes nothing
 * a test asserts. Fake timers replace these functions while in use and put them back after.
 */
const pending = new Set<ReturnType<typeof setTimeout>>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const trackedSetTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const handle = realSetTimeout(() => {
    pending.delete(handle);
    fn(...args);
  }, ms);
  pending.add(handle);
  return handle;
}) as unknown as typeof setTimeout;
const trackedClearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
  if (handle !== undefined) pending.delete(handle);
  realClearTimeout(handle);
}) as typeof clearTimeout;
globalThis.setTimeout = trackedSetTimeout;
// In vitest's jsdom environment `window` is globalThis: Blueprint's window.setTimeout is this one.
globalThis.clearTimeout = trackedClearTimeout;
afterAll(() => {
  for (const handle of pending) realClearTimeout(handle);
  pending.clear();
});
