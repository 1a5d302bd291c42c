/**
 * The recipes of the yeekee and draw sections: Thai steps, each with its
 * formula in code type (ASCII, no English words: the code font has no Thai
 * glyphs, and the words belong in the Thai sentence). One place, so both
 * sections state the digits-from-seed rule the same way.
 */
import type { RecipeStep } from '../components/recipe.js';

export const SEED_COMMITMENT: RecipeStep = {
  say: 'ค่าแฮชที่เผยแพร่ตอนเปิดรอบ คือ SHA-256 ของไบต์ UTF-8 ของ seed เพียงอย่างเดียว ไม่มีข้อมูลอื่นปน เขียนเป็นเลขฐานสิบหกตัวพิมพ์เล็ก',
  code: ['commit = SHA-256(seed)'],
};

export const DIGITS_FROM_SEED: RecipeStep = {
  say:
    'ฟังก์ชัน D หาตัวเลข n หลักจาก seed: แฮชข้อความ "<label>:<seed>:<b>" (UTF-8 ไม่มีขึ้นบรรทัดใหม่) ทีละบล็อก b = 0, 1, 2, … อ่านค่าแฮชเป็นจำนวนเต็มไม่มีเครื่องหมายแบบ big-endian นำไป mod 10^70 แล้วเติม 0 ข้างหน้าให้ครบ 70 หลัก (pad70) นำแต่ละบล็อกมาต่อกันจนได้ครบ n หลัก แล้วใช้ n หลักแรก',
  code: ['h_b = SHA-256("<label>:<seed>:<b>")', 'd_b = pad70(h_b mod 10^70)', 'D(label, seed, n) = (d_0 d_1 d_2 ...)[0..n-1]'],
};

export const YEEKEE_FORMULA: readonly RecipeStep[] = [
  SEED_COMMITMENT,
  DIGITS_FROM_SEED,
  { say: 'เลขเจ้ามือคือตัวเลข 5 หลักจาก seed อ่านเป็นจำนวนเต็ม ("04817" คือ 4817)', code: ['house = D("yeekee-house", seed, 5)'] },
  {
    say: 'รวมเลขที่สมาชิกยิงทั้งหมด N นัด (ลำดับ 1 ถึง N) และหาเลขที่ยิงลำดับที่ 16 นับจากท้าย (ลำดับ N − 15) ถ้ามีน้อยกว่า 16 นัด ค่านี้เป็น 0',
    code: ['sum    = shot_1 + shot_2 + ... + shot_N', 'back16 = shot_(N-15)    (N >= 16)', 'back16 = 0              (N < 16)'],
  },
  {
    say: 'ผลคือ (ผลรวม − เลขลำดับที่ 16 นับจากท้าย + เลขเจ้ามือ) mod 100000 เขียนเป็น 5 หลัก 3 ตัวบนคือ 3 หลักสุดท้าย 2 ตัวล่างคือ 2 หลักแรก',
    code: ['number  = (sum - back16 + house) mod 100000', 'top3    = number[2..4]', 'bottom2 = number[0..1]'],
  },
];

export const DRAW_FORMULA: readonly RecipeStep[] = [
  SEED_COMMITMENT,
  DIGITS_FROM_SEED,
  { say: 'หวยทั่วไป: ใช้ตัวเลข 5 หลัก 3 หลักแรกเป็น 3 ตัวบน 2 หลักถัดไปเป็น 2 ตัวล่าง', code: ['d = D("draw", seed, 5)', 'top3 = d[0..2]    bottom2 = d[3..4]'] },
  {
    say: 'หวยรัฐบาลไทย: ใช้ตัวเลข 20 หลัก 6 หลักแรกเป็นรางวัลที่ 1 และ 3 ตัวบนคือ 3 หลักท้ายของรางวัลที่ 1 ตามด้วย 3 ตัวหน้า 2 ชุด 3 ตัวล่าง 2 ชุด และ 2 ตัวล่าง',
    code: [
      'd = D("thai-draw", seed, 20)',
      'first_prize = d[0..5]    top3 = d[3..5]',
      'front3 = d[6..8], d[9..11]',
      'back3  = d[12..14], d[15..17]',
      'bottom2 = d[18..19]',
    ],
  },
];
