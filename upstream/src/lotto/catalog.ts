/**
 * The categories the demo seeds (docs/domain.md "Lotto"): their schedules, rates,
 * limits and the restricted numbers each new round starts with. Data, not
 * rules: an operator changes these rows, not code.
 */
import type { BetType, LottoGroup, LottoKind } from '#shared/api/lotto/rounds.js';
import type { Schedule } from './schedule.js';

export interface RestrictedTemplate {
  bet_type: BetType;
  number: string;
  kind: 'closed' | 'reduced';
  /** THB per 1 when reduced; half the category's rate when left out */
  rate?: number;
}

export interface CategorySeed {
  code: string;
  name: string;
  group: LottoGroup;
  kind: LottoKind;
  schedule: Schedule;
  restricted: RestrictedTemplate[];
}

/** The code of the category that `yeekeeRoundSeconds` speeds up. */
export const FAST_YEEKEE_CODE = 'YEEKEE_5';

const MON_FRI = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    code: 'THAI_GOV',
    name: 'หวยรัฐบาลไทย',
    group: 'thai',
    kind: 'thai',
    schedule: { type: 'monthly', days: [1, 16], closes: '15:00', result: '16:00' },
    restricted: [
      { bet_type: '3top', number: '999', kind: 'reduced' },
      { bet_type: '2bottom', number: '00', kind: 'reduced' },
      { bet_type: '3top', number: '123', kind: 'closed' },
    ],
  },
  {
    code: 'LAO',
    name: 'หวยลาว',
    group: 'foreign',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: [1, 3, 5], opens_before_minutes: 24 * 60, closes: '20:00', result: '20:30' },
    restricted: [{ bet_type: '2bottom', number: '55', kind: 'reduced' }],
  },
  {
    code: 'HANOI',
    name: 'ฮานอยปกติ',
    group: 'hanoi',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: EVERY_DAY, opens_before_minutes: 23 * 60, closes: '18:00', result: '18:30' },
    restricted: [
      { bet_type: '2top', number: '19', kind: 'reduced' },
      { bet_type: '3top', number: '456', kind: 'closed' },
    ],
  },
  {
    code: 'HANOI_SPECIAL',
    name: 'ฮานอยพิเศษ',
    group: 'hanoi',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: EVERY_DAY, opens_before_minutes: 23 * 60, closes: '17:00', result: '17:30' },
    restricted: [],
  },
  {
    code: 'HANOI_VIP',
    name: 'ฮานอย VIP',
    group: 'hanoi',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: EVERY_DAY, opens_before_minutes: 23 * 60, closes: '19:00', result: '19:30' },
    restricted: [{ bet_type: '3top', number: '888', kind: 'closed' }],
  },
  {
    code: 'NIKKEI_AM',
    name: 'นิเคอิ รอบเช้า',
    group: 'stock',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: MON_FRI, opens_before_minutes: 23 * 60, closes: '09:00', result: '09:35' },
    restricted: [],
  },
  {
    code: 'HANGSENG_AM',
    name: 'ฮั่งเส็ง รอบเช้า',
    group: 'stock',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: MON_FRI, opens_before_minutes: 23 * 60, closes: '10:45', result: '11:15' },
    restricted: [],
  },
  {
    // The New York close (16:00 ET) is 03:00 or 04:00 in Bangkok, the next morning, Tuesday to Saturday.
    code: 'DOWJONES',
    name: 'ดาวโจนส์',
    group: 'stock',
    kind: 'standard',
    schedule: { type: 'weekly', weekdays: [2, 3, 4, 5, 6], opens_before_minutes: 20 * 60, closes: '00:30', result: '04:30' },
    restricted: [],
  },
  {
    code: 'YEEKEE_15',
    name: 'ยี่กี 15 นาที',
    group: 'yeekee',
    kind: 'yeekee',
    schedule: { type: 'yeekee', first_opens: '06:00', round_minutes: 15, rounds: 88 },
    restricted: [],
  },
  {
    code: FAST_YEEKEE_CODE,
    name: 'ยี่กี 5 นาที',
    group: 'yeekee',
    kind: 'yeekee',
    schedule: { type: 'yeekee', first_opens: '06:00', round_minutes: 5, rounds: 264 },
    restricted: [],
  },
];

/** THB paid per 1 THB (the bet types' table of docs/domain.md "Lotto"); a bet type a category lacks is absent. */
export const THAI_RATES: Record<BetType, number> = {
  '3top': 900,
  '3tod': 150,
  '3front': 450,
  '3back': 450,
  '2top': 90,
  '2bottom': 90,
  runtop: 3.2,
  runbottom: 4.2,
};

export const STANDARD_RATES: Partial<Record<BetType, number>> = {
  '3top': 850,
  '3tod': 120,
  '2top': 90,
  '2bottom': 90,
  runtop: 3.2,
  runbottom: 4.2,
};

/** THB: the least and most one item may stake, and the most all members together may stake on one number in a round. */
export const LIMITS: Record<BetType, { min: number; max: number; perNumber: number }> = {
  '3top': { min: 1, max: 2_000, perNumber: 20_000 },
  '3tod': { min: 1, max: 2_000, perNumber: 20_000 },
  '3front': { min: 1, max: 2_000, perNumber: 20_000 },
  '3back': { min: 1, max: 2_000, perNumber: 20_000 },
  '2top': { min: 1, max: 5_000, perNumber: 50_000 },
  '2bottom': { min: 1, max: 5_000, perNumber: 50_000 },
  runtop: { min: 1, max: 10_000, perNumber: 100_000 },
  runbottom: { min: 1, max: 10_000, perNumber: 100_000 },
};
