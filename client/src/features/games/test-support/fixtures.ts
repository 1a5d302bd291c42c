/** Games test data: catalogue rows as the upstream answers them. */
import type { FreeSpinCredit, Game, GameListResponse, LobbyConfig } from '#shared/api/games.js';
import type { Wallet } from '#shared/api/member.js';
import { GAME_CALLS } from '../api/calls.js';

export const GAME_PATHS = {
  list: GAME_CALLS.list.path,
  lobby: GAME_CALLS.lobby.path,
  lobbyConfigs: GAME_CALLS.lobbyConfigs.path,
  wallets: GAME_CALLS.wallets.path,
  link: GAME_CALLS.link.path,
  demo: GAME_CALLS.demo.path,
  freeSpins: GAME_CALLS.freeSpins.path,
} as const;

export function gameOf(overrides: Partial<Game> = {}): Game {
  return {
    id: 11,
    code: 'naga-gold',
    provider_id: 1,
    provider_code: 'huaydee',
    provider_name: 'หวยดี เกมส์',
    sub_provider_id: null,
    name: 'พญานาคทองคำ',
    category: 'slot',
    image: '/assets/games/naga-gold.svg',
    tags: ['hot'],
    has_free_spins: true,
    rtp: 96.12,
    volatility: 'high',
    demo: true,
    ...overrides,
  };
}

/** `count` games from id `from` (distinct names, so tiles can be told apart). */
export const gamesFrom = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => gameOf({ id: from + i, code: `g-${from + i}`, name: `เกมที่ ${from + i}`, tags: [] }));

export const pageOf = (games: Game[], total: number, offset = 0, limit = 60): GameListResponse => ({ games, total, limit, offset });

export function lobbyConfigOf(overrides: Partial<LobbyConfig> = {}): LobbyConfig {
  return {
    lobby_key: 'slot',
    title: 'สล็อตออนไลน์',
    description: 'สล็อตแตกง่าย เล่นได้ทุกวัน',
    category: 'slot',
    free_spins_only: false,
    providers: [
      { id: 1, code: 'huaydee', name: 'หวยดี เกมส์', logo: null, categories: ['slot'], built_in: true, games: 3 },
      { id: 2, code: 'siam', name: 'สยามสล็อต', logo: null, categories: ['slot'], built_in: false, games: 120 },
    ],
    page_size: 60,
    ...overrides,
  };
}

export const mainWallet = (balance: number): Wallet => ({ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 });
export const bonusWallet = (balance: number): Wallet => ({ id: 2, wallet_name: 'กระเป๋าโบนัส', balance, wallet_type_id: 2 });

/** A credit of 5 spins at 2.00 THB on the first game, from the first-login quest. */
export function freeSpinCreditOf(overrides: Partial<FreeSpinCredit> = {}): FreeSpinCredit {
  return {
    id: 7,
    source: 'quest',
    title: 'ภารกิจเข้าสู่ระบบครั้งแรก',
    spins_total: 5,
    spins_left: 3,
    bet: 2,
    granted_at: '2026-11-22T10:30:00+07:00',
    expires_at: '2026-11-29T10:30:00+07:00',
    game: gameOf(),
    ...overrides,
  };
}
