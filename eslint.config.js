// The linter holds the layout (design.md): core/ imports nothing from server/, src/ or sw/; a feature never imports
// another feature; no import cycles.
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { serverLayout } from './build/eslint-server-layout.js';
import cycles from './build/eslint-import-cycles.js';

// The PWA's features are the folders that exist: a new one is held by the rules below the day it is made.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverFromSrc = { target: './src', from: './server', message: 'the PWA talks to the server over HTTP only' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'data/**', 'node_modules/**', 'server/platform/db/migrations/**', 'test-results/**', 'playwright-report/**', '.test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, cycles },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Small files with one job, small functions (design.md conventions), tests included: a long test file is split
      // by topic over a kit, a long test into named steps.
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 120 }],
      // No import cycles anywhere, type-only imports included (import-x's no-cycle cannot count those).
      'cycles/no-type-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './core', from: './server', message: 'core/ has no I/O and imports no other layer' },
            { target: './core', from: './src', message: 'core/ has no I/O and imports no other layer' },
            { target: './core', from: './sw', message: 'core/ has no I/O and imports no other layer' },
            serverFromSrc,
            { target: './server', from: './src', message: 'the server does not import the PWA' },
            // The public pages' markup, rendered by the server and the PWA alike: props in, nothing of either side.
            ...['./server', './src', './sw'].map((from) => ({ target: './public-views', from, message: 'public-views/ is presentational: it imports core/ only' })),
          ],
        },
      ],
    },
  },
  {
    // The PWA's layers (design.md): src/app assembles the features' route modules; a feature imports core/, src/api,
    // src/ui, src/shell, src/front-of-house, src/offline and src/i18n, never src/app nor another feature; the shell,
    // the front of house and ui sit below every feature. This block repeats the one src/ zone of the block above
    // because a rule configured again replaces its options for the files it matches.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            serverFromSrc,
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'a feature never imports another feature (shared pieces live in src/front-of-house, src/shell or src/ui)',
            })),
            { target: './src/features', from: './src/app', message: 'a feature never imports src/app; what features share lives in src/shell' },
            ...['./src/shell', './src/front-of-house', './src/ui'].flatMap((layer) => [
              { target: layer, from: './src/features', message: 'the shell, the front of house and ui sit below every feature' },
              { target: layer, from: './src/app', message: 'the shell, the front of house and ui sit below src/app' },
            ]),
          ],
        },
      ],
    },
  },
  {
    // A focused test (it.only, describe.only, test.describe.only …) silently drops the others from the run; Vitest and
    // Playwright refuse it too (allowOnly: false, forbidOnly: true), the linter says so before anything runs.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only'][object.name=/^(it|test|describe|suite|bench)$/]",
          message: 'A focused test (.only) drops every other test from the run; remove it before committing.',
        },
        {
          selector: "MemberExpression[property.name='only'][object.type='MemberExpression'][object.object.name=/^(it|test|describe|suite)$/]",
          message: 'A focused test (.only) drops every other test from the run; remove it before committing.',
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'drizzle-orm*', 'fastify*', 'react*', 'dexie'], message: 'core/ is pure: no I/O, no frameworks' }] },
      ],
    },
  },
  ...serverLayout,
);
