/** How a shot is computed (shared/src/games/fishing-fair.ts), short enough to write one's own verifier from. */
import { Link, Text } from '@chakra-ui/react';
import { FormulaExplainer } from '#client/components/formula-explainer/formula-explainer.js';

const FORMULA = [
  'digest = HMAC-SHA256(key = server_seed, message = "client_seed:nonce")',
  'bits   = parseInt(digest[0..13], 16)          // the first 52 bits',
  'caught = bits * b < a * 2^52                  // chance = a/b of the fish shot',
  'win    = caught ? floor(bet * multiplier) : 0 // to the satang',
];

export function HowToVerifyShot() {
  return (
    <FormulaExplainer
      intro="ก่อนยิง ระบบแสดง SHA-256 ของเมล็ดสุ่มฝั่งเซิร์ฟเวอร์ (hash) ไว้ก่อน จึงเปลี่ยนผลภายหลังไม่ได้ แต่ละนัดใช้ 52 บิตแรกของ HMAC-SHA256 เป็นเศษส่วนระหว่าง 0 ถึง 1 ถ้าน้อยกว่าโอกาสจับของปลาที่ยิง (เศษส่วน a/b ในตาราง) ก็จับได้ เมื่อเปลี่ยนเมล็ดสุ่ม ระบบเปิดเผยเมล็ดเดิมให้คำนวณซ้ำได้ทุกนัด"
      formula={FORMULA}
    >
      <Text color="fg.muted">
        ตำแหน่งที่ปลาว่ายเป็นเพียงภาพ ผลขึ้นกับปลาที่เลือกยิง เมล็ดสุ่ม และลำดับนัด (nonce) เท่านั้น ปลาทุกตัวคืนผู้เล่นเท่ากัน โอกาสจับ × อัตราจ่าย = 24/25 (96%)
      </Text>
      {/* The member site's page, another app: loaded as a document. */}
      <Link href="/fairness" color="brand.fg" fontSize="sm">
        อ่านวิธีตรวจสอบความยุติธรรมฉบับเต็ม
      </Link>
    </FormulaExplainer>
  );
}
