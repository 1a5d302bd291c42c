import type { AnyTopic } from '../topic.js';
import { announcementsTopic } from './announcements.js';
import { baccaratTableTopic } from './baccarat-table.js';
import { commitmentsTopic } from './commitments.js';
import { footballTopic } from './football.js';
import { lottoResultsTopic } from './lotto-results.js';
import { notificationsTopic } from './notifications.js';
import { paymentLiveTopic } from './payment.js';
import { pollLiveTopic, pollQuotaTopic } from './poll.js';
import { soothTopic } from './sooth.js';
import { walletsTopic } from './wallets.js';
import { wheelBoardTopic } from './wheel-board.js';
import { withdrawalsTopic } from './withdrawals.js';
import { yeekeeRoundLiveTopic } from './yeekee-round.js';
import { yeekeeRoundsTopic } from './yeekee-rounds.js';

/** Every topic /live serves; a new topic is one file here and one line below. */
export const TOPICS: AnyTopic[] = [walletsTopic, notificationsTopic, announcementsTopic, yeekeeRoundsTopic, yeekeeRoundLiveTopic, lottoResultsTopic, paymentLiveTopic, withdrawalsTopic, wheelBoardTopic, pollLiveTopic, soothTopic, baccaratTableTopic, footballTopic, commitmentsTopic];

/** Every topic with rooms: those above and the member parts they join (a poll's quota), whose `afterCalls` count too. */
export const ALL_TOPICS: AnyTopic[] = [...TOPICS, pollQuotaTopic];
