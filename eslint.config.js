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
      message: "Use Dialog de engine/components/Dialog.tsx (botão 'Fechar' em português) e PopoverNext em vez de Popover (React 19).",
    },
  ],
};

const RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'HTML cru só por engine/components/SafeHtml.tsx (DOMPurify).',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-*/**', '.data/**', 'test-results/**', 'engine/generated/**', 'core/generated/**', 'coverage/**'] },
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
      'no-restricted-syntax': ['error', RAW_HTML],
      'no-restricted-imports': ['error', BLUEPRINT_RESTRICTED],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  { files: ['engine/components/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  // Typings we write for untyped libraries mirror their loose JavaScript signatures.
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
