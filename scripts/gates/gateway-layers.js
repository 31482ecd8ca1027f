/**
 * The gateway's layers, bottom first (docs/ARCHITECTURE.md, "Layers of the gateway"): a folder or
 * top-level file of gateway/ imports only what stands on a layer below its own, never beside or
 * above it. eslint.config.js turns the table into no-restricted-imports rules, one per layer;
 * scripts/gates/layers.test.ts checks that every folder of gateway/ has its place here and proves
 * the rule on broken imports. A new folder is placed here first: where it stands is a decision.
 */
export const GATEWAY_LAYERS = [
  // The database: engines, migrations, the Db contract, the request a statement belongs to.
  ['db/'],
  // Machinery with no domain: envelopes, validation, paging, writing with audit, jobs, tokens.
  ['lib/', 'config.ts', 'captcha/'],
  // The servant record, the screen documents, the release notes.
  ['servidores/', 'screens.ts', 'releases/', 'test-pg.setup.ts'],
  // Domain rules, who may do what, the OpenAPI document.
  ['domain/', 'security/', 'openapi/'],
  // A handler's contract, the identity provider, the demonstration data.
  ['contract/', 'idp/', 'seed/'],
  // Exports, the command-line tools, the portal's files.
  ['reports/', 'cli/', 'portal.ts'],
  // Who saw whose data, the background jobs at start-up.
  ['acessos/', 'jobs.ts'],
  // The router and the handlers.
  ['routes/'],
  // The app, and what checks its answers in tests.
  ['app.ts', 'test-contract.ts'],
  // What starts an app: the server, the test apps and databases.
  [
    'server.ts',
    'jobs-restart.child.ts',
    'test-modelos.ts',
    'test-pg-banco.ts',
    'test-templates.setup.ts',
    'test-contract.setup.ts',
  ],
  ['test-support.ts'],
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How an import names a folder or top-level file of the table. A folder by its name anywhere in the
 * path (no folder of gateway/ has a namesake inside another). A top-level file by its parent path:
 * './config.ts' from a file beside it, '../config.ts' (or '../../…') from a file in a folder —
 * where './jobs.ts' is the folder's own file (reports/jobs.ts is not gateway/jobs.ts).
 */
const matcher = (item, fromTopLevel) =>
  item.endsWith('/')
    ? { group: [`**/gateway/${item}**`, `**/${item}**`] }
    : { regex: `^${fromTopLevel ? '\\./' : '(\\.\\./)+'}(gateway/)?${escape(item)}$` };

/**
 * Two entries per layer (its folders' files, its top-level files), each with the import patterns
 * they may not use: everything of a layer above or beside theirs. eslint.config.js adds the
 * restrictions every file keeps.
 */
export function gatewayLayerRules() {
  const layerOf = (item) => GATEWAY_LAYERS.findIndex((l) => l.includes(item)) + 1;
  return GATEWAY_LAYERS.flatMap((layer, i) =>
    [false, true].map((topLevel) => ({
      files: layer
        .filter((item) => item.endsWith('/') !== topLevel)
        .map((item) => (topLevel ? `gateway/${item}` : `gateway/${item}**`)),
      patterns: GATEWAY_LAYERS.slice(i)
        .flat()
        // Inside its own folder a file imports its neighbours (and a file does not import itself).
        .filter((item) => !(layer.includes(item) && item.endsWith('/')))
        .map((item) => ({
          ...matcher(item, topLevel),
          message: `gateway/${item} está na camada ${layerOf(item)} do gateway; um arquivo da camada ${i + 1} só importa camadas abaixo da sua (scripts/gates/gateway-layers.js).`,
        })),
    })),
  ).filter((entry) => entry.files.length > 0);
}
