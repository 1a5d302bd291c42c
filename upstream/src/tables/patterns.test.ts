import { describe, expect, it } from 'vitest';
import type { Winner } from '#shared/games/baccarat/index.js';
import { measureShoe, predictions } from './patterns.js';

const seq = (text: string): Winner[] => [...text].map((c) => (c === 'B' ? 'banker' : c === 'P' ? 'player' : 'tie'));

describe('formula page patterns', () => {
  it('name a side from the shoe so far: follow and ping-pong skip ties, a streak needs three and ties do not break it', () => {
    expect(predictions([])).toEqual({ banker_always: 'banker', player_always: 'player', follow_last: null, ping_pong: null, streak_of_three: null });
    expect(predictions(seq('BT'))).toMatchObject({ follow_last: 'banker', ping_pong: 'player', streak_of_three: null });
    expect(predictions(seq('PPTP'))).toMatchObject({ follow_last: 'player', streak_of_three: 'player' });
    expect(predictions(seq('PPPB'))).toMatchObject({ follow_last: 'banker', ping_pong: 'player', streak_of_three: null });
  });

  it('a try is a hand the pattern named a side for that was not a tie (worked by hand)', () => {
    // B B B P T B P: the tie is no try; follow/ping-pong start at the 2nd hand, the streak only names the 4th.
    expect(measureShoe(seq('BBBPTBP'))).toEqual({
      banker_always: { tries: 6, hits: 4 },
      player_always: { tries: 6, hits: 2 },
      follow_last: { tries: 5, hits: 2 },
      ping_pong: { tries: 5, hits: 3 },
      streak_of_three: { tries: 1, hits: 0 },
    });
    expect(measureShoe(seq('TTT'))).toEqual(measureShoe([]));
  });
});
