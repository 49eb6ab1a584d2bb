import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's feature folders, each a zone of its own for the boundary rule below. */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The back office's feature folders (one per tab, and sign-in), likewise. */
const adminFeatures = readdirSync(new URL('./admin-web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'web/dist/**',
      'web/dist-server/**',
      'admin-web/dist/**',
      'var/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      'e2e/**/*.ts',
      'libs/platform/testing/**/*.ts',
      'services/*/test/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './web/tsconfig.json' })] },
  },
  {
    // Boundaries of the site: shared code (components, lib, messages) → features → app. A feature
    // never imports another one (what two features need goes down to lib/ or components/), shared
    // code never imports a feature, and only app/ composes the features.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move what both need to lib/ or components/.',
            })),
            {
              target: ['./web/src/components', './web/src/lib', './web/src/messages'],
              from: './web/src/features',
              message: 'Shared code never imports a feature.',
            },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/messages', './web/src/features'],
              from: './web/src/app',
              message: 'Only app/ composes the features; nothing imports app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['admin-web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './admin-web/tsconfig.json' })],
    },
  },
  {
    // Boundaries of the back office, the same as the site's: a feature (a tab) never imports
    // another, shared code never imports a feature, and only app/ composes them.
    files: ['admin-web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...adminFeatures.map((feature) => ({
              target: `./admin-web/src/features/${feature}`,
              from: './admin-web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move what both need to lib/ or components/.',
            })),
            {
              target: ['./admin-web/src/components', './admin-web/src/lib', './admin-web/src/messages'],
              from: './admin-web/src/features',
              message: 'Shared code never imports a feature.',
            },
            {
              target: [
                './admin-web/src/components',
                './admin-web/src/lib',
                './admin-web/src/messages',
                './admin-web/src/features',
              ],
              from: './admin-web/src/app',
              message: 'Only app/ composes the features; nothing imports app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries of the back end: a lib never imports a service, a platform lib never imports a domain lib,
    // and a lib reaches another lib only through its entry point (`@app/<lib>`), never by a deep or relative path.
    files: ['libs/**/*.ts', 'services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/*/*', '**/src', '**/src/**'],
              message: 'Import another lib through its entry point: @app/<lib>.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './libs', from: './services', message: 'A lib never imports a service.' },
            { target: './libs/platform', from: './libs/domain', message: 'A platform lib never imports a domain lib.' },
          ],
        },
      ],
    },
  },
  {
    // `@FastRoute` (libs/platform/common) serves a route from Fastify itself, outside Nest's pipeline: the one
    // exception, for the vote at contest peaks. Another route needs a reason, a benchmark and a line here.
    files: ['libs/**/*.ts', 'services/*/src/**/*.ts'],
    ignores: ['libs/domain/voting/src/free-vote.route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator > CallExpression[callee.name='FastRoute']",
          message: 'Routes go through Nest controllers; @FastRoute is for the free vote only (eslint.config.mjs).',
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
