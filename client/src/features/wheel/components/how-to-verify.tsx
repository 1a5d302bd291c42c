/** How anyone can recompute a spin (decision 0030), short enough to write their own verifier from. */
import { Text } from '@chakra-ui/react';
import { FormulaExplainer } from '../../../components/formula-explainer/formula-explainer.js';

const FORMULA = [
  'digest = HMAC-SHA256(key = server_seed, message = "client_seed:nonce")  // hex',
  'ticket = floor(parseInt(digest[0..13], 16) / 2^52 * total_weight)',
  'prize  = the first prize (by segment 0, 1, 2, ...) whose running weight > ticket',
];

export function HowToVerify() {
  return (
    <FormulaExplainer
      intro="ก่อนหมุน ระบบแสดง SHA-256 ของ server seed ไว้ (hash) จึงเปลี่ยน seed ภายหลังไม่ได้ เมื่อคุณเปลี่ยน seed ระบบจะเปิดเผย server seed เดิม ให้ตรวจว่า SHA-256(server seed) ตรงกับ hash ที่เห็นก่อนหมุน แล้วคำนวณรางวัลของแต่ละครั้งดังนี้"
      formula={FORMULA}
    >
      <Text color="fg.muted">
        nonce คือลำดับการหมุนภายใต้ seed นั้น (เริ่มที่ 0) ใช้ 52 บิตแรกของ digest (13 ตัวอักษรฐานสิบหก) คิดเป็นเศษส่วนระหว่าง 0 ถึง 1 คูณน้ำหนักรวม
        แล้วไล่บวกน้ำหนักของแต่ละช่องตามลำดับ (เรียงตามช่อง) จนเกิน ticket ช่องนั้นคือรางวัล ตารางรางวัลที่ใช้คือตารางที่ผูกกับ seed นั้น
      </Text>
    </FormulaExplainer>
  );
}
