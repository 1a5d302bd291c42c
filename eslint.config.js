import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/restricted-zones.js';

// Zones are paths from the repository root whatever directory eslint runs in.
const root = path.dirname(fileURLToPath(import.meta.url));
const client = (dir) => `./client/src/${dir}`;

// The client's layers point one way (docs/decisions/0023-client-layers.md): app → features →
// shared client code. `pages/` composes features like the router does.
const APP = [client('app'), client('pages'), client('main.tsx'), client('entry-server.tsx')];
const SHARED = [client('components'), client('lib'), client('member-data'), client('site-data'), client('game-data'), client('lotto-data'), client('test-support')];
// The agent console and the game frame are apps of their own beside the member site (docs/decisions/0055):
// each reads shared client code and the contract, never the member site, nor the other app.
const OTHER_APPS = [client('console'), client('play')];
const MEMBER_SITE = [...APP, client('features')];
const FEATURES = fs
  .readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: client('features'),
    from: APP,
    message: 'A feature never imports app/ or pages/: move what it needs down to components/, lib/ or test-support/.',
  },
  {
    target: SHARED,
    from: [...MEMBER_SITE, ...OTHER_APPS],
    message: 'Shared client code never imports a feature, app/, console/ or play/: move the shared part down, or compose it in app/.',
  },
  {
    target: MEMBER_SITE,
    from: OTHER_APPS,
    message: 'The member site links to /agent and /play by URL: their code is other apps (decision 0055). Move what both need to shared client code.',
  },
  ...OTHER_APPS.map((app) => ({
    target: app,
    from: [...MEMBER_SITE, ...OTHER_APPS.filter((other) => other !== app)],
    message: 'console/ and play/ are apps of their own (decision 0055): they import shared client code and the contract, never the member site or each other.',
  })),
  // One zone per feature (bulletproof-react): it may import only itself among the features.
  ...FEATURES.map((feature) => ({
    target: client(`features/${feature}`),
    from: client('features'),
    except: [`./${feature}`],
    message: 'Features do not import each other: pages and app/ compose them; what two features need moves down a layer.',
  })),
];

// The journeys' support (the time-travel server's shiftable clock above all) never reaches the product (docs/decisions/0037).
const E2E_ONLY = 'The product never imports e2e/: its clock and its servers are the journeys’ own.';
// Import patterns are gitignore lines, where a leading # starts a comment: the package aliases
// (`#games/*`, package.json's `imports`) are written `\\#games/*`.
// The server kit (HTTP edge, logs, pools, the provider signature) runs in Node only; the browser loads the contract alone.
const SERVER_KIT = ['\\#server-kit/*', '**/server-kit/**'];
const SERVER_KIT_ONLY = 'server-kit/ is the servers’ own (Node only): the browser and the contract never import it.';
// The games provider (games/src and games/scripts) is a program of its own: what the site and the
// browser show or recompute of its games is in the contract, shared/src/games/.
const GAMES_PROVIDER = ['\\#games/*', '**/games/src/**', '**/games/scripts/**'];
const PROVIDER_ONLY =
  'The games provider is a program of its own: import what the site shows or recomputes of its games from the contract (#shared/games/...), never from games/src.';

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
    files: ['client/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/restricted-zones': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // shared is the contract: it never imports the programs that read it.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#client/*', '\\#gateway/*', '\\#upstream/*', '**/client/**', '**/gateway/**', '**/upstream/**'], message: 'shared stays pure' },
            { group: SERVER_KIT, message: SERVER_KIT_ONLY },
            { group: GAMES_PROVIDER, message: 'shared stays pure: the contract never imports the games provider; move what both need into shared/src/games/.' },
            { group: ['**/e2e/**'], message: E2E_ONLY },
          ],
        },
      ],
    },
  },
  {
    files: ['server-kit/**/*.ts'],
    rules: {
      // The kit sits under the servers: it reads the contract and never the programs built on it.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#client/*', '\\#gateway/*', '\\#upstream/*', '\\#games/*', '**/client/**', '**/gateway/**', '**/upstream/**', '**/games/**'], message: 'The server kit is shared by the servers: it imports only the contract and packages.' },
            { group: ['**/e2e/**'], message: E2E_ONLY },
          ],
        },
      ],
    },
  },
  {
    // The client never loads the servers' kit, and reads the games provider's figures, titles and
    // rules from the contract.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_KIT, message: SERVER_KIT_ONLY },
            { group: ['\\#games/*', '**/games/src/**'], message: PROVIDER_ONLY },
            { group: ['**/e2e/**'], message: E2E_ONLY },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/**/*.ts', 'upstream/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/e2e/**'], message: E2E_ONLY }] }],
    },
  },
  {
    // The upstream reads the games provider's figures from the contract too. Its tests may start the
    // provider itself (their test-support), as the gateway's do.
    files: ['upstream/**/*.ts'],
    ignores: ['upstream/**/*.test.ts', 'upstream/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/e2e/**'], message: E2E_ONLY },
            { group: ['\\#games/*', '**/games/src/**'], message: PROVIDER_ONLY },
          ],
        },
      ],
    },
  },
  {
    // A promise nobody awaits or catches fails as an unhandled rejection, often after its request has
    // answered or its test has closed the database: on the servers every promise is awaited, returned,
    // handed to something that catches it, or marked `void` with its own catch.
    files: ['upstream/src/**/*.ts', 'gateway/src/**/*.ts', 'games/src/**/*.ts', 'server-kit/src/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
);
