/**
 * Password reset by SMS code or agent link (docs/decisions/0028): a row is a
 * `code` (6 digits, hashed with its row id, a few wrong tries void it) or a
 * `link` (32 random bytes, hashed). Tokens of the old identity-only step 1 are
 * voided: that proof is no longer enough.
 */
export const resetCodes = `
ALTER TABLE password_resets ADD COLUMN kind TEXT NOT NULL DEFAULT 'link' CHECK (kind IN ('code', 'link'));
ALTER TABLE password_resets ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
UPDATE password_resets SET used_at = created_at WHERE used_at IS NULL;
CREATE INDEX password_resets_member ON password_resets(member_id, kind, used_at);
`;
