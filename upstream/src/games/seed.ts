/**
 * The games catalogue of a fresh database: our own provider (`huaydee`, the
 * games/ folder) with its three slots, and the six lobby pages. Runs once,
 * when there is no provider yet. The built-in provider's secret is not seeded:
 * it comes from the settings at every start (providers.ts), never from the repo.
 */
import { randomBytes } from 'node:crypto';
import type { GameCategory, LobbyKey, Volatility } from '#shared/api/games.js';
import { GAME_LIST_LIMIT } from '#shared/api/games.js';
import type { Clock } from '#shared/clock.js';
import { BUILT_IN_PROVIDER_CODE } from '#shared/games/built-in-live-games.js';
import { inTransaction, type Db } from '../db/transaction.js';

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
export async function seedGames(db: Db, clock: Clock): Promise<boolean> {
  const { providers } = await db.selectFrom('game_providers').select((eb) => eb.fn.countAll<number>().as('providers')).executeTakeFirstOrThrow();
  if (providers !== 0) return false;
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    // The built-in provider's UNIQUE code: of two processes seeding at once, the second seeds nothing.
    const provider = await tx
      .insertInto('game_providers')
      .values({
        code: BUILT_IN_PROVIDER.code,
        name: BUILT_IN_PROVIDER.name,
        logo: null,
        launch_url: BUILT_IN_PROVIDER.launchUrl,
        secret: null,
        categories: '["slot"]',
        built_in: 1,
        enabled: 1,
        sort_order: 0,
        player_key: newPlayerKey(),
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!provider) return false;
    await tx
      .insertInto('games')
      .values(
        BUILT_IN_SLOTS.map((slot, index) => ({
          provider_id: provider.id,
          code: slot.code,
          name: slot.name,
          category: 'slot',
          image: `/games/art/${slot.code}.svg`,
          tags: JSON.stringify(['hot', 'new']),
          has_free_spins: 1,
          rtp: null,
          volatility: slot.volatility,
          demo: 1,
          allows_bonus: 1,
          enabled: 1,
          sort_order: index + 1,
          created_at: now,
        })),
      )
      .execute();
    await tx
      .insertInto('lobby_configs')
      .values(
        LOBBIES.map((l) => ({
          lobby_key: l.key,
          title: l.title,
          description: l.description,
          category: l.category,
          free_spins_only: l.freeSpinsOnly ? 1 : 0,
          page_size: GAME_LIST_LIMIT,
        })),
      )
      .execute();
    await seedFreeSpinOffers(tx, now);
    return true;
  });
}

/**
 * Demo free-spin offers (docs/decisions/0039): the new-member promotion gives
 * 10 spins at 1.00 THB, the first-login quest 5 at 2.00 THB, on any of our
 * slots (they all have free spins), each for three days once granted.
 */
async function seedFreeSpinOffers(db: Db, now: number): Promise<void> {
  const offer = async (spins: number, bet: number) =>
    (
      await db
        .insertInto('free_spin_offers')
        .values({ spins, bet, valid_hours: 72, game_id: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const promotionOffer = await offer(10, 100);
  const questOffer = await offer(5, 200);
  await db
    .updateTable('promotions')
    .set({ free_spin_offer_id: promotionOffer })
    .where('id', '=', (eb) => eb.selectFrom('promotions').select((inner) => inner.fn.min('id').as('first')))
    .execute();
  await db
    .updateTable('quests')
    .set({ free_spin_offer_id: questOffer })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('quests')
        .select((inner) => inner.fn.min('id').as('first'))
        .where('metric', '=', 'login_streak')
        .where('period', '=', 'once'),
    )
    .execute();
}

/**
 * The return to player the slots' enumeration computed (games/src/slots), in
 * thousandths of a percent: 96512 shows as 96.512. Answers whether the game exists.
 */
export async function setPublishedRtp(db: Db, code: string, rtpMilli: number | null): Promise<boolean> {
  if (rtpMilli !== null && (!Number.isInteger(rtpMilli) || rtpMilli < 0 || rtpMilli > 100_000)) {
    throw new RangeError(`rtp in thousandths of a percent, 0 to 100000: ${rtpMilli}`);
  }
  const changed = await db
    .updateTable('games')
    .set({ rtp: rtpMilli })
    .where('code', '=', code)
    .where('provider_id', '=', (eb) => eb.selectFrom('game_providers').select('id').where('code', '=', BUILT_IN_PROVIDER.code))
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
