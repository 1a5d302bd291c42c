/** How an entry of the public log is hashed (shared/src/fairness/commitment-chain.ts), step by step. */
import type { RecipeStep } from '../components/recipe.js';

export const COMMITMENT_RECIPE: readonly RecipeStep[] = [
  {
    say: 'ข้อความของรายการคือ 6 ค่าต่อไปนี้ บรรทัดละค่า คั่นด้วยการขึ้นบรรทัดใหม่ (\\n) ไม่มีบรรทัดว่างต่อท้าย เวลาเขียนตามที่เผยแพร่ในบันทึกทุกตัวอักษร',
    code: ['text_n = seq + "\\n" + kind + "\\n" + subject + "\\n" + commitment + "\\n" + committed_at + "\\n" + prev_hash'],
  },
  {
    say: 'ค่าแฮชของรายการคือ SHA-256 ของข้อความนั้น รายการแรกใช้เลข 0 จำนวน 64 ตัวเป็นค่าแฮชก่อนหน้า',
    code: ['hash_n = SHA256(text_n)', 'prev_hash_1 = "000...0" (64)', 'prev_hash_n = hash_(n-1)'],
  },
  {
    say: 'ลำดับเริ่มที่ 1 และเพิ่มทีละ 1 ไม่ข้าม ถ้าแก้ ลบ หรือแทรกรายการใดภายหลัง ค่าแฮชของรายการนั้นและของทุกรายการหลังจากนั้นจะไม่ตรงกับที่เคยเผยแพร่',
  },
];
