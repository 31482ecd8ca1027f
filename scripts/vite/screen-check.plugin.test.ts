/**
 * The dev server runs the same checker as `schemas:check` when it loads screen documents: a broken
 * document fails its import with the checker's message, and the browser's error overlay gets the
 * same text when it connects. Wired in vite.config.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screenCheck } from './screen-check.ts';

const repo = resolve(import.meta.dirname, '../..');
const root = mkdtempSync(join(tmpdir(), 'screen-check-'));
symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
// The checker reads the registries' names from their folders.
mkdirSync(join(root, 'engine'));
symlinkSync(join(repo, 'engine/registry'), join(root, 'engine/registry'));
symlinkSync(join(repo, 'engine/kinds'), join(root, 'engine/kinds'));
mkdirSync(join(root, 'screens/relatorios'), { recursive: true });
cpSync(join(repo, 'screens/areas.json'), join(root, 'screens/areas.json'));
const broken = join(root, 'screens/relatorios/quebrada.screen.json');
const doc = JSON.parse(
  readFileSync(join(repo, 'screens/relatorios/pesquisar-relatorios.screen.json'), 'utf8'),
) as Record<string, unknown>;
writeFileSync(
  broken,
  JSON.stringify({
    ...doc,
    id: 'quebrada',
    route: '/relatorios/quebrada',
    source: { endpoint: 'relatorios.naoExiste' },
  }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Hooks = {
  transform: (this: { error: (m: string) => never }, code: string, id: string) => unknown;
  configureServer: (server: unknown) => void;
};

describe('screen check in the dev server', () => {
  const plugin = screenCheck(root) as unknown as Hooks;

  it('is one of the plugins of vite.config.ts', () => {
    expect(readFileSync(join(repo, 'vite.config.ts'), 'utf8')).toMatch(/plugins: \[[^\]]*screenCheck\(root\)/);
  });

  it('a broken document fails its import with the checker message (file, pointer, what to write)', () => {
    const error = vi.fn((m: string) => {
      throw new Error(m);
    });
    expect(() => plugin.transform.call({ error: error as never }, '{}', broken)).toThrow(/relatorios\.naoExiste/);
    const message = String(error.mock.calls[0][0]);
    expect(message).toMatch(/^Documento\(s\) de tela inválido\(s\):/);
    expect(message).toContain('screens/relatorios/quebrada.screen.json /source/endpoint');
    expect(plugin.transform.call({ error: error as never }, '{}', join(repo, 'portal/main.tsx'))).toBeNull();
  });

  it('the page gets the same messages in the error overlay when it connects', () => {
    const sent: { err: { message: string } }[] = [];
    let onConnection: () => void = () => undefined;
    plugin.configureServer({
      watcher: { add: vi.fn(), on: vi.fn() },
      ws: {
        send: (p: { err: { message: string } }) => sent.push(p),
        on: (_e: string, fn: () => void) => (onConnection = fn),
      },
    });
    onConnection();
    expect(sent).toHaveLength(1);
    expect(sent[0].err.message).toContain('screens/relatorios/quebrada.screen.json /source/endpoint');
  });
});
