/**
 * Lotto wire shapes of DOMAIN.md that the socket contract already carries.
 * The calls themselves are added with the lotto area.
 */
export type RoundStatus = 'upcoming' | 'open' | 'closed' | 'resulted' | 'cancelled';

export interface LottoResult {
  top3: string;
  bottom2: string;
  first_prize?: string;
  front3?: string[];
  back3?: string[];
}

export interface LottoRound {
  round_id: number;
  category_id: number;
  name: string;
  status: RoundStatus;
  opens_at: string;
  closes_at: string;
  result?: LottoResult;
}

export interface YeekeeShot {
  seq: number;
  number: string;
  /** masked, e.g. "08x-xxx-x678" */
  username: string;
  created_at: string;
}
