/** A football bet as the table keeps it, read by the bets, their views and settlement. */
import type { Selectable } from 'kysely';
import type { FootballSelection } from '#shared/games/football-api.js';
import type { GamesDB } from '../provider/db/transaction.js';

export type FootballBetStatus = 'debiting' | 'placed' | 'rollback_pending' | 'rolled_back' | 'settled';

/** A bet as kept; its selection and status as the table's CHECKs hold them. */
export type FootballBetRow = Omit<Selectable<GamesDB['football_bets']>, 'selection' | 'status'> & {
  selection: FootballSelection;
  status: FootballBetStatus;
};

/** What the queries that read bets narrow their rows to. */
export type BetColumns = Pick<FootballBetRow, 'selection' | 'status'>;
