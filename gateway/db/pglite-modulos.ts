/**
 * PGlite's WebAssembly modules (PostgreSQL and initdb), compiled once per process and handed to
 * every PGlite worker thread (pglite-worker.mjs) through its `workerData`.
 *
 * Why: left to itself, each worker compiles pglite.wasm (9 MB) again, and V8 frees that code when
 * the worker ends. A test process opens and closes a hundred databases, and creating and freeing
 * WebAssembly code that often is where V8 sometimes aborts the whole process (SIGTRAP,
 * nodejs/node#64500; scripts/unit.ts). Compiled here, the code lives as long as the process and
 * each worker only instantiates it — which also opens a database about 240 ms sooner (a small
 * copy, six opens in a row: ~870 → ~630 ms).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ModulosPglite {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
}

let compilados: Promise<ModulosPglite> | undefined;

export function modulosPglite(): Promise<ModulosPglite> {
  return (compilados ??= (async () => {
    // The package's own folder (dist/), where PGlite itself reads them; through require's resolution
    // because Vite's module runner (the e2e setup) has no import.meta.resolve.
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compilar = async (f: string) => WebAssembly.compile(await readFile(join(dist, f)));
    const [pglite, initdb] = await Promise.all([compilar('pglite.wasm'), compilar('initdb.wasm')]);
    return { pglite, initdb };
  })());
}
