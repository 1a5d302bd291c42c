import { z } from 'zod';

export const ZIsoDay = z.iso.date({ error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว' });

/** An instant on the wire: ISO 8601 with an offset (`toWireDate`). */
export const ZIsoDateTime = z.iso.datetime({ offset: true });

/**
 * Where a committed seed's entry is in the public log of commitments
 * (docs/decisions/0074): its `seq`, so whoever checks the revealed seed finds
 * the entry without guessing its subject. Null when the seed has no entry
 * (committed before the log existed, or never played for real money).
 */
export const ZLogSeq = z.number().int().min(1).nullable();

/** A page of `item`s, the shape of every paged list (`Paged<T>`). */
export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), page_size: z.number().int(), total: z.number().int() });
}

/** An answer with no data (`data: null`). */
export const ZNull = z.null();

export const ZAgentCodeQuery = z.object({
  agent_code: z.string().trim().max(32, { error: 'รหัสเอเย่นต์ยาวเกินไป' }).optional(),
});

/** A page of items, the shape of every paged list. */
export interface Paged<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export const ZEmpty = z.object({}).loose();

/**
 * A whole number in a query string (ids, counts, pages): digits only, so
 * "1e2", "0x10", " 5", "true" and repeated keys (arrays) are refused rather
 * than coerced. A number is taken as it is, for callers that build the query.
 */
export function zQueryInt(message: string, { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,15}$/, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

/**
 * A whole number in a JSON body (ids, counts): a JSON integer and nothing else.
 * A body is typed by its sender, so `"1"`, `true`, `[1]` and `"1e2"` are
 * refused rather than coerced (the query strings' digits are `zQueryInt`).
 */
export function zBodyInt(message: string, { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** The page of a paged list (from 1; 1 when left out), digits only like every query integer. */
export const ZPage = zQueryInt('หน้าต้องเป็นตัวเลขตั้งแต่ 1', { max: 100_000 }).default(1);
