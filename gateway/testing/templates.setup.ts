/**
 * Global setup of the unit tests (vitest.config.ts): a fresh folder for this run's seeded database
 * copies (gateway/testing/support.ts `startTestApp`), removed at the end. A new folder every run, so a
 * change to a migration or a seed is always seeded anew.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'portalrh-sementes-'));
  process.env.PORTALRH_TEST_TEMPLATES = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
