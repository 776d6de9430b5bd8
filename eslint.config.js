// Lint: TypeScript rules everywhere, React hooks rules in the web app, and one-way imports
// (app → features → shared) with features never importing each other (STYLE.md 1).
import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

function featureZones(base) {
  const dirs = fs.existsSync(base)
    ? fs.readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  return dirs.map((dir) => ({
    target: `${base}/${dir.name}`,
    from: base,
    except: [`./${dir.name}`],
    message: 'Features never import each other: move what both need into a shared module.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/web/src/features'),
            ...featureZones('./apps/server/src/features'),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/locales'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared modules never import features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import the app.',
            },
            {
              target: [
                './apps/server/src/plugins',
                './apps/server/src/db',
                './apps/server/src/errors',
                './apps/server/src/config',
                './apps/server/src/accounts',
                './apps/server/src/mail',
              ],
              from: './apps/server/src/features',
              message: 'Plugins and infrastructure never import features.',
            },
            { target: './packages', from: './apps', message: 'Packages never import the apps.' },
            {
              target: './packages/shared',
              from: './packages/engines',
              message: 'The shared package stands alone.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
    },
  },
);
