import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webZones from './web/lint/one-way-imports.js';
import vitest from '@vitest/eslint-plugin';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'artifacts/**', 'coverage/**', 'tests/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Type-aware promise rules on the server only (src/): an unhandled promise there is a lost error or a
    // request that never answers. One TypeScript program for src/ keeps lint time in bounds.
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One-way features (web/lint/one-way-imports.js): no feature imports another or app/.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'web-zones': webZones },
    rules: { 'web-zones/one-way-imports': 'error' },
  },
  {
    // A test's assertions must always run: an expect under an if, a ternary or a catch can be skipped silently.
    // (vitest/no-conditional-in-test stays off: what it adds here are `if (!result.ok) throw` type guards,
    // which fail loudly.)
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: { 'vitest/no-conditional-expect': 'error' },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
