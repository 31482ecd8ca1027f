/**
 * The Chromium the end-to-end tests and the browser benchmarks drive, found without any step
 * beyond `npm ci` (docs/ARCHITECTURE.md, "What `npm test` needs"):
 *
 * 1. CHROMIUM_PATH, when set (a developer's Chrome on a Mac, say; `npm` skips to 3);
 * 2. else Debian's /usr/bin/chromium when it is installed;
 * 3. else the headless Chromium that `npm ci` brought (@sparticuz/chromium: the browser and the NSS
 *    libraries it links, brotli-packed), unpacked once into node_modules/.cache. Its pages get the
 *    fonts Debian's browser draws with — DejaVu (dejavu-fonts-ttf) for sans-serif, and for Arial,
 *    which the portal's font stack reaches first, Arimo (@expo-google-fonts/arimo), the font
 *    Debian's Liberation Sans is drawn from — so a page measures the same in both; plus any the
 *    system has.
 */
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import * as tar from 'tar';

export interface ChromiumFound {
  executablePath: string;
  /** What the browser process needs in its environment besides ours (fonts, libraries). */
  env: Record<string, string>;
  /** Which one, for the run's first lines. */
  origem: string;
}

const DEBIAN = '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const CACHE = resolve(import.meta.dirname, '../../node_modules/.cache/portalrh-chromium');

function fontsConf(dir: string): string {
  const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));
  const alias = (generic: string, family: string) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${join(pkg('dejavu-fonts-ttf'), 'ttf')}</dir>`,
    `  <dir>${pkg('@expo-google-fonts/arimo')}</dir>`,
    '  <dir>/usr/share/fonts</dir>',
    '  <dir>/usr/local/share/fonts</dir>',
    `  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>`,
    // Arial and Helvetica as Debian draws them (fonts-liberation: Liberation Sans, drawn from Arimo).
    alias('Arial', 'Arimo'),
    alias('Helvetica', 'Arimo'),
    alias('Liberation Sans', 'Arimo'),
    alias('sans-serif', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Unpacks the npm package's browser into `dir` (through a folder of this process, renamed at the end: two shards may race). */
async function unpack(bin: string, dir: string): Promise<void> {
  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'lib'), { recursive: true });
  await pipeline(
    createReadStream(join(bin, 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(join(work, 'chromium')),
  );
  chmodSync(join(work, 'chromium'), 0o755);
  // The NSS libraries it links (al2023.tar.br holds lib/…): a machine without libnss3 runs it too.
  await pipeline(createReadStream(join(bin, 'al2023.tar.br')), createBrotliDecompress(), tar.x({ cwd: work }));
  writeFileSync(join(work, 'fonts.conf'), fontsConf(dir));
  try {
    renameSync(work, dir);
  } catch {
    rmSync(work, { recursive: true, force: true }); // another process unpacked it first
  }
}

/** The browser to drive (see the file's comment for the order). */
export async function findChromium(): Promise<ChromiumFound> {
  const own = process.env.CHROMIUM_PATH;
  if (own && own !== 'npm') {
    if (!existsSync(own)) throw new Error(`CHROMIUM_PATH=${own} não existe.`);
    return { executablePath: own, env: {}, origem: `CHROMIUM_PATH (${own})` };
  }
  if (!own && existsSync(DEBIAN)) return { executablePath: DEBIAN, env: {}, origem: `Chromium do Debian (${DEBIAN})` };
  const pkg = dirname(dirname(require.resolve('@sparticuz/chromium')));
  const version = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version as string;
  const dir = join(CACHE, version);
  if (!existsSync(join(dir, 'fonts.conf'))) await unpack(join(pkg, 'bin'), dir);
  const libs = join(dir, 'lib');
  return {
    executablePath: join(dir, 'chromium'),
    env: {
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
      LD_LIBRARY_PATH: [libs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    },
    origem: `Chromium ${version} do npm (@sparticuz/chromium, em ${dir})`,
  };
}
