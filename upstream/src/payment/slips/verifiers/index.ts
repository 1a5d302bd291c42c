/**
 * Which slip verification service the site uses, from SLIP_VERIFY_PROVIDER,
 * SLIP_VERIFY_URL and SLIP_VERIFY_KEY, checked once at start (docs/design.md §1,
 * house pattern 6). Unset: `null`, and slips go to the agent. A half-made setting
 * fails the start rather than sending every slip to the agent unnoticed.
 */
import { z } from 'zod';
import type { SlipVerifier } from '../slip-types.js';
import type { AttemptOptions } from './attempts.js';
import { demoSlipVerifier, type DemoSlipLookup } from './demo.js';
import { easySlipVerifier } from './easyslip.js';
import { slipOkVerifier } from './slipok.js';

export const SLIP_VERIFY_PROVIDERS = ['slipok', 'easyslip', 'demo'] as const;

export interface SlipVerifyEnv {
  SLIP_VERIFY_PROVIDER?: string | undefined;
  SLIP_VERIFY_URL?: string | undefined;
  SLIP_VERIFY_KEY?: string | undefined;
}

export interface SlipVerifierOptions extends AttemptOptions {
  /** the demo slip generator's register; needed when SLIP_VERIFY_PROVIDER is `demo` */
  demoLookup?: DemoSlipLookup;
}

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const ZSlipVerifyEnv = z
  .object({
    SLIP_VERIFY_PROVIDER: z.preprocess(
      (value) => (typeof value === 'string' ? blankAsUnset(value.trim().toLowerCase()) : value),
      z.enum(SLIP_VERIFY_PROVIDERS).optional(),
    ),
    SLIP_VERIFY_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional()),
    SLIP_VERIFY_KEY: z.preprocess(blankAsUnset, z.string().trim().optional()),
  })
  .superRefine((env, context) => {
    const problem = (path: keyof SlipVerifyEnv, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!env.SLIP_VERIFY_PROVIDER) {
      if (env.SLIP_VERIFY_URL || env.SLIP_VERIFY_KEY) problem('SLIP_VERIFY_PROVIDER', `unset while SLIP_VERIFY_URL or SLIP_VERIFY_KEY is set: name one of ${SLIP_VERIFY_PROVIDERS.join(', ')}`);
      return;
    }
    if (env.SLIP_VERIFY_PROVIDER === 'demo') return;
    if (!env.SLIP_VERIFY_URL) problem('SLIP_VERIFY_URL', `required for ${env.SLIP_VERIFY_PROVIDER}`);
    if (!env.SLIP_VERIFY_KEY) problem('SLIP_VERIFY_KEY', `required for ${env.SLIP_VERIFY_PROVIDER}`);
  });

/** The configured verifier, or null when none is; throws on a setting that cannot work. */
export function slipVerifierFromEnv(env: SlipVerifyEnv, options: SlipVerifierOptions = {}): SlipVerifier | null {
  const parsed = ZSlipVerifyEnv.safeParse({
    SLIP_VERIFY_PROVIDER: env.SLIP_VERIFY_PROVIDER,
    SLIP_VERIFY_URL: env.SLIP_VERIFY_URL,
    SLIP_VERIFY_KEY: env.SLIP_VERIFY_KEY,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid slip verification settings: ${problems}`);
  }
  const { SLIP_VERIFY_PROVIDER: provider, SLIP_VERIFY_URL: url, SLIP_VERIFY_KEY: key } = parsed.data;
  const { demoLookup, ...attemptOptions } = options;
  switch (provider) {
    case undefined:
      return null;
    case 'demo':
      if (!demoLookup) throw new Error('invalid slip verification settings: SLIP_VERIFY_PROVIDER: demo needs the demo slip generator (demoLookup)');
      return demoSlipVerifier(demoLookup);
    // The refinement above made URL and key present for both services.
    case 'slipok':
      return slipOkVerifier({ url: url!, key: key! }, attemptOptions);
    case 'easyslip':
      return easySlipVerifier({ url: url!, key: key! }, attemptOptions);
  }
}
