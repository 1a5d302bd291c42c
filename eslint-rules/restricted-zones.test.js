import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { restrictedZones } from './restricted-zones.js';

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const feature = path.join(root, 'client/src/features/wallet/components/balance.tsx');
const options = [
  {
    basePath: root,
    zones: [{ target: './client/src/features', from: ['./client/src/app'], message: 'down only' }],
  },
];

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('restricted-zones', restrictedZones, {
  valid: [
    { filename: feature, options, code: "import { money } from '#client/lib/money-text.js';" },
    { filename: feature, options, code: "import { money } from '../../../lib/money-text.js';" },
    { filename: feature, options, code: "import { z } from 'zod';" },
  ],
  invalid: [
    { filename: feature, options, code: "import { App } from '../../../app/app.js';", errors: [{ message: 'down only' }] },
    { filename: feature, options, code: "import { App } from '#client/app/app.js';", errors: [{ message: 'down only' }] },
    { filename: feature, options, code: "const app = import('#client/app/app.js');", errors: [{ message: 'down only' }] },
  ],
});
