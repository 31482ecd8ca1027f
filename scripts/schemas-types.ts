/**
 * `npm run schemas:types`: writes the generated types into engine/generated/ and core/generated/
 * (committed). `npm run schemas:types -- --check`: writes nothing, fails when the committed files
 * are stale, missing or left over (CI, `npm test`), naming each one.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { GENERATED_DIRS, generateTypes } from './lib/types-gen.ts';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const files = await generateTypes(root);

const committed = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? committed(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      )
    : [];
const extra = GENERATED_DIRS.flatMap((d) => committed(join(root, d)))
  .map((f) => relative(root, f))
  .filter((f) => !files.has(f));

if (check) {
  const stale = [...files]
    .filter(([name, text]) => !existsSync(join(root, name)) || readFileSync(join(root, name), 'utf8') !== text)
    .map(([n]) => n);
  if (stale.length || extra.length) {
    for (const n of stale) console.error(`desatualizado: ${n}`);
    for (const n of extra) console.error(`sem schema de origem: ${n}`);
    console.error(`Rode \`npm run schemas:types\` e inclua ${GENERATED_DIRS.join(' e ')} no commit.`);
    process.exit(1);
  }
  console.log(`schemas:types ok — ${files.size} arquivo(s) em dia.`);
} else {
  for (const n of extra) rmSync(join(root, n));
  for (const [name, text] of files) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  console.log(`schemas:types — ${files.size} arquivo(s) escritos em ${GENERATED_DIRS.join(' e ')}.`);
}
