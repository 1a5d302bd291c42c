/** The baccarat shoe: the published shuffle and commitment, the newest ended shoe worked through, the checker. */
import { Skeleton } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { BaccaratPayRules } from '#client/game-data/baccarat-pay-rules.js';
import { useRevealedShoe } from '../api/get-revealed-shoe.js';
import { NoRoundYet } from '../components/example-source.js';
import { Recipe, type RecipeStep } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { HMAC_F, SAMPLE_SEEDS } from './hmac-recipe.js';
import { ShoeChecker } from './shoe-checker.js';
import { ShoeExample } from './shoe-example.js';

const SHOE_FORMULA: readonly RecipeStep[] = [
  HMAC_F,
  {
    say: 'ไพ่ตั้งต้น: 8 สำรับเรียงต่อกัน แต่ละสำรับเรียงดอก S H D C (โพดำ โพแดง ข้าวหลามตัด ดอกจิก) แต่ละดอกเรียง A 2 … 9 T J Q K (T คือ 10) รวม 416 ใบ เขียนไพ่แต่ละใบเป็นแต้มตามด้วยดอก เช่น "AS" "TD" "KC"',
    code: ['cards = 8 x (S, H, D, C) x (A, 2, 3, ..., 9, T, J, Q, K)'],
  },
  {
    say: 'สับไพ่: ไล่ i จาก 415 ลงไปถึง 1 สุ่ม j ด้วย F ตามรหัสขอน แล้วสลับไพ่ตำแหน่ง i กับตำแหน่ง j',
    code: ['j = F("<shoe_id>:<i>", i + 1)', 'swap(c_i, c_j)    i = 415, 414, ..., 1'],
  },
  {
    say: 'ค่ายืนยันลำดับไพ่ (commitment) คือ SHA-256 เป็นเลขฐานสิบหกของ salt ตามด้วยไพ่ทั้งขอนคั่นด้วยจุลภาค เช่น "s4lt:AS,9H,TD,…" แสดงก่อนแจกตาแรก เมื่อจบขอนเว็บเปิดเผย seed, salt และลำดับไพ่',
    code: ['commit = SHA-256("<salt>:<c_0>,<c_1>,...,<c_415>")'],
  },
  {
    say: 'เผาไพ่: เปิดไพ่ใบแรก (ตำแหน่ง 0) แล้วเผาเพิ่มตามแต้มของใบนั้น (A = 1, T J Q K = 10) ตาแรกเริ่มที่ตำแหน่ง 1 + จำนวนที่เผา',
    code: ['burn  = value(c_0)', 'first = 1 + burn'],
  },
  { say: 'ไพ่ตัด: ตาใหม่เริ่มได้เฉพาะเมื่อตำแหน่งถัดไปน้อยกว่า 402 (เหลือไพ่อีก 14 ใบก่อนหมดขอน)', code: ['next < 402'] },
  { say: 'แจกไพ่: ผู้เล่น เจ้ามือ ผู้เล่น เจ้ามือ แล้วจั่วใบที่สามตามกติกามาตรฐานของบาคาร่า' },
];

export function ShoeSection() {
  const example = useRevealedShoe();
  const shoe = example.data?.shoe;
  const initial = shoe
    ? { serverSeed: shoe.server_seed, shoeId: shoe.shoe_id, salt: shoe.salt, commitment: shoe.commitment }
    : { serverSeed: SAMPLE_SEEDS.server, shoeId: 'example-shoe', salt: 'example-salt', commitment: '' };
  return (
    <Section id="baccarat" title="บาคาร่า: ขอนไพ่">
      <Recipe
        intro="ก่อนแจกตาแรก โต๊ะเผยแพร่ค่ายืนยัน (commitment) ของลำดับไพ่ทั้งขอน ลำดับนั้นคำนวณจาก server seed ของโต๊ะกับรหัสขอน เมื่อจบขอน เว็บเปิดเผย seed, salt ลำดับไพ่ทั้ง 416 ใบ และไพ่ของทุกตา (หน้าสูตรบาคาร่าของแต่ละโต๊ะ) ใครก็สร้างลำดับไพ่และแจกทุกตาซ้ำได้ แม้ไม่ได้ดูตอนแจก"
        steps={SHOE_FORMULA}
      />
      <Part title="การจ่ายและเมื่อออกเสมอ" testId="shoe-pays">
        <BaccaratPayRules tieTestId="shoe-tie-rule" />
      </Part>
      <Part title="ตัวอย่างจากขอนที่จบแล้วล่าสุด" testId="shoe-worked">
        {example.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
        <QueryError query={example} />
        {example.data === null && <NoRoundYet>ยังไม่มีขอนที่จบแล้ว เมื่อจบขอนแรก ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {example.data && <ShoeExample example={example.data} />}
      </Part>
      <Part title="ตรวจสอบเอง">
        <ShoeChecker key={shoe?.shoe_id ?? 'sample'} initial={initial} />
      </Part>
    </Section>
  );
}
