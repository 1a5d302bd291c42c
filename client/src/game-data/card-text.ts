/** A card of the shoe as players read it, the same on the table in the game frame and on the formula page. */
const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "TH" → "10♥", "AS" → "A♠"; red suits are hearts and diamonds. */
export function cardText(card: string): { text: string; red: boolean } {
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  return { text: `${rank === 'T' ? '10' : rank}${SUIT[suit] ?? suit}`, red: suit === 'H' || suit === 'D' };
}
