/**
 * `npm run bundle:report [-- <dist>]`: size of every JavaScript and CSS chunk of the production build
 * (raw, gzip -9, and the brotli copy the gateway sends when the build wrote one), largest first,
 * then what `index.html` loads before any route code (the entry and its static imports) and what
 * goes on the wire for it. The per-page budget itself is checked in Chromium by
 * tests/e2e/gates.e2e.test.ts, which counts what the login page and /home really download.
 *
 * Built with source maps (`npx vite build --sourcemap --outDir /tmp/dist-sm`, then
 * `npm run bundle:report -- /tmp/dist-sm`), it also says what that first JavaScript is made of:
 * the minified bytes of each package (or folder of ours), gzipped on their own — the numbers
 * behind docs/PERFORMANCE.md's "First page weight".
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist'));
const assets = join(dist, 'assets');

export const gzipKB = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
/** The brotli copy's size when the build wrote one (scripts/vite/precompress.ts), else computed. */
const brKB = (file: string): number =>
  (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length) / 1024;

const rows = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({
    file: f,
    raw: statSync(join(assets, f)).size / 1024,
    gz: gzipKB(join(assets, f)),
    br: brKB(join(assets, f)),
  }))
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

// What the first JavaScript is made of, when the build wrote source maps.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Per generated line, the [column, source index] of each mapping segment (VLQ decoded). */
export function decodeMappings(mappings: string): [number, number | null][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const ch of segment) {
          const digit = B64.indexOf(ch);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        return [column, values.length > 1 ? source : null] as [number, number | null];
      });
  });
}

/** A package name under node_modules, else the first two folders of our own path. */
export function partOf(source: string | undefined): string {
  if (!source) return '(sem mapa: JSON, metadados de telas)';
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*?work\/main\//, '')
    .split('/');
  return own.slice(0, Math.min(2, own.length)).join('/');
}

const firstJs = firstRows.filter((r) => r.file.endsWith('.js')).map((r) => r.file);
if (firstJs.some((f) => existsSync(join(assets, `${f}.map`)))) {
  const parts = new Map<string, string>();
  const add = (part: string, text: string) => parts.set(part, (parts.get(part) ?? '') + text);
  for (const f of firstJs) {
    if (!existsSync(join(assets, `${f}.map`))) {
      add(f, readFileSync(join(assets, f), 'utf8'));
      continue;
    }
    const code = readFileSync(join(assets, f), 'utf8').split('\n');
    const map = JSON.parse(readFileSync(join(assets, `${f}.map`), 'utf8')) as { sources: string[]; mappings: string };
    decodeMappings(map.mappings).forEach((segments, i) => {
      const line = code[i] ?? '';
      let from = 0;
      let part = partOf(undefined);
      for (const [column, source] of segments) {
        add(part, line.slice(from, column));
        from = column;
        part = partOf(source === null ? undefined : map.sources[source]);
      }
      add(part, line.slice(from));
    });
  }
  const byPart = [...parts].map(([part, text]) => ({
    part,
    raw: text.length / 1024,
    gz: gzipSync(text, { level: 9 }).length / 1024,
  }));
  console.log('\nPrimeira página por origem (cada parte comprimida sozinha):');
  for (const r of byPart.sort((a, b) => b.gz - a.gz).filter((r) => r.gz >= 0.3))
    console.log(`  ${r.part}`.padEnd(52), r.raw.toFixed(1).padStart(9), r.gz.toFixed(1).padStart(9));
}
