/**
 * Which SMS gateway sends the reset codes, from SMS_PROVIDER and its
 * variables, checked once at boot (docs/design.md §1, house pattern 6; the gateway's
 * loadConfig calls readSmsEnv). Nothing set: no gateway, and the member asks
 * the agent. A half-made setting (a key without SMS_PROVIDER, a provider
 * without its key) fails the start rather than leaving every member without
 * a code unnoticed (docs/decisions/0085).
 */
import { z } from 'zod';
import type { SmsSender } from '../../settings.js';
import { httpSmsSender } from './generic.js';
import { THAIBULKSMS_CREDIT_TYPES, THAIBULKSMS_URL, thaiBulkSmsSender, type SmsAttemptOptions, type ThaiBulkSmsCreditType } from './thaibulksms.js';

export const SMS_PROVIDERS = ['generic', 'thaibulksms'] as const;

export interface SmsEnv {
  SMS_PROVIDER?: string | undefined;
  SMS_URL?: string | undefined;
  SMS_TOKEN?: string | undefined;
  SMS_KEY?: string | undefined;
  SMS_SECRET?: string | undefined;
  SMS_SENDER?: string | undefined;
  SMS_CREDIT_TYPE?: string | undefined;
}

/** A checked setting: what smsSenderFor builds a sender from. It holds secrets: never log it. */
export type SmsSettings =
  | { provider: 'generic'; url: string; token: string | undefined }
  | { provider: 'thaibulksms'; url: string; key: string; secret: string; sender: string; creditType: ThaiBulkSmsCreditType | undefined };

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const lowerCase = (value: unknown) => (typeof value === 'string' ? blankAsUnset(value.trim().toLowerCase()) : value);
const optionalText = z.preprocess(blankAsUnset, z.string().trim().optional());

const ZSmsEnv = z
  .object({
    SMS_PROVIDER: z.preprocess(lowerCase, z.enum(SMS_PROVIDERS, { error: `one of ${SMS_PROVIDERS.join(', ')}` }).optional()),
    SMS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional()),
    SMS_TOKEN: optionalText,
    SMS_KEY: optionalText,
    SMS_SECRET: optionalText,
    SMS_SENDER: optionalText,
    SMS_CREDIT_TYPE: z.preprocess(lowerCase, z.enum(THAIBULKSMS_CREDIT_TYPES, { error: `one of ${THAIBULKSMS_CREDIT_TYPES.join(', ')}` }).optional()),
  })
  .superRefine((env, context) => {
    const problem = (path: keyof SmsEnv, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const thaiBulkOnly = ['SMS_KEY', 'SMS_SECRET', 'SMS_SENDER', 'SMS_CREDIT_TYPE'] as const;
    if (env.SMS_PROVIDER === 'thaibulksms') {
      for (const name of ['SMS_KEY', 'SMS_SECRET', 'SMS_SENDER'] as const) if (!env[name]) problem(name, 'required for thaibulksms');
      if (env.SMS_TOKEN) problem('SMS_TOKEN', 'the generic gateway\'s; thaibulksms signs in with SMS_KEY and SMS_SECRET');
      return;
    }
    // generic, named or by default: today's SMS_URL and SMS_TOKEN.
    for (const name of thaiBulkOnly) if (env[name]) problem(name, `set while SMS_PROVIDER is ${env.SMS_PROVIDER ?? 'unset (generic)'}: it is for SMS_PROVIDER=thaibulksms`);
    if (!env.SMS_URL && (env.SMS_PROVIDER === 'generic' || env.SMS_TOKEN)) problem('SMS_URL', 'required for the generic gateway');
  });

/** The checked setting, or undefined when no gateway is set; throws naming the variable on one that cannot work. */
export function readSmsEnv(env: SmsEnv): SmsSettings | undefined {
  const parsed = ZSmsEnv.safeParse({
    SMS_PROVIDER: env.SMS_PROVIDER,
    SMS_URL: env.SMS_URL,
    SMS_TOKEN: env.SMS_TOKEN,
    SMS_KEY: env.SMS_KEY,
    SMS_SECRET: env.SMS_SECRET,
    SMS_SENDER: env.SMS_SENDER,
    SMS_CREDIT_TYPE: env.SMS_CREDIT_TYPE,
  });
  if (!parsed.success) {
    // Each issue names a variable and a rule, never the value given (it may be the secret).
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid SMS settings: ${problems}`);
  }
  const e = parsed.data;
  // The refinement above made the key, the secret and the sender present for thaibulksms.
  if (e.SMS_PROVIDER === 'thaibulksms') {
    return { provider: 'thaibulksms', url: e.SMS_URL ?? THAIBULKSMS_URL, key: e.SMS_KEY!, secret: e.SMS_SECRET!, sender: e.SMS_SENDER!, creditType: e.SMS_CREDIT_TYPE };
  }
  return e.SMS_URL ? { provider: 'generic', url: e.SMS_URL, token: e.SMS_TOKEN } : undefined;
}

/** The sender of a checked setting. */
export function smsSenderFor(settings: SmsSettings, options: SmsAttemptOptions = {}): SmsSender {
  switch (settings.provider) {
    case 'generic':
      return httpSmsSender(settings.url, settings.token, options.timeoutMs);
    case 'thaibulksms':
      return thaiBulkSmsSender(settings, options);
  }
}
