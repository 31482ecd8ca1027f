/**
 * The import cycles of the tree: every relative import (static, type-only and dynamic `import()`)
 * of the source files, and the strongly connected components of that graph (Tarjan). A regex walk
 * rather than a bundler's graph, so it sees type-only imports too: a type cycle is still two
 * modules that cannot be read, or moved, one without the other.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { listFiles } from '../../gateway/lib/list-files.ts';

const ROOTS = ['core', 'engine', 'services', 'portal', 'gateway', 'scripts', 'schemas'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const NOT_SOURCE = /\.test\.tsx?$|\.d\.ts$|\/generated\/|\/fixtures\//;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Source files (no tests, typings, generated code or fixtures) and the files each imports. */
export function importGraph(root: string): Map<string, string[]> {
  const files = ROOTS.flatMap((r) =>
    existsSync(join(root, r))
      ? [...listFiles(join(root, r), '.ts'), ...listFiles(join(root, r), '.tsx'), ...listFiles(join(root, r), '.mjs')]
      : [],
  )
    .map((f) => relative(root, f))
    .filter((f) => SOURCE.test(f) && !NOT_SOURCE.test(f) && !f.includes('node_modules'));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const text = readFileSync(join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
    const to = [...text.matchAll(IMPORT)]
      .map((m) => relative(root, resolve(root, dirname(f), m[1])))
      .filter((t) => known.has(t));
    graph.set(f, [...new Set(to)]);
  }
  return graph;
}

/** The cycles: components of more than one file, each sorted, largest first. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles(importGraph(resolve(import.meta.dirname, '../..')));
  for (const c of cycles) console.log(`${c.length} files: ${c.join(', ')}`);
  console.log(`${cycles.length} cycle(s)`);
}
