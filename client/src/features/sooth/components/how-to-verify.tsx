/** How anyone can check a revealed shoe (shared/src/games/baccarat/shoe-fair.ts), short enough to write their own checker from. */
import { Code, Stack, Text } from '@chakra-ui/react';

const FORMULA = [
  'ไพ่ตั้งต้น = 8 สำรับ แต่ละสำรับเรียงดอก S H D C และแต้ม A 2 … 9 T J Q K (416 ใบ)',
  'สำหรับ i = 415 ลงไปถึง 1:',
  '  digest = HMAC-SHA256(key = server_seed, message = "รหัสขอน:i")',
  '  j = floor(parseInt(digest[0..13], 16) / 2^52 × (i + 1))',
  '  สลับไพ่ใบที่ i กับใบที่ j',
  'ค่าผูกมัด = SHA-256("salt:" + ไพ่ทั้งขอนคั่นด้วย ",")',
].join('\n');

export function HowToVerify() {
  return (
    <Stack gap="2" fontSize="sm" data-testid="how-to-verify">
      <Text color="fg.muted">
        ก่อนแจกตาแรกของทุกขอน เราประกาศค่าผูกมัด คือ SHA-256 ของข้อความ salt:ลำดับไพ่ทั้งขอน จึงเปลี่ยนลำดับไพ่ภายหลังไม่ได้
        เมื่อขอนจบ เราเปิดเผย server seed และ salt ให้สร้างลำดับไพ่เองด้วยการสับแบบ Fisher–Yates ดังนี้
      </Text>
      <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" bg="bg.canvas" color="fg.default" fontSize="xs">
        {FORMULA}
      </Code>
      <Text color="fg.muted">
        ค่าที่คำนวณได้ต้องตรงกับค่าผูกมัดที่ประกาศไว้ จากนั้นแจกตามกติกา: เปิดใบแรกแล้วเผาไพ่ตามแต้มของใบนั้น (10 J Q K เผา 10 ใบ) ไพ่ตัดอยู่ก่อนใบสุดท้าย 14 ใบ
        แล้วจั่วใบที่สามตามกติกาบาคาร่ามาตรฐาน ระบบตรวจทุกขอนที่จบด้วยวิธีนี้ และแสดง “ตรวจแล้ว ✓” เมื่อทุกตาตรงกับที่รายงาน
      </Text>
    </Stack>
  );
}
