import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Read from disk, so a new feature folder is fenced off from the others the day it is created.
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'node_modules', '.tmp', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The import direction of docs/product.md, System shape: client → shared, server → shared, never client ↔
      // server, never shared → either, and client features never import each other (router.tsx composes them).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'shared/ is isomorphic: it imports neither client nor server.',
            },
            ...clientFeatures.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Client features do not import each other; compose them in router.tsx.',
            })),
          ],
        },
      ],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
  },
  {
    // The corpus, the evaluation sets and their code are the lab's: tests read them, the product never loads them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)lab/', message: 'Product code never imports the lab; tests may.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', 'src/server/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
);
