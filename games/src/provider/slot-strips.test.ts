/**
 * The published strip table, with no session: the POST the strip page reads
 * and the GET file a member downloads answer exactly what the evaluator plays
 * with (read from games/src/slots, not a copy), and an unknown title is
 * refused in Thai.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_API, slotStripsFileUrl, ZSlotStripsTable, type SlotStripsTable } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { reelStrips } from '#shared/games/slots/evaluate.js';
import { PAYLINES } from '#shared/games/slots/lines.js';
import { publishedFigures } from '#shared/games/slots/published.js';
import { SLOT_TITLES } from '#shared/games/slots/titles/index.js';
import { useProvider } from '../test-support/provider.js';

const THAI = /[\u0E00-\u0E7F]/;

describe('the published strips of each slot title', () => {
  const h = useProvider();

  it.each(SLOT_TITLES.map((title) => [title.code, title] as const))('%s: the page and the file carry the evaluator’s strips, pays and lines', async (code, title) => {
    const posted = await h.provider.post<SlotStripsTable>(SLOT_API.strips, { game: code });
    expect(posted.body.error).toBe(0);
    const table = ZSlotStripsTable.parse(posted.body.data);
    expect(table.base_strips).toEqual(reelStrips(title, 'base'));
    expect(table.free_strips).toEqual(reelStrips(title, 'free'));
    expect(table.paylines).toEqual(PAYLINES);
    expect(table.line_pays).toEqual(title.linePays);
    expect(table.scatter_pays).toEqual(title.scatterPays);
    expect(table.free_spins).toEqual(title.freeSpins);
    expect(table.free_spin_multiplier).toBe(title.freeSpinMultiplier);
    expect(table.rtp_fraction).toBe(publishedFigures(code)!.rtp_fraction);

    const file = await fetch(h.provider.url + slotStripsFileUrl(code));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="slot-${code}-strips.json"`);
    expect(ZSlotStripsTable.parse(await file.json())).toEqual(table);
  });

  it('refuses an unknown title in Thai, on the page’s call and the file', async () => {
    const posted = await h.provider.post(SLOT_API.strips, { game: 'no-such-slot' });
    expect(posted.body.error).toBe(ErrorCode.GAME_NOT_FOUND);
    expect(posted.body.message).toMatch(THAI);
    const missing = await h.provider.post(SLOT_API.strips, {});
    expect(missing.body.error).toBe(ErrorCode.VALIDATION);
    expect(missing.body.message).toMatch(THAI);
    const file = await fetch(h.provider.url + slotStripsFileUrl('fish-1'));
    const body = (await file.json()) as { error: number; message: string };
    expect(file.headers.get('content-disposition')).toBeNull();
    expect(body.error).toBe(ErrorCode.GAME_NOT_FOUND);
    expect(body.message).toMatch(THAI);
  });
});
