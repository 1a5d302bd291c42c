import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    rules: {
      // Features stay apart; pages and components compose them (STYLE.md).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){1,2}(?!\\.\\.)[a-z-]+/(api|components|pages|hooks)/', message: 'features do not import each other' }] },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // shared is the contract: it never imports the programs that read it.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '**/gateway/**', '**/upstream/**'], message: 'shared stays pure' }] },
      ],
    },
  },
);
