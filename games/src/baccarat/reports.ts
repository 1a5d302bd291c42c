/**
 * What a table tells the site (shared/src/api/provider-tables.ts), one report
 * per call, and the reporter that sends one: the site's signed calls in
 * production, a fake in tests. A reporter throws the site's refusal as its
 * AppError and anything else when the answer was lost.
 */
import { providerTableCalls } from '#shared/api/provider-tables.js';
import type { BodyInputOf } from '#shared/api/call.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { SignedPost } from '../provider/site-client.js';

type Calls = typeof providerTableCalls;
export type TableReportKind = keyof Calls;
export type TableReport = { [K in TableReportKind]: { kind: K; body: BodyInputOf<Calls[K]> } }[TableReportKind];

export interface TableReporter {
  send(report: TableReport): Promise<void>;
}

/**
 * The site's three signed calls. A reveal the site answers as not verified is
 * thrown as the mismatch it is: a shoe's fairness never fails quietly, and
 * sending it again would not change the answer.
 */
export function siteTableReporter(post: SignedPost): TableReporter {
  return {
    async send(report) {
      const call = providerTableCalls[report.kind];
      const answer = await post(call.path, report.body, call.data);
      if ('verified' in answer && !answer.verified) throw new AppError(ErrorCode.TABLE_SHOE_MISMATCH, `the site did not verify shoe ${report.body.shoe_id}`);
    },
  };
}
