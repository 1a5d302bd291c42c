/**
 * "วิธีตรวจสอบโดยละเอียด": the link from a panel that checks one thing to the
 * fairness page's section on it (docs/decisions/0043). Games run in the
 * launcher's frame, so there it opens a new tab instead of replacing the game.
 */
import { PageLink } from '../page-link/page-link.js';

export type FairnessSection = 'yeekee' | 'draws' | 'wheel' | 'slots' | 'baccarat' | 'fishing' | 'football' | 'payouts';

export function FairnessLink({ section, newTab = false }: { section: FairnessSection; newTab?: boolean }) {
  return (
    <PageLink to={`/fairness#${section}`} newTab={newTab} fontSize="sm" data-testid="fairness-link">
      วิธีตรวจสอบโดยละเอียดและตัวอย่าง
    </PageLink>
  );
}
