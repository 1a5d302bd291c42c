/**
 * The written recipes the page shows in code type (ASCII: the code font has
 * no Thai glyphs). One place, so the yeekee and draw sections state the
 * digits-from-seed rule the same way.
 */
export const DIGITS_FROM_SEED = [
  'D(label, seed, n):',
  '  for block = 0, 1, 2, ...',
  '    h = SHA-256("<label>:<seed>:<block>")',
  '        (UTF-8, no newline)',
  '    h as an unsigned big-endian integer',
  '    append h mod 10^70 as 70 digits,',
  '        zeros in front',
  '  until n digits; answer the first n',
];

export const SEED_COMMITMENT = ['commit = SHA-256(seed), lowercase hex', '  (the seed\'s UTF-8 bytes, nothing else)'];

export const YEEKEE_FORMULA = [
  ...SEED_COMMITMENT,
  ...DIGITS_FROM_SEED,
  'house  = D("yeekee-house", seed, 5)',
  '         ("04817" counts as 4817)',
  'sum    = sum of all N shots (seq 1..N)',
  'back16 = shot seq N-15, or 0 if N < 16',
  'number = (sum - back16 + house)',
  '         mod 100000, as 5 digits',
  'top3    = number[2..4] (last three)',
  'bottom2 = number[0..1] (the two before)',
];

export const DRAW_FORMULA = [
  ...SEED_COMMITMENT,
  ...DIGITS_FROM_SEED,
  'other lotteries: d = D("draw", seed, 5)',
  '  top3 = d[0..2]  bottom2 = d[3..4]',
  'Thai government: d = D("thai-draw", seed, 20)',
  '  first_prize = d[0..5]  top3 = d[3..5]',
  '  front3 = d[6..8], d[9..11]',
  '  back3 = d[12..14], d[15..17]',
  '  bottom2 = d[18..19]',
];
