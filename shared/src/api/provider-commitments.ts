import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { defineCall } from './call.js';
import { SIGNED, ZOpaque } from './provider-wallet.js';

/**
 * A games provider logs its own commitments in the site's public log
 * (docs/decisions/0074): a slot or fishing server seed before its first
 * real-money play, a football match's seed before its first bet. Signed like
 * the wallet calls; idempotent by kind and subject (a repeat answers the same
 * entry, another commitment under the subject is a conflict). The site names
 * the entry `<kind>:<provider code>:<subject>`.
 */
export const PROVIDER_COMMITMENT_KINDS = ['slot_seed', 'fishing_seed', 'football_match'] as const;
export type ProviderCommitmentKind = (typeof PROVIDER_COMMITMENT_KINDS)[number];

export const ZProviderCommitmentRequest = z.object({
  kind: z.enum(PROVIDER_COMMITMENT_KINDS, { error: 'ชนิดค่าผูกมัดไม่ถูกต้อง' }),
  subject: ZOpaque('subject ไม่ถูกต้อง'),
  commitment: z.string({ error: 'ค่าผูกมัดต้องเป็นเลขฐานสิบหก 64 ตัว' }).regex(/^[0-9a-f]{64}$/, { error: 'ค่าผูกมัดต้องเป็นเลขฐานสิบหก 64 ตัว' }),
});
export type ProviderCommitmentRequest = z.input<typeof ZProviderCommitmentRequest>;

export const ZProviderCommitmentResponse = z.object({ seq: z.number().int().min(1), hash: z.string(), subject: z.string() });
export type ProviderCommitmentResponse = z.infer<typeof ZProviderCommitmentResponse>;

export const providerCommitmentCalls = {
  commit: defineCall({
    method: 'POST',
    path: '/provider/commitments',
    access: 'provider',
    summary: { th: 'ลงค่าผูกมัดของผู้ให้บริการเกมในบันทึกค่าผูกมัดสาธารณะ', en: "Log a provider's commitment in the public log of commitments" },
    body: ZProviderCommitmentRequest,
    data: ZProviderCommitmentResponse,
    errors: [...SIGNED, ErrorCode.PROVIDER_TRANSACTION_CONFLICT],
  }),
} as const;
