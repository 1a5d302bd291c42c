/**
 * The public log of commitments (docs/decisions/0074): anyone may page
 * through it from any point and recheck its hash chain
 * (shared/src/fairness/commitment-chain.ts), or look up the entry of one
 * round, seed or shoe.
 */
import { z } from 'zod';
import { COMMITMENT_KINDS, type CommitmentKind } from '../fairness/commitment-chain.js';
import { defineCall } from './call.js';
import { ZIsoDateTime, zQueryInt } from './common.js';

/** Most entries one page answers. */
export const COMMITMENT_PAGE_MAX = 500;

const ZHash = z.string().regex(/^[0-9a-f]{64}$/);
const kinds = Object.keys(COMMITMENT_KINDS) as [CommitmentKind, ...CommitmentKind[]];

export const ZCommitmentEntry = z.object({
  seq: z.number().int().min(1),
  kind: z.enum(kinds),
  /** what it is for: `round:<id>`, `wheel-seed:<id>`, `shoe:<table>:<shoe id>` */
  subject: z.string(),
  commitment: z.string(),
  committed_at: ZIsoDateTime,
  prev_hash: ZHash,
  hash: ZHash,
});
export type CommitmentEntry = z.infer<typeof ZCommitmentEntry>;

/** The newest entry's seq and hash (seq 0 and the genesis hash while the log is empty). */
export const ZCommitmentHead = z.object({ seq: z.number().int().min(0), hash: ZHash });
export type CommitmentHead = z.infer<typeof ZCommitmentHead>;

export const ZCommitmentsQuery = z.object({
  /** entries after this seq (0: from the start) */
  after: zQueryInt('ลำดับเริ่มต้นต้องเป็นตัวเลขตั้งแต่ 0', { min: 0 }).default(0),
  limit: zQueryInt(`ขอได้ครั้งละ 1 ถึง ${COMMITMENT_PAGE_MAX} รายการ`, { max: COMMITMENT_PAGE_MAX }).default(100),
  /** one subject's entry only, e.g. `round:123` */
  subject: z.string({ error: 'รหัสรายการไม่ถูกต้อง' }).regex(/^[a-z-]+:[0-9a-zA-Z:_-]{1,120}$/, { error: 'รหัสรายการไม่ถูกต้อง' }).optional(),
});

export const ZCommitmentsResponse = z.object({
  entries: z.array(ZCommitmentEntry),
  head: ZCommitmentHead,
});
export type CommitmentsResponse = z.infer<typeof ZCommitmentsResponse>;

export const fairnessCalls = {
  commitments: defineCall({
    method: 'GET',
    path: '/api/fairness/commitments',
    access: 'visitor',
    summary: {
      th: 'บันทึกค่าผูกมัดสาธารณะ (ห่วงโซ่แฮช) ทีละหน้า พร้อมหัวของบันทึก',
      en: 'The public log of commitments (a hash chain), a page at a time, with its head',
    },
    query: ZCommitmentsQuery,
    data: ZCommitmentsResponse,
    errors: [],
  }),
} as const;

/** The whole log as one file, a JSON entry a line (the gateway pages through the call above). */
export const COMMITMENTS_DOWNLOAD_PATH = '/fairness/commitments.jsonl';
