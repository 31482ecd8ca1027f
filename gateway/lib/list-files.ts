/** Files under `dir` (recursively) whose name ends with `suffix`, sorted by path. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function listFiles(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, suffix));
    else if (name.endsWith(suffix)) out.push(full);
  }
  return out.sort();
}
