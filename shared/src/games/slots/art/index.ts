/** The symbol art of each built-in slot title, by title code then symbol id. */
import type { SymbolId } from '../symbols.js';
import { nagaFortuneSymbols } from './naga-fortune-symbols.js';
import { songkranSplashSymbols } from './songkran-splash-symbols.js';
import { thaiTempleSymbols } from './thai-temple-symbols.js';

export const SYMBOL_ART: Readonly<Record<string, Record<SymbolId, string>>> = {
  'thai-temple': thaiTempleSymbols,
  'naga-fortune': nagaFortuneSymbols,
  'songkran-splash': songkranSplashSymbols,
};

/** The tile art served by the client (client/public/games/art/, from client/artwork/games/art/). */
export const tileArtUrl = (code: string): string => `/games/art/${code}.svg`;
