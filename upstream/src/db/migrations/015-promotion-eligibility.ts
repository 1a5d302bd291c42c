import { DEFAULT_NEW_MEMBER_DAYS, PROMOTION_ELIGIBILITY_RULES } from '#shared/api/promotion.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Who may take a promotion (docs/decisions/0047): one rule per promotion, and
 * the new-member window in days (used by that rule only). A member promotion
 * a deposit found no longer eligible is cancelled with its reason, and the
 * deposit keeps the note the member reads on its payment page.
 *
 * The demo agent's seeded promotions get the rule their wording promises, so
 * a database seeded before this migration stops paying the first-deposit
 * bonus on later deposits.
 */
export const promotionEligibility = `
ALTER TABLE promotions ADD COLUMN eligibility TEXT NOT NULL DEFAULT 'any_deposit'
  CHECK (eligibility IN (${list(PROMOTION_ELIGIBILITY_RULES)}));
ALTER TABLE promotions ADD COLUMN new_member_days INTEGER NOT NULL DEFAULT ${DEFAULT_NEW_MEMBER_DAYS} CHECK (new_member_days > 0);
ALTER TABLE member_promotions ADD COLUMN end_reason TEXT;
ALTER TABLE deposits ADD COLUMN promotion_note TEXT;

-- The rules look up the times a member took a promotion (deposits_member serves their deposits).
CREATE INDEX member_promotions_taken ON member_promotions(member_id, promotion_id, activated_at);

UPDATE promotions SET eligibility = 'first_deposit'
  WHERE title = 'สมาชิกใหม่ รับโบนัส 100%' AND agent_id = (SELECT id FROM agents WHERE code = '${DEFAULT_AGENT_CODE}');
UPDATE promotions SET eligibility = 'once_per_day'
  WHERE title = 'ฝากรายวัน รับเพิ่ม 20%' AND agent_id = (SELECT id FROM agents WHERE code = '${DEFAULT_AGENT_CODE}');
`;
