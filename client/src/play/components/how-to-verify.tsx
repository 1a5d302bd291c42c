/** How a slot spin is computed (shared/src/games/slot-fair.ts), short enough to write one's own verifier from. */
import { Link, Text } from '@chakra-ui/react';
import { FormulaExplainer } from '#client/components/formula-explainer/formula-explainer.js';

const FORMULA = [
  'digest = HMAC-SHA256(key = server_seed, message = "client_seed:nonce:reel")   // reel = 0..4',
  'bits   = parseInt(digest[0..13], 16)',
  'stop   = floor(bits * strip_length[reel] / 2^52)',
  'message(free spin k) = "client_seed:nonce:fs" + k + ":reel"',
];

export function HowToVerify() {
  return (
    <FormulaExplainer
      intro="ก่อนหมุน ระบบแสดง SHA-256 ของเมล็ดสุ่มฝั่งเซิร์ฟเวอร์ (hash) ไว้ก่อน จึงเปลี่ยนผลภายหลังไม่ได้ แต่ละวงล้อใช้ 52 บิตแรกของ HMAC-SHA256 เป็นจำนวนเต็ม คูณด้วยความยาวแถบ แล้วหารด้วย 2^52 ปัดเศษทิ้ง (คิดด้วยจำนวนเต็มทั้งหมด ไม่ผ่านทศนิยม) ได้ตำแหน่งหยุดที่แถวบนสุด แถวถัดลงมาคือสัญลักษณ์ถัดไปบนแถบ (วนกลับต้นแถบ) เมื่อเปลี่ยนเมล็ดสุ่ม ระบบเปิดเผยเมล็ดเดิมให้คำนวณซ้ำได้ทุกสปิน"
      formula={FORMULA}
    >
      <Text color="fg.muted">ฟรีสปินลำดับที่ k (เริ่มที่ 0) ของสปินนั้นใช้ข้อความบรรทัดสุดท้าย และหยุดบนแถบวงล้อของฟรีสปิน</Text>
      {/* The member site's page, another app: loaded as a document. */}
      <Link href="/fairness" color="brand.fg" fontSize="sm">
        อ่านวิธีตรวจสอบความยุติธรรมฉบับเต็ม
      </Link>
    </FormulaExplainer>
  );
}
