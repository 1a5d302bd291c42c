/** How anyone can check a revealed shoe (shared/src/games/baccarat/shoe-fair.ts), short enough to write their own checker from. */
import { Text } from '@chakra-ui/react';
import { FormulaExplainer } from '#client/components/formula-explainer/formula-explainer.js';

const FORMULA = [
  'cards = 8 decks, each suit S H D C, ranks A 2 ... 9 T J Q K   (416 cards)',
  'for i = 415 down to 1:',
  '  digest = HMAC-SHA256(key = server_seed, message = shoe_id + ":" + i)',
  '  bits = parseInt(digest[0..13], 16)',
  '  j = floor(bits * (i + 1) / 2^52)',
  '  swap cards[i] and cards[j]',
  'commitment = SHA-256(salt + ":" + cards.join(","))',
];

export function HowToVerify() {
  return (
    <FormulaExplainer
      intro="ก่อนแจกตาแรกของทุกขอน เราประกาศค่าผูกมัด คือ SHA-256 ของข้อความ salt:ลำดับไพ่ทั้งขอน จึงเปลี่ยนลำดับไพ่ภายหลังไม่ได้ เมื่อขอนจบ เราเปิดเผย server seed, salt ลำดับไพ่ทั้งขอน และไพ่ของทุกตา (ปุ่มตรวจสอบในแต่ละขอนด้านบนคำนวณให้ในเครื่องนี้) ก่อนขอนจบจะไม่เปิดเผยลำดับไพ่ เพราะจะบอกไพ่ที่ยังไม่ได้แจก สร้างลำดับไพ่เองได้ด้วยการสับแบบ Fisher–Yates ดังนี้ (shoe_id คือรหัสขอน)"
      formula={FORMULA}
    >
      <Text color="fg.muted">
        j คิดด้วยจำนวนเต็มทั้งหมด คือคูณ bits ด้วย i + 1 ก่อน แล้วหารด้วย 2^52 ปัดเศษทิ้ง ค่าที่คำนวณได้ต้องตรงกับค่าผูกมัดที่ประกาศไว้ จากนั้นแจกตามกติกา: เปิดใบแรกแล้วเผาไพ่ตามแต้มของใบนั้น (10 J Q K เผา 10 ใบ) ไพ่ตัดอยู่ก่อนใบสุดท้าย 14 ใบ
        แล้วจั่วใบที่สามตามกติกาบาคาร่ามาตรฐาน ระบบตรวจทุกขอนที่จบด้วยวิธีนี้ และแสดง “ตรวจแล้ว ✓” เมื่อทุกตาตรงกับที่รายงาน
      </Text>
    </FormulaExplainer>
  );
}
