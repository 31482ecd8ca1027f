/**
 * `npm run bundle:report [-- <dist>]`: size of every JavaScript and CSS chunk of the production build
 * (raw, gzip -9, and the brotli copy the gateway sends when the build wrote one), largest first,
 * then what `index.html` loads before any route code (the entry and its static imports) and what
 * goes on the wire for it. The per-page budget itself is checked in Chromium by
 * tests/e2e/gates.e2e.test.ts, which counts what the login page and /home really download.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist'));
const assets = join(dist, 'assets');

export const gzipKB = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
/** The brotli copy's size when the build wrote one (scripts/vite/precompress.ts), else computed. */
const brKB = (file: string): number => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length) / 1024;

const rows = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: f, raw: statSync(join(assets, f)).size / 1024, gz: gzipKB(join(assets, f)), br: brKB(join(assets, f)) }))
  .sort((a, b) => b.gz - a.gz);

const line = (name: string, r: { raw: number; gz: number; br: number }) =>
  console.log(name.padEnd(52), r.raw.toFixed(1).padStart(9), r.gz.toFixed(1).padStart(9), r.br.toFixed(1).padStart(9));
console.log('chunk'.padEnd(52), 'raw KB'.padStart(9), 'gzip KB'.padStart(9), 'br KB'.padStart(9));
for (const r of rows) line(r.file, r);
const js = rows.filter((r) => r.file.endsWith('.js'));
console.log(`\n${js.length} JS chunks, ${js.reduce((s, r) => s + r.gz, 0).toFixed(1)} KB gzip in all.`);

// What index.html loads before any route: its module script, its modulepreloads and stylesheet.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const firstRows = rows.filter((r) => first.includes(r.file));
const sum = (list: typeof rows) => ({
  raw: list.reduce((s, r) => s + r.raw, 0),
  gz: list.reduce((s, r) => s + r.gz, 0),
  br: list.reduce((s, r) => s + r.br, 0),
});
console.log('\nindex.html (antes de qualquer rota):');
for (const r of firstRows) line(`  ${r.file}`, r);
line('  JavaScript', sum(firstRows.filter((r) => r.file.endsWith('.js'))));
line('  total (JS + CSS)', sum(firstRows));
