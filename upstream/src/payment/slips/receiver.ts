/**
 * Whether the account a transfer went to is one of the site's: the services
 * report it masked by the bank ("xxx-x-x1234-x", "123xxxx890", a PromptPay
 * phone as "xxx-xxx-5678"), so a masked number matches a full one when every
 * digit it shows is the full one's digit in the same place, counted from the
 * end (banks keep the length and mask in place). A bank code, when the
 * service names one, must be the account's bank too.
 */
import { BANK_NUMBERS, type BankCode } from '#shared/banks.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { requireSite } from '../../site/sites.js';
import type { Ctx } from '../../context.js';
import type { SlipParty } from './slip-types.js';

/** The digits shown needed for a match: fewer could name another account by chance. */
const MIN_SHOWN_DIGITS = 4;

/** Digits and mask characters, separators dropped. */
const compact = (text: string) => text.replace(/[^0-9a-z*•#]/gi, '');

export function maskedMatches(masked: string, full: string): boolean {
  const shown = compact(masked);
  const digits = full.replace(/\D/g, '');
  if (shown.length === 0 || digits.length === 0 || shown.length > digits.length) return false;
  // Aligned from the end: a bank may drop leading digits but not the tail.
  const offset = digits.length - shown.length;
  let matched = 0;
  for (let i = 0; i < shown.length; i += 1) {
    const char = shown[i]!;
    if (!/\d/.test(char)) continue;
    if (char !== digits[offset + i]) return false;
    matched += 1;
  }
  return matched >= MIN_SHOWN_DIGITS;
}

/** A PromptPay id as the services write it: a phone as 0XXXXXXXXX, a tax id as 13 digits. */
function promptPayDigits(id: string): string {
  const digits = id.replace(/\D/g, '');
  return digits.startsWith('66') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

export type SiteAccount = { kind: 'bank'; id: number } | { kind: 'promptpay' };

/** The site's account the transfer went to, or null when it went elsewhere (or the service did not say). */
export async function siteAccountOf(ctx: Ctx, receiver: SlipParty): Promise<SiteAccount | null> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  if (receiver.account) {
    const accounts = await ctx.db.selectFrom('agent_bank_accounts').select(['id', 'bank_code', 'account_no']).where('agent_id', '=', agent.id).execute();
    const found = accounts.find(
      (account) =>
        (receiver.bankCode === null || BANK_NUMBERS[account.bank_code as BankCode] === receiver.bankCode) && maskedMatches(receiver.account!, account.account_no),
    );
    if (found) return { kind: 'bank', id: found.id };
  }
  if (receiver.proxy) {
    const promptPay = await ctx.db.selectFrom('agent_promptpay').select('promptpay_id').where('agent_id', '=', agent.id).executeTakeFirst();
    if (promptPay && maskedMatches(receiver.proxy, promptPayDigits(promptPay.promptpay_id))) return { kind: 'promptpay' };
  }
  return null;
}
