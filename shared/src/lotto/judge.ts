/**
 * How each bet type wins against a result (docs/domain.md "Lotto"). Pure, shared by
 * the upstream's settlement and the client's won/lost cards.
 */
import type { BetType, LottoResult } from '../api/lotto/rounds.js';

const sortedDigits = (number: string) => [...number].sort().join('');

export function isWinningItem(betType: BetType, number: string, result: LottoResult): boolean {
  switch (betType) {
    case '3top':
      return number === result.top3;
    case '3tod':
      return sortedDigits(number) === sortedDigits(result.top3);
    case '3front':
      return result.front3?.includes(number) ?? false;
    case '3back':
      return result.back3?.includes(number) ?? false;
    case '2top':
      return number === result.top3.slice(-2);
    case '2bottom':
      return number === result.bottom2;
    case 'runtop':
      return result.top3.includes(number);
    case 'runbottom':
      return result.bottom2.includes(number);
  }
}
