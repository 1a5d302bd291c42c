/**
 * A reported hand checked against the tableau: the site does not take a
 * provider's word for totals or the winner. The first two cards of each side
 * are dealt; the player's third card comes exactly when `playerDraws` says,
 * the banker's exactly when `bankerDraws` says from its two-card total and
 * the player's third card, and nobody draws on a natural. What is stored
 * (totals, winner, pairs) is then the core's own deal of those cards.
 */
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { bankerDraws, cardValue, dealHand, handTotal, isCard, playerDraws, type Card, type Hand } from '#shared/games/baccarat/index.js';

const invalid = (message: string) => new AppError(ErrorCode.TABLE_HAND_INVALID, message);

function cards(texts: readonly string[]): Card[] {
  if (texts.length < 2 || texts.length > 3 || !texts.every(isCard)) throw invalid('ไพ่ของแต่ละฝั่งต้องมี 2 หรือ 3 ใบ');
  return [...texts] as Card[];
}

export function checkedHand(playerTexts: readonly string[], bankerTexts: readonly string[]): Hand {
  const player = cards(playerTexts);
  const banker = cards(bankerTexts);
  const natural = handTotal(player.slice(0, 2)) >= 8 || handTotal(banker.slice(0, 2)) >= 8;
  const playerMust = !natural && playerDraws(handTotal(player.slice(0, 2)));
  if (playerMust !== (player.length === 3)) throw invalid(playerMust ? 'ผู้เล่นต้องจั่วไพ่ใบที่สาม' : 'ผู้เล่นต้องหยุดที่ไพ่สองใบ');
  const playerThird = player[2] === undefined ? null : cardValue(player[2]);
  const bankerMust = !natural && bankerDraws(handTotal(banker.slice(0, 2)), playerThird);
  if (bankerMust !== (banker.length === 3)) throw invalid(bankerMust ? 'เจ้ามือต้องจั่วไพ่ใบที่สาม' : 'เจ้ามือต้องหยุดที่ไพ่สองใบ');
  // The cards in the order they leave the shoe: player, banker, player, banker, then the thirds.
  return dealHand([player[0]!, banker[0]!, player[1]!, banker[1]!, ...player.slice(2), ...banker.slice(2)], 0);
}
