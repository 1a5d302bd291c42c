import { foundation } from './001-foundation.js';
import { lotto } from './002-lotto.js';
import { money } from './003-money.js';
import { resetCodes } from './004-reset-codes.js';
import { quests } from './005-quests.js';
import { redemption } from './006-redemption.js';
import { wheel } from './007-wheel.js';
import { audit } from './008-audit.js';
import { wheelDelivery } from './009-wheel-delivery.js';
import { daily } from './010-daily.js';
import { polls } from './011-polls.js';
import { games } from './012-games.js';
import { freeSpins } from './013-free-spins.js';
import { tables } from './014-tables.js';
import { promotionEligibility } from './015-promotion-eligibility.js';
import { sharedState, sharedStatePostgres } from './016-shared-state.js';
import { commitmentLog, commitmentLogPostgres } from './017-commitment-log.js';
import { slips, slipsPostgres } from './018-slips.js';
import { otpCodes, otpCodesPostgres } from './019-otp-codes.js';

export interface Migration {
  version: number;
  name: string;
  /** SQLite's SQL, and PostgreSQL's too unless `postgres` is given */
  sql: string;
  /** PostgreSQL's SQL where it differs; up to the baseline's version PostgreSQL takes the baseline instead (postgres-baseline.ts) */
  postgres?: string;
}

/** Applied in order, once each, on both engines; never edit one that has shipped, add the next. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'foundation', sql: foundation },
  { version: 2, name: 'lotto', sql: lotto },
  { version: 3, name: 'money', sql: money },
  { version: 4, name: 'reset-codes', sql: resetCodes },
  { version: 5, name: 'quests', sql: quests },
  { version: 6, name: 'redemption', sql: redemption },
  { version: 7, name: 'wheel', sql: wheel },
  { version: 8, name: 'audit', sql: audit },
  { version: 9, name: 'wheel-delivery', sql: wheelDelivery },
  { version: 10, name: 'daily', sql: daily },
  { version: 11, name: 'polls', sql: polls },
  { version: 12, name: 'games', sql: games },
  { version: 13, name: 'free-spins', sql: freeSpins },
  { version: 14, name: 'tables', sql: tables },
  { version: 15, name: 'promotion-eligibility', sql: promotionEligibility },
  { version: 16, name: 'shared-state', sql: sharedState, postgres: sharedStatePostgres },
  { version: 17, name: 'commitment-log', sql: commitmentLog, postgres: commitmentLogPostgres },
  { version: 18, name: 'slips', sql: slips, postgres: slipsPostgres },
  { version: 19, name: 'otp-codes', sql: otpCodes, postgres: otpCodesPostgres },
];
