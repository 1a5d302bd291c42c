/** The built-in slot titles by code (the catalogue's game codes for them). */
import type { SlotTitle } from '../types.js';
import { nagaFortune } from './naga-fortune.js';
import { songkranSplash } from './songkran-splash.js';
import { thaiTemple } from './thai-temple.js';

export const SLOT_TITLES: readonly SlotTitle[] = [thaiTemple, nagaFortune, songkranSplash];

export function slotTitle(code: string): SlotTitle | undefined {
  return SLOT_TITLES.find((title) => title.code === code);
}
