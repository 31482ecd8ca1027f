/** Which Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's, else the one `npm ci` brought. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findChromium } from './chromium.ts';

const antes = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (antes === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = antes;
});

describe('findChromium', () => {
  it('refuses a CHROMIUM_PATH that does not exist, in Portuguese', async () => {
    process.env.CHROMIUM_PATH = '/nao/existe/chromium';
    await expect(findChromium()).rejects.toThrow('CHROMIUM_PATH=/nao/existe/chromium não existe.');
  });

  it("unpacks the npm browser, which runs with its own libraries and draws Arial with Arimo, Debian's Liberation", async () => {
    process.env.CHROMIUM_PATH = 'npm';
    const c = await findChromium();
    expect(c.origem).toMatch(/^Chromium [\d.]+ do npm/);
    expect(
      execFileSync(c.executablePath, ['--version'], { encoding: 'utf8', env: { ...process.env, ...c.env } }),
    ).toMatch(/^Chromium \d+/);
    const conf = readFileSync(c.env.FONTCONFIG_FILE, 'utf8');
    expect(conf).toMatch(/<family>Arial<\/family><prefer><family>Arimo<\/family>/);
    expect(conf).toMatch(/<family>sans-serif<\/family><prefer><family>DejaVu Sans<\/family>/);
    // Found again without unpacking twice: the same folder.
    expect((await findChromium()).executablePath).toBe(c.executablePath);
  }, 60_000);
});
