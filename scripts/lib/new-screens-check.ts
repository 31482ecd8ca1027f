/**
 * What schemas:check says of new screen documents checked beside the repository's own (ids, routes
 * and grants count across them): the tests that prove the scaffolders (screen:new, --from, the
 * editor's templates) write documents the checker accepts as they are all ask this.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkAll, listFiles } from './schema-check.ts';

const root = resolve(import.meta.dirname, '../..');

/** Each problem of `docs` as '<its name><pointer>: <message>'; empty when the checker accepts them all. */
export function problemsOfNew(docs: { name: string; doc: unknown }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'new-screens-'));
  try {
    const files = docs.map((d, i) => {
      const file = join(dir, `nova-${i}.screen.json`);
      writeFileSync(file, JSON.stringify(d.doc));
      return file;
    });
    const problems = checkAll({
      root,
      screenFiles: [...listFiles(join(root, 'screens'), '.screen.json'), ...files],
      endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
      areasFile: join(root, 'screens/areas.json'),
    });
    return problems.flatMap((p) => {
      const i = /nova-(\d+)\.screen\.json$/.exec(p.file)?.[1];
      return i === undefined ? [] : [`${docs[Number(i)].name}${p.pointer}: ${p.message}`];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
