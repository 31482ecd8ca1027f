/**
 * `npm run schemas:types`: writes the generated types into engine/generated/ (committed).
 * `npm run schemas:types -- --check`: writes nothing, fails when the committed files are stale or
 * missing (CI, `npm test`), naming each one.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { generateTypes } from './lib/types-gen.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'engine/generated');
const check = process.argv.includes('--check');
const files = await generateTypes(root);

const committed = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? committed(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      )
    : [];
const extra = committed(outDir)
  .map((f) => relative(outDir, f))
  .filter((f) => !files.has(f));

if (check) {
  const stale = [...files].filter(([name, text]) => !existsSync(join(outDir, name)) || readFileSync(join(outDir, name), 'utf8') !== text).map(([n]) => n);
  if (stale.length || extra.length) {
    for (const n of stale) console.error(`desatualizado: engine/generated/${n}`);
    for (const n of extra) console.error(`sem schema de origem: engine/generated/${n}`);
    console.error('Rode `npm run schemas:types` e inclua engine/generated/ no commit.');
    process.exit(1);
  }
  console.log(`schemas:types ok — ${files.size} arquivo(s) em dia.`);
} else {
  for (const n of extra) rmSync(join(outDir, n));
  for (const [name, text] of files) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  console.log(`schemas:types — ${files.size} arquivo(s) escritos em engine/generated/.`);
}
