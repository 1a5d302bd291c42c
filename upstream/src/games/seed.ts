/**
 * The games catalogue of a fresh database: our own provider (`huaydee`, the
 * games/ folder) with its three slots, and the six lobby pages. Runs once,
 * when there is no provider yet. The built-in provider's secret is not seeded:
 * it comes from the settings at every start (providers.ts), never from the repo.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { GameCategory, LobbyKey, Volatility } from '@shared/api/games.js';
import { GAME_LIST_LIMIT } from '@shared/api/games.js';
import type { Clock } from '@shared/clock.js';
import { BUILT_IN_PROVIDER_CODE } from '@shared/games/built-in-live-games.js';

export const BUILT_IN_PROVIDER = { code: BUILT_IN_PROVIDER_CODE, name: 'หวยดี เกมส์', launchUrl: '/play' } as const;

export const BUILT_IN_SLOTS: readonly { code: string; name: string; volatility: Volatility }[] = [
  { code: 'thai-temple', name: 'วัดทองมหาโชค', volatility: 'low' },
  { code: 'naga-fortune', name: 'พญานาคนำโชค', volatility: 'medium' },
  { code: 'songkran-splash', name: 'สงกรานต์สาดโชค', volatility: 'high' },
];

const LOBBIES: readonly { key: LobbyKey; title: string; description: string; category: GameCategory | null; freeSpinsOnly: boolean }[] = [
  { key: 'home', title: 'เกมทั้งหมด', description: 'รวมเกมสล็อต คาสิโนสด กีฬา และยิงปลาจากทุกค่าย', category: null, freeSpinsOnly: false },
  { key: 'slot', title: 'สล็อต', description: 'สล็อตออนไลน์ทุกค่าย ทดลองเล่นฟรีได้ก่อนเล่นจริง', category: 'slot', freeSpinsOnly: false },
  { key: 'casino', title: 'คาสิโนสด', description: 'บาคาร่า รูเล็ต และเกมไพ่กับดีลเลอร์สด', category: 'casino', freeSpinsOnly: false },
  { key: 'sport', title: 'กีฬา', description: 'เดิมพันฟุตบอลและกีฬาทุกประเภท', category: 'sport', freeSpinsOnly: false },
  { key: 'fishing', title: 'ยิงปลา', description: 'เกมยิงปลาเล่นง่าย ได้รางวัลไว', category: 'fishing', freeSpinsOnly: false },
  { key: 'freespin', title: 'ฟรีสปิน', description: 'เกมที่มีฟรีสปิน ใช้สิทธิ์ฟรีสปินของคุณได้ที่นี่', category: null, freeSpinsOnly: true },
];

/** A new provider's player-id key: random, so its player ids are stable and reveal nothing. */
export function newPlayerKey(): string {
  return randomBytes(32).toString('hex');
}

/** Answers whether it seeded (false when any provider exists already). */
export function seedGames(db: Database, clock: Clock): boolean {
  if (db.prepare('SELECT COUNT(*) FROM game_providers').pluck().get() !== 0) return false;
  const now = clock.now();
  db.transaction(() => {
    const providerId = Number(
      db
        .prepare(
          `INSERT INTO game_providers (code, name, logo, launch_url, secret, categories, built_in, enabled, sort_order, player_key)
           VALUES (?, ?, NULL, ?, NULL, '["slot"]', 1, 1, 0, ?)`,
        )
        .run(BUILT_IN_PROVIDER.code, BUILT_IN_PROVIDER.name, BUILT_IN_PROVIDER.launchUrl, newPlayerKey()).lastInsertRowid,
    );
    const game = db.prepare(
      `INSERT INTO games (provider_id, code, name, category, image, tags, has_free_spins, rtp, volatility, demo, allows_bonus, enabled, sort_order, created_at)
       VALUES (?, ?, ?, 'slot', ?, ?, 1, NULL, ?, 1, 1, 1, ?, ?)`,
    );
    BUILT_IN_SLOTS.forEach((slot, index) =>
      game.run(providerId, slot.code, slot.name, `/games/art/${slot.code}.svg`, JSON.stringify(['hot', 'new']), slot.volatility, index + 1, now),
    );
    const lobby = db.prepare('INSERT INTO lobby_configs (lobby_key, title, description, category, free_spins_only, page_size) VALUES (?, ?, ?, ?, ?, ?)');
    for (const l of LOBBIES) lobby.run(l.key, l.title, l.description, l.category, l.freeSpinsOnly ? 1 : 0, GAME_LIST_LIMIT);
    seedFreeSpinOffers(db, now);
  })();
  return true;
}

/**
 * Demo free-spin offers (docs/decisions/0039): the new-member promotion gives
 * 10 spins at 1.00 THB, the first-login quest 5 at 2.00 THB, on any of our
 * slots (they all have free spins), each for three days once granted.
 */
function seedFreeSpinOffers(db: Database, now: number): void {
  const offer = db.prepare('INSERT INTO free_spin_offers (spins, bet, valid_hours, game_id, created_at) VALUES (?, ?, 72, NULL, ?)');
  const promotionOffer = Number(offer.run(10, 100, now).lastInsertRowid);
  const questOffer = Number(offer.run(5, 200, now).lastInsertRowid);
  db.prepare('UPDATE promotions SET free_spin_offer_id = ? WHERE id = (SELECT MIN(id) FROM promotions)').run(promotionOffer);
  db.prepare(`UPDATE quests SET free_spin_offer_id = ? WHERE id = (SELECT MIN(id) FROM quests WHERE metric = 'login_streak' AND period = 'once')`).run(questOffer);
}

/**
 * The return to player the slots' enumeration computed (games/src/slots), in
 * thousandths of a percent: 96512 shows as 96.512. Answers whether the game exists.
 */
export function setPublishedRtp(db: Database, code: string, rtpMilli: number | null): boolean {
  if (rtpMilli !== null && (!Number.isInteger(rtpMilli) || rtpMilli < 0 || rtpMilli > 100_000)) {
    throw new RangeError(`rtp in thousandths of a percent, 0 to 100000: ${rtpMilli}`);
  }
  const changed = db
    .prepare('UPDATE games SET rtp = ? WHERE code = ? AND provider_id = (SELECT id FROM game_providers WHERE code = ?)')
    .run(rtpMilli, code, BUILT_IN_PROVIDER.code).changes;
  return changed > 0;
}
