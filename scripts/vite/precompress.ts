/**
 * Precompresses the hashed assets of the build: next to every compressible file of `assets/` above
 * ~1 KB it writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9), which the gateway
 * serves as they are (`@fastify/static` `preCompressed`, gateway/portal.ts) — no compression work
 * per request. index.html is left alone (it is small and `no-cache`; the gateway compresses it on
 * the fly).
 *
 * Brotli quality 9 by default: about 3 s of CPU for the whole build, 3% smaller than quality 5;
 * 10-11 save another 8% but cost 15-40 s on two cores, too much for every test build. A release
 * build can ask for it: `PRECOMPRESS_BROTLI_QUALITY=11 npm run build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Extensions worth compressing (text); images, fonts like woff2 and archives already are. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.xml',
  '.ttf',
  '.eot',
  '.otf',
  '.wasm',
]);
/** Below this a compressed copy saves too little to be worth a file and a lookup. */
export const MIN_BYTES = 1024;
const envQuality = Number(process.env.PRECOMPRESS_BROTLI_QUALITY);
export const BROTLI_QUALITY = envQuality >= 0 && envQuality <= 11 ? envQuality : 9;

export interface Compressed {
  file: string;
  raw: number;
  br: number;
  gz: number;
}

/** Writes the `.br` and `.gz` copies of the compressible files of `dir` (recursively). */
export function precompressDir(dir: string, minBytes = MIN_BYTES, quality = BROTLI_QUALITY): Compressed[] {
  const done: Compressed[] = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      done.push(...precompressDir(file, minBytes, quality));
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name).toLowerCase()) || stat.size < minBytes) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    // A copy that is not smaller than the file would only cost a lookup.
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    done.push({ file, raw: content.length, br: br.length, gz: gz.length });
  }
  return done;
}

/** Vite plugin: after the bundle is written, precompresses `<outDir>/<assetsDir>`. */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-rh-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const dir = join(config.build.outDir, config.build.assetsDir);
        const done = precompressDir(dir);
        const kb = (n: number) => (n / 1024).toFixed(0);
        const sum = (k: 'raw' | 'br' | 'gz') => done.reduce((s, d) => s + d[k], 0);
        config.logger.info(
          `pré-compressão: ${done.length} arquivo(s), ${kb(sum('raw'))} KB → ${kb(sum('br'))} KB brotli / ${kb(sum('gz'))} KB gzip`,
        );
      },
    },
  };
}
