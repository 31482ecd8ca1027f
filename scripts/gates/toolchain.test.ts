/**
 * The type, lint and format gates of `npm test`, each shown to fail on a deliberately broken
 * fixture and to pass on its corrected twin. The fixtures are strings checked with the project's
 * own configuration (tsconfig.json, eslint.config.js, .prettierrc.json), so a gate weakened in its
 * configuration (strict off, a security rule dropped) makes these tests fail.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function typeErrors(source: string): string[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const dir = mkdtempSync(join(tmpdir(), 'prh-tsgate-'));
  try {
    const file = join(dir, 'fixture.ts');
    writeFileSync(file, source);
    const program = ts.createProgram([file], { ...parsed.options, noEmit: true, types: [] });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('type gate (tsc, strict)', () => {
  it('rejects implicit any and a possibly undefined value (broken fixture)', () => {
    const errors = typeErrors(
      'export function nome(p) { const m = new Map<string, string>(); return m.get(p).length; }\n',
    );
    expect(errors.some((e) => /implicitly has an 'any' type/.test(e))).toBe(true);
    expect(errors.some((e) => /possibly 'undefined'/.test(e))).toBe(true);
  });

  it('accepts the corrected fixture', () => {
    expect(
      typeErrors(
        'export function nome(p: string) { const m = new Map<string, string>(); return m.get(p)?.length ?? 0; }\n',
      ),
    ).toEqual([]);
  });
});

describe('lint gate (ESLint)', () => {
  const eslint = new ESLint({ cwd: root });
  const rulesOf = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath: join(root, filePath) }))[0].messages.map((m) => m.ruleId);

  it('rejects eval, new Function and raw HTML in a portal component (broken fixture)', async () => {
    const code = [
      'export function Cartao({ html }: { html: string }) {',
      '  eval(html);',
      "  const f = new Function('return 1');",
      '  return <div dangerouslySetInnerHTML={{ __html: html + String(f()) }} />;',
      '}',
      '',
    ].join('\n');
    const rules = await rulesOf(code, 'engine/components/Cartao.tsx');
    expect(rules).toEqual(expect.arrayContaining(['no-eval', 'no-new-func', 'no-restricted-syntax']));
  });

  it('allows raw HTML only in the sanitising component', async () => {
    const code =
      'export function SafeHtml({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n';
    expect(await rulesOf(code, 'engine/components/SafeHtml.tsx')).toEqual([]);
  });

  it('rejects an explicit any', async () => {
    expect(await rulesOf('export const x: any = 1;\n', 'services/fixture.ts')).toContain(
      '@typescript-eslint/no-explicit-any',
    );
  });
});

describe('format gate (Prettier)', () => {
  it('rejects a badly formatted file (broken fixture) and accepts it once formatted', async () => {
    const options = (await prettier.resolveConfig(join(root, 'services/fixture.ts'))) ?? {};
    const broken = 'export const a = {b:1,  c:"dois"}\n';
    const filepath = join(root, 'services/fixture.ts');
    expect(await prettier.check(broken, { ...options, filepath })).toBe(false);
    const fixed = await prettier.format(broken, { ...options, filepath });
    expect(fixed).toBe("export const a = { b: 1, c: 'dois' };\n");
    expect(await prettier.check(fixed, { ...options, filepath })).toBe(true);
  });
});
