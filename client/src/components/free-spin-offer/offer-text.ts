/**
 * A game free-spin offer (docs/decisions/0039) in Thai, for every place a
 * member decides on its source: a promotion, a quest's reward, a wheel prize.
 * "ฟรีสปิน" is a game's spin; the wheel's own are "หมุนฟรี", never mixed up.
 */
import type { FreeSpinOffer } from '#shared/api/free-spin-offer.js';
import { formatThbPlain } from '#shared/money-format.js';
import { countText, satangOf } from '#client/lib/thai/format.js';

/** "ฟรีสปิน 5 ครั้ง": the short form for a reward line or a result. */
export function freeSpinCountText(offer: Pick<FreeSpinOffer, 'spins'>): string {
  return `ฟรีสปิน ${countText(offer.spins)} ครั้ง`;
}

/** 72 → "3 วัน", 36 → "36 ชั่วโมง": whole days read better, but a day and a half is not rounded. */
export function validForText(hours: number): string {
  return hours % 24 === 0 ? `${countText(hours / 24)} วัน` : `${countText(hours)} ชั่วโมง`;
}

/** Which games take it: the one named, or any game with free spins. */
export function offerGameText(offer: Pick<FreeSpinOffer, 'game_name'>): string {
  return offer.game_name ? `เกม ${offer.game_name}` : 'ทุกเกมที่มีฟรีสปิน';
}

/**
 * The whole offer: "รับฟรีสปินสล็อต 10 ครั้ง เดิมพันครั้งละ 1.00 บาท ใช้ได้ภายใน 3 วัน · ทุกเกมที่มีฟรีสปิน".
 * The bet keeps its two decimals (it is a stake, not a round sum), and the
 * time counts from when the credit is granted, not from now.
 */
export function freeSpinOfferText(offer: FreeSpinOffer): string {
  const bet = formatThbPlain(satangOf(offer.bet));
  return `รับฟรีสปินสล็อต ${countText(offer.spins)} ครั้ง เดิมพันครั้งละ ${bet} บาท ใช้ได้ภายใน ${validForText(offer.valid_hours)} · ${offerGameText(offer)}`;
}
