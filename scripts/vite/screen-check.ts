/**
 * Dev-server validation of screen documents: the same checker as `npm run schemas:check`
 * (scripts/lib/schema-check.ts), so an analyst sees the same messages in Vite's error overlay when
 * a `*.screen.json` (or a catalogue file) is saved with a mistake. A broken document also fails
 * its import, so the screen never renders half-configured.
 */
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { checkAll, listFiles, type Problem } from '../lib/schema-check.ts';

export const formatProblems = (problems: Problem[]): string =>
  `Documento(s) de tela inválido(s):\n${problems.map((p) => `  ${p.file}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`).join('\n')}`;

export function screenCheck(root: string): Plugin {
  const run = (): Problem[] =>
    checkAll({
      root,
      screenFiles: listFiles(join(root, 'screens'), '.screen.json'),
      endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
      areasFile: join(root, 'screens/areas.json'),
    });
  // Any file of screens/ (screen documents, areas.json, papeis.json) or schemas/ can break a screen.
  const relevant = (file: string) => file.startsWith(join(root, 'screens')) || file.startsWith(join(root, 'schemas'));
  return {
    name: 'portal-rh-screen-check',
    apply: 'serve',
    configureServer(server) {
      const report = () => {
        const problems = run();
        if (problems.length)
          server.ws.send({
            type: 'error',
            err: { message: formatProblems(problems), stack: '', plugin: 'portal-rh-screen-check' },
          });
      };
      server.watcher.add([join(root, 'screens'), join(root, 'schemas')]);
      server.watcher.on('change', (f) => relevant(f) && report());
      server.watcher.on('add', (f) => relevant(f) && report());
      server.ws.on('connection', report);
    },
    transform(_code, id) {
      if (!id.endsWith('.screen.json')) return null;
      const problems = run().filter((p) => resolve(root, p.file) === id);
      if (problems.length) this.error(formatProblems(problems));
      return null;
    },
  };
}
