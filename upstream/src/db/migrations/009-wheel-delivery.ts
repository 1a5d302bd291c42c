/**
 * The agent sends a claimed item prize (docs/decisions/0030): `delivered_at`
 * is set once, when the console marks it sent, with the agent's note (a
 * tracking number, say). NULL: claimed and still waiting to be sent.
 */
export const wheelDelivery = `
ALTER TABLE wheel_spins ADD COLUMN delivered_at INTEGER;
ALTER TABLE wheel_spins ADD COLUMN delivery_note TEXT;
`;
