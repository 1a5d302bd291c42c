/**
 * The draw every game but the lotto shares (shared/wheel/fair.ts ticketOf, in
 * whole numbers: decision 0075), stated once for each section that uses it:
 * Thai steps, formulas in code type (ASCII, no English words).
 */
import type { RecipeStep } from '../components/recipe.js';

export const HMAC_COMMITMENT: RecipeStep = {
  say: 'ก่อนเล่น เว็บแสดงค่าแฮช SHA-256 ของ server seed (เลขฐานสิบหกตัวพิมพ์เล็ก) และเปิดเผย server seed ภายหลังให้ตรวจ',
  code: ['commit = SHA-256(server_seed)'],
};

export const HMAC_F: RecipeStep = {
  say:
    'ฟังก์ชัน F สุ่มเลข 0 ถึง n − 1 จากข้อความ: คำนวณ HMAC-SHA256 โดยใช้ server seed เป็นกุญแจ อ่านเลขฐานสิบหก 13 หลักแรกของผลเป็นจำนวนเต็ม bits (52 บิตแรก) แล้ว F = ⌊bits × n / 2^52⌋ คิดด้วยจำนวนเต็มทั้งหมด คือคูณ bits ด้วย n ก่อน แล้วหารด้วย 2^52 ปัดเศษทิ้ง ไม่ใช้ทศนิยมเลย ผลจึงตรงกันทุกเครื่อง ข้อความและกุญแจทุกตัวใช้ไบต์ UTF-8',
  code: ['digest = HMAC-SHA256(server_seed, message)', 'bits   = int(digest[0..12], 16)', 'F(message, n) = floor(bits * n / 2^52)', '              = (bits * n) >> 52'],
};

export const HMAC_DRAW: readonly RecipeStep[] = [HMAC_COMMITMENT, HMAC_F];

/** Sample seeds no real round ever used: the example when there is no real one to show. */
export const SAMPLE_SEEDS = { server: 'example-server-seed', client: 'example-client-seed', nonce: 1 } as const;
