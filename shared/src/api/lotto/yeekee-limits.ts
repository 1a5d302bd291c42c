/**
 * A yeekee round's page of shots and a member's cooldown between shots,
 * without the schemas of yeekee.ts: the round page reads them on its first
 * route without loading zod (docs/decisions/0054). yeekee.ts re-exports them.
 */
export const YEEKEE_SHOTS_PAGE_SIZE = 100;
export const YEEKEE_SHOT_COOLDOWN_SECONDS = 10;
