import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // A feature is one screen or flow; what two features share lives in src/components or src/lib.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '**/features/*'], message: 'Features do not import each other.' },
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
