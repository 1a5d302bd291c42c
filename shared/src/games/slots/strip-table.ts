/**
 * A title's published strip table (ZSlotStripsTable): every position of every
 * strip, the paytable and the lines exactly as the evaluator reads them
 * (slots/evaluate.ts), and the RTP fraction the enumeration gives. The site's
 * strip page shows it and a member downloads it as a file, without a session:
 * it is the same for everyone.
 */
import { ZSlotStripsTable, type SlotStripsTable } from '../slot-api.js';
import { AppError } from '../../envelope.js';
import { ErrorCode } from '../../errors.js';
import { reelStrips } from './evaluate.js';
import { PAYLINES } from './lines.js';
import { publishedFigures } from './published.js';
import { SCATTER, SYMBOL_NAMES, WILD } from './symbols.js';
import { slotTitle } from './titles/index.js';

export const UNKNOWN_SLOT = 'ไม่พบเกมสล็อตนี้ กรุณาตรวจสอบรหัสเกม';

/** The table of `code`; a code that is no slot title of ours is refused in Thai (GAME_NOT_FOUND). */
export function slotStripsTable(code: string): SlotStripsTable {
  const title = slotTitle(code);
  const figures = title && publishedFigures(title.code);
  if (!title || !figures) throw new AppError(ErrorCode.GAME_NOT_FOUND, UNKNOWN_SLOT);
  // Parsed on the way out: what is published is exactly the contract's shape.
  return ZSlotStripsTable.parse({
    code: title.code,
    name: title.name,
    rtp_fraction: figures.rtp_fraction,
    rtp_percent: figures.rtp_percent,
    symbols: { ...SYMBOL_NAMES },
    wild: WILD,
    scatter: SCATTER,
    base_strips: reelStrips(title, 'base').map((strip) => [...strip]),
    free_strips: reelStrips(title, 'free').map((strip) => [...strip]),
    paylines: PAYLINES.map((rows) => [...rows]),
    line_pays: Object.fromEntries(Object.entries(title.linePays).map(([symbol, pays]) => [symbol, [...pays]])),
    scatter_pays: [...title.scatterPays],
    free_spins: [...title.freeSpins],
    free_spin_multiplier: title.freeSpinMultiplier,
  });
}
