/**
 * The browser-side unit tests (the `dom` project of vitest.config.ts): a `findBy…` or `waitFor`
 * waits for what the page will show — a component whose code is imported on first use, an answer
 * of the fake gateway — up to 10 s instead of Testing Library's 1 s. On a loaded machine (the e2e
 * suite beside it, load 12 on two cores) the unit dialog and a lazy menu took longer than 1 s to
 * appear and their tests failed; a wait that ends when the thing appears costs nothing when it is
 * quick, and no test here asserts how fast anything is.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
