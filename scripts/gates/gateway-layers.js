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
  ['servidores/', 'screens.ts', 'releases/'],
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
  // The app.
  ['app.ts'],
  // What starts an app.
  ['server.ts'],
  // The test support: test apps and databases, the answer check, fixtures.
  ['testing/'],
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How an import names a folder or top-level file of the table. A folder by its name anywhere in the
 * path: routes/lib/ shares lib/'s name, and the files refused lib/ (db/, config.ts, captcha/) are
 * refused routes/ as well, so the pattern never misjudges. A top-level file by its parent path:
 * './config.ts' from a file beside it, '../config.ts' (or '../../…') from a file in a folder —
 * where './jobs.ts' is the folder's own file (reports/jobs.ts is not gateway/jobs.ts).
 */
const matcher = (item, fromTopLevel) =>
  item.endsWith('/')
    ? { group: [`**/gateway/${item}**`, `**/${item}**`] }
    : { regex: `^${fromTopLevel ? '\\./' : '(\\.\\./)+'}(gateway/)?${escape(item)}$` };

/**
 * Inside routes/: the handlers are one module per catalogue family (routes/handlers/<family>.ts, or a
 * folder of parts <family>/), read by the registry from the folder (routes/handlers/index.ts), so no
 * handler file imports another — neither another family's nor a part of its own family; what
 * families share lives in routes/lib/ or domain/, which import no handler.
 */
const NO_OTHER_HANDLER =
  'Um handler não importa outro arquivo de handlers (nem de outra família, nem uma parte da sua): o que as famílias compartilham fica em routes/lib/ ou domain/ (scripts/gates/gateway-layers.js).';
export const ROUTES_INNER = [
  { files: ['gateway/routes/handlers/*.ts'], regex: '^\\./', message: NO_OTHER_HANDLER },
  { files: ['gateway/routes/handlers/*/**'], regex: '^\\.\\./(?!\\.\\./)|^\\./', message: NO_OTHER_HANDLER },
  {
    files: ['gateway/routes/lib/**', 'gateway/routes/*.ts'],
    regex: '(^|/)handlers/',
    message:
      'routes/lib/ e o roteador não importam handlers: o registro (routes/handlers/index.ts) os lê da pasta (scripts/gates/gateway-layers.js).',
  },
];

/**
 * One entry per folder of a layer and one for its top-level files, each with the import patterns
 * they may not use: everything of a layer above theirs, and everything beside them on their own
 * layer — a folder imports its own files, never a neighbour's (domain/ does not import security/).
 * eslint.config.js adds the restrictions every file keeps.
 */
export function gatewayLayerRules() {
  const layerOf = (item) => GATEWAY_LAYERS.findIndex((l) => l.includes(item)) + 1;
  const forbidden = (i, topLevel, own) =>
    GATEWAY_LAYERS.slice(i)
      .flat()
      // Inside its own folder a file imports its neighbours (and a file does not import itself).
      .filter((item) => item !== own)
      .map((item) => ({
        ...matcher(item, topLevel),
        message:
          layerOf(item) === i + 1
            ? `gateway/${item} está ao lado, na mesma camada ${i + 1} do gateway; uma camada só importa as de baixo, nunca a vizinha (scripts/gates/gateway-layers.js).`
            : `gateway/${item} está na camada ${layerOf(item)} do gateway; um arquivo da camada ${i + 1} só importa camadas abaixo da sua (scripts/gates/gateway-layers.js).`,
      }));
  return GATEWAY_LAYERS.flatMap((layer, i) => [
    ...layer
      .filter((item) => item.endsWith('/'))
      .map((folder) => ({ files: [`gateway/${folder}**`], patterns: forbidden(i, false, folder) })),
    {
      files: layer.filter((item) => !item.endsWith('/')).map((item) => `gateway/${item}`),
      patterns: forbidden(i, true),
    },
  ])
    .filter((entry) => entry.files.length > 0)
    .flatMap((entry) =>
      // routes/'s own rule first, then its inner rules, which win for their files (ESLint's last match).
      entry.files.includes('gateway/routes/**')
        ? [
            entry,
            ...ROUTES_INNER.map(({ files, regex, message }) => ({
              files,
              patterns: [...entry.patterns, { regex, message }],
            })),
          ]
        : [entry],
    );
}
