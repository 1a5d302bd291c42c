import { z } from 'zod';

/** Query strings arrive as text: these coerce them with Thai messages. */
export const ZPage = z.coerce
  .number({ error: 'หน้าต้องเป็นตัวเลข' })
  .int({ error: 'หน้าต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'หน้าต้องเริ่มที่ 1' })
  .max(100_000, { error: 'หน้ามากเกินไป' })
  .default(1);

export const ZIsoDay = z.iso.date({ error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว' });

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
