// The linter holds the layout (design.md): core/ imports nothing from server/, src/ or sw/; a feature never imports
// another feature; no import cycles.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { serverLayout } from './build/eslint-server-layout.js';

const features = ['account', 'overview', 'booking', 'reservations', 'checkin', 'table-state', 'blockers', 'settings', 'admin', 'creator', 'analytics', 'vouchers', 'onboarding'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/platform/db/migrations/**', 'test-results/**', 'playwright-report/**', '.test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './core', from: './server', message: 'core/ has no I/O and imports no other layer' },
            { target: './core', from: './src', message: 'core/ has no I/O and imports no other layer' },
            { target: './core', from: './sw', message: 'core/ has no I/O and imports no other layer' },
            { target: './src', from: './server', message: 'the PWA talks to the server over HTTP only' },
            { target: './server', from: './src', message: 'the server does not import the PWA' },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'a feature never imports another feature',
            })),
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
