import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureRouter, pureRouterBuild } from './pure-router.ts';

const dist = resolve(import.meta.dirname, '../../node_modules/react-router/dist/development');
const modules = readdirSync(dist)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => ({ file: f, code: readFileSync(join(dist, f), 'utf8') }));
const factories = /^var [\w$]+ = React\d*\.(?:forwardRef|createContext|memo)\(/gm;
const names = /^[\w$]+\.displayName = /gm;

describe('pure react-router', () => {
  it('marks every top-level component factory of the installed react-router pure and drops every displayName write', () => {
    const before = modules.reduce((n, m) => n + (m.code.match(factories)?.length ?? 0), 0);
    expect(before).toBeGreaterThan(10);
    for (const { file, code } of modules) {
      const out = pureRouter(code);
      expect(out.match(factories), file).toBeNull();
      expect(out.match(names), file).toBeNull();
      const marked = /^var [\w$]+ = \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|createContext|memo)\(/gm;
      expect((out.match(marked)?.length ?? 0) - (code.match(marked)?.length ?? 0), file).toBe(
        code.match(factories)?.length ?? 0,
      );
      // Lines kept in place: the source map of the rest of the module stays right.
      expect(out.split('\n').length, file).toBe(code.split('\n').length);
    }
  });

  it('changes nothing else: the text between the added marks and the emptied lines is the same', () => {
    const unmark = (text: string) => text.replace(/^(var [\w$]+ = )\/\* @__PURE__ \*\/ (React\d*\.)/gm, '$1$2');
    for (const { file, code } of modules)
      expect(unmark(pureRouter(code)), file).toBe(unmark(code).replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''));
  });

  it("rewrites only react-router's modules", () => {
    const transform = pureRouterBuild().transform as (code: string, id: string) => { code: string } | null;
    const line = 'var Link = React10.forwardRef(render);\nLink.displayName = "Link";';
    expect(transform(line, '/x/node_modules/react-router/dist/development/chunk-A.mjs')?.code).toBe(
      'var Link = /* @__PURE__ */ React10.forwardRef(render);\n',
    );
    expect(transform(line, '/x/node_modules/react-dom/index.js')).toBeNull();
    expect(transform(line, '/x/engine/shell/Link.tsx')).toBeNull();
  });
});
