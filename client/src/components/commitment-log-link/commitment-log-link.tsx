/**
 * "ลำดับในบันทึกค่าผูกมัด #<seq>" beside a revealed seed: where its commitment
 * sits in the public log (docs/decisions/0074), so a checker finds the entry
 * by its number instead of guessing its subject. Links to the log on
 * /fairness; in the launcher's frame in a new tab, as FairnessLink does, so
 * the game stays. Nothing when the seed has no entry (committed before the
 * log existed, or never played for real money).
 */
import { PageLink } from '../page-link/page-link.js';

/** The log's section on /fairness (features/fairness/sections/commitment-log-section.tsx). */
const LOG_HREF = '/fairness#commitments';

export function CommitmentLogLink({ seq, newTab = false }: { seq: number | null | undefined; newTab?: boolean }) {
  if (seq === null || seq === undefined) return null;
  return (
    <PageLink to={LOG_HREF} newTab={newTab} fontSize="xs" data-testid="commitment-log-link">
      ลำดับในบันทึกค่าผูกมัด #{seq}
    </PageLink>
  );
}
