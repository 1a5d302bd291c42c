/**
 * The draw every game but the lotto shares (shared/wheel/fair.ts ticketOf),
 * written once in code type for each section that uses it (ASCII only: the
 * code font has no Thai glyphs).
 */
export const HMAC_DRAW = [
  'commit = SHA-256(server seed), lowercase hex,',
  '         shown before play',
  'F(message, n):',
  '  digest = HMAC-SHA256(key = server seed,',
  '                       message), hex',
  '  bits = first 13 hex digits of digest',
  '         as an integer (its first 52 bits)',
  '  F = floor(bits / 2^52 * n)   (0 .. n-1)',
  'every text is taken as its UTF-8 bytes',
];

/** Sample seeds no real round ever used: the example when there is no real one to show. */
export const SAMPLE_SEEDS = { server: 'example-server-seed', client: 'example-client-seed', nonce: 1 } as const;
