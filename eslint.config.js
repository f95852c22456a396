import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's features: one screen or flow each, which share code only through components/ and lib/. */
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/scratch/**',
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ios/**',
      '**/coverage/**',
      // Playwright's report and results of the last e2e run (its trace viewer is bundled JavaScript).
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
      '**/*.d.ts',
      // The generated Xcode project, with a copy of the built SPA inside it.
      'apps/web/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Command-line tools and measurement scripts talk to a person through stdout.
    files: ['**/scripts/**', '**/src/cli/**', 'apps/web/src/lib/log.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The boundaries between parts of the repository, checked on resolved paths (relative imports, the `@/`
    // alias and workspace packages alike); eslint.config.test.ts shows each one firing.
    plugins: { 'import-x': importX },
    settings: {
      // Read the modules an import leads to as TypeScript (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: what two share lives in src/components or src/lib.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared code never imports a feature.',
            },
            { target: './packages', from: './apps', message: 'Packages never import an app.' },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The render maths runs in the browser as well as on the server.
    files: ['packages/recolour/**/*.ts'],
    ignores: ['packages/recolour/test/**', 'packages/recolour/**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['sharp', 'onnxruntime-*', '@hairhue/hair-engine', '@hairhue/hair-engine/*'],
              message: 'recolour runs in the browser too: no sharp, onnxruntime or hair engine.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every spec takes `test` from its support file, whose fixture fails a test on any CSP violation.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support', which checks the Content-Security-Policy.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
