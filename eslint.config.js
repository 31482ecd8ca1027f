/**
 * Lint of the whole tree (portal, engine, services, gateway, scripts, tests). ESLint rather than
 * Biome: Biome's per-platform binaries are not all on this registry, so `npm ci` cannot verify
 * its lock entries. Security rules of the quality gate: no eval / implied eval / new Function, and
 * raw HTML (`dangerouslySetInnerHTML`) only in the one sanitising component.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { gatewayLayerRules } from './scripts/gates/gateway-layers.js';

/**
 * Blueprint components the portal must not use directly: Dialog and Drawer name their close button
 * 'Close' in English (engine/components/Dialog.tsx draws it as 'Fechar'); Popover is the deprecated
 * react-popper one that misplaces content under React 19 (Blueprint recommends PopoverNext).
 */
const BLUEPRINT_RESTRICTED = {
  paths: [
    {
      name: '@blueprintjs/core',
      importNames: ['Dialog', 'Drawer', 'Popover'],
      message:
        "Use Dialog de engine/components/Dialog.tsx (botão 'Fechar' em português) e PopoverNext em vez de Popover (React 19).",
    },
  ],
};

const RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'HTML cru só por engine/components/SafeHtml.tsx (DOMPurify).',
};

/** Blueprint's `loading` disables the button, and a focused button turned disabled drops the focus. */
const BUTTON_LOADING = {
  selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
  message:
    "Use BusyButton (engine/components/BusyButton.tsx, busy=…): o 'loading' do Blueprint desabilita o botão e o foco do teclado cai no <body>.",
};

/**
 * The layers and what may import what (docs/ARCHITECTURE.md, "House rules"). ESLint's
 * no-restricted-imports matches the import's text, so each pattern names a folder as any relative
 * path reaches it (so '../../gateway/x.ts' counts as a gateway import). One rule holds one list per file,
 * so every group repeats the Blueprint restriction; scripts/gates/layers.test.ts proves each group
 * fails on a deliberately broken import.
 */
const restricted = (...patterns) => ['error', { ...BLUEPRINT_RESTRICTED, patterns }];
const NO_GATEWAY = {
  group: ['**/gateway/**'],
  message: 'O portal, o engine, os services e o core não importam o gateway (o back end de referência).',
};
const NO_SCRIPTS = {
  group: ['**/scripts/**'],
  message:
    'O portal, o engine e os services não importam scripts/ (ferramentas de Node); código puro compartilhado fica em core/.',
};
const NO_HANDLERS = {
  group: ['**/routes/handlers/*', '!**/routes/handlers/index.ts'],
  message:
    'Só gateway/routes/ importa um handler; fora dele, use o registro HANDLERS (routes/handlers/index.ts) ou mova o código compartilhado para domain/, servidores/ ou lib/.',
};
const CORE_ONLY = {
  group: ['**/engine/**', '**/services/**', '**/portal/**', '**/gateway/**', '**/scripts/**'],
  message: 'core/ é código puro compartilhado: não importa engine, services, portal, gateway nem scripts.',
};
const NO_TEST_SUPPORT = {
  group: ['**/engine/testing/**', '**/testing/*'],
  message: 'engine/testing/ é suporte de teste: só os testes o importam, e nada dele entra num bundle.',
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

/** The layer rules, by file group (later groups win for their files). */
const LAYERS = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['gateway/routes/**', ...TESTS],
    rules: { 'no-restricted-imports': restricted(NO_HANDLERS) },
  },
  {
    files: ['engine/**', 'portal/**', 'services/**'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restricted(NO_GATEWAY, NO_SCRIPTS, NO_HANDLERS, NO_TEST_SUPPORT) },
  },
  // The engine's test support imports its own modules (and the services' stub provider).
  {
    files: ['engine/testing/**'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restricted(NO_GATEWAY, NO_SCRIPTS, NO_HANDLERS) },
  },
  { files: ['core/**'], ignores: TESTS, rules: { 'no-restricted-imports': restricted(CORE_ONLY) } },
  // The gateway's layers: each imports only the layers below it (scripts/gates/gateway-layers.js).
  ...gatewayLayerRules().map(({ files, patterns }) => ({
    files,
    ignores: TESTS,
    rules: { 'no-restricted-imports': restricted(...patterns) },
  })),
];

/**
 * A file past 300 lines of code is doing more than one job: a warning, which `npm run lint`
 * (--max-warnings 0) refuses like an error while an editor shows it in its own colour.
 * Generated code and the seed's data tables are long by nature; tests are lists of cases.
 */
const MAX_LINES = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['gateway/seed/**', '**/generated/**', ...TESTS],
  rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: false, skipComments: false }] },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-*/**',
      'dist.*/**',
      '.data/**',
      'test-results/**',
      'engine/generated/**',
      'core/generated/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', RAW_HTML, BUTTON_LOADING],
      'no-restricted-imports': ['error', BLUEPRINT_RESTRICTED],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...LAYERS,
  MAX_LINES,
  { files: ['engine/components/SafeHtml.tsx'], rules: { 'no-restricted-syntax': ['error', BUTTON_LOADING] } },
  // Typings we write for untyped libraries mirror their loose JavaScript signatures.
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
