/**
 * Answers of the built-in provider's football API for the /play football
 * tests, shaped by the contract (shared/src/games/football-api.ts): a match
 * live at minute 37 (1 - 0), three open matches, one result; the member with ฿1,000.
 */
import type { FootballBet, FootballMatch, FootballMatchesResponse, FootballMyBetsResponse } from '#shared/games/football-api.js';
import type { LiveGameSession } from '#shared/games/slot-api.js';
import { session } from './fixtures.js';

export const FOOTBALL_GAME = 'vfb-1';
export const SERVER_TIME = '2026-11-23T13:01:07.000Z';
const KICKED_OFF = Date.parse('2026-11-23T13:00:30.000Z');
const at = (ms: number) => new Date(ms).toISOString();

export function footballSession(): LiveGameSession {
  return { ...session(), free_spin: null, game: { kind: 'football', code: FOOTBALL_GAME, name: 'ฟุตบอลเสมือนจริง' } };
}

function match(kickoff: number, home: [string, string], away: [string, string], overrides: Partial<FootballMatch> = {}): FootballMatch {
  return {
    match_id: `vfb-1-${kickoff / 1000}`,
    kickoff_at: at(kickoff),
    full_time_at: at(kickoff + 90_000),
    status: 'open',
    home: { code: home[0], name: home[1] },
    away: { code: away[0], name: away[1] },
    means: { home: 1.885, away: 0.69 },
    odds: { home: 1.52, draw: 3.9, away: 6.45, over: 1.95, under: 1.85 },
    commitment: 'c0ffee'.padEnd(64, '0'),
    minute: null,
    score: null,
    events: [],
    server_seed: null,
    log_seq: null,
    ...overrides,
  };
}

/** The first open match: kicks off 2:23 after SERVER_TIME (the live one kicked off 37 s before it). */
export const NEXT_KICKOFF = KICKED_OFF + 180_000;

export function matchesAnswer(overrides: Partial<FootballMatchesResponse> = {}): FootballMatchesResponse {
  return {
    server_time: SERVER_TIME,
    timing: { interval_ms: 180_000, play_ms: 90_000 },
    margin_percent: 5,
    open: [
      match(NEXT_KICKOFF, ['SPB', 'ช้างศึกสุพรรณ'], ['NPT', 'ราชสีห์นครปฐม']),
      match(NEXT_KICKOFF + 180_000, ['CBI', 'ฉลามชลบุรี'], ['KRT', 'อินทรีเหล็กโคราช']),
      match(NEXT_KICKOFF + 360_000, ['CMI', 'สิงห์ทองเชียงใหม่'], ['PKT', 'นางนวลภูเก็ต']),
    ],
    live: match(KICKED_OFF, ['AYA', 'กิเลนทองอยุธยา'], ['LPG', 'เสือดำลำปาง'], {
      status: 'live',
      minute: 37,
      score: { home: 1, away: 0 },
      events: [{ minute: 12, side: 'home' }],
    }),
    results: [
      match(KICKED_OFF - 180_000, ['UBN', 'ควายธนูอุบล'], ['NKI', 'นาคราชหนองคาย'], {
        status: 'finished',
        minute: 90,
        score: { home: 2, away: 2 },
        events: [],
        server_seed: 'seed'.padEnd(64, 'a'),
        log_seq: 12,
      }),
    ],
    ...overrides,
  };
}

export function footballBet(overrides: Partial<FootballBet> = {}): FootballBet {
  return {
    bet_id: 'b1',
    match_id: `vfb-1-${NEXT_KICKOFF / 1000}`,
    home: 'ช้างศึกสุพรรณ',
    away: 'ราชสีห์นครปฐม',
    kickoff_at: at(NEXT_KICKOFF),
    selection: 'home',
    odds: 1.52,
    stake: 100,
    status: 'open',
    returned: null,
    created_at: SERVER_TIME,
    ...overrides,
  };
}

export const myBetsAnswer = (bets: FootballBet[] = [], balance = 1_000): FootballMyBetsResponse => ({ bets, balance });
