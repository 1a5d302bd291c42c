import { z } from 'zod';
import { isThbAmount, thbToSatang } from './money-format.js';

/** The wire's THB schemas; the conversions and formats live in money-format.ts (zod-free) and are re-exported here. */
export * from './money-format.js';

/** A THB amount on the wire, parsed into satang. */
export const ZThb = z
  .number({ error: 'กรุณาระบุจำนวนเงินเป็นตัวเลข' })
  .refine(isThbAmount, { error: 'จำนวนเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง' })
  .transform(thbToSatang);

/** A positive THB amount, parsed into satang. */
export const ZThbPositive = ZThb.refine((satang) => satang > 0, {
  error: 'จำนวนเงินต้องมากกว่า 0',
});

/** A THB amount in an answer: checked (two decimals at most) but kept as THB, as the wire carries it. */
export const ZThbWire = z.number().refine(isThbAmount, { error: 'not a THB amount with two decimals at most' });
