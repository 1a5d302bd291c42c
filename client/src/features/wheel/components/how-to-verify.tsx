/**
 * How anyone can recompute a spin (decision 0030), short enough to write their
 * own verifier from. The formula is symbols only (its code font has no Thai
 * glyphs); every word around it is Thai.
 */
import { Text } from '@chakra-ui/react';
import { FormulaExplainer } from '#client/components/formula-explainer/formula-explainer.js';

/** Lines short enough not to wrap inside the panel on a phone. */
const FORMULA = [
  'digest = HMAC-SHA256(key = server_seed,',
  '  message = client_seed + ":" + nonce)',
  'bits   = parseInt(digest[0..13], 16)',
  'ticket = floor(bits * total_weight',
  '         / 2^52)',
  'i      = min { i : weight[0] + weight[1]',
  '         + ... + weight[i] > ticket }',
  'prize  = prizes[i]',
];

export function HowToVerify() {
  return (
    <FormulaExplainer
      intro="ก่อนหมุน ระบบแสดง SHA-256 ของ server seed ไว้ (hash) จึงเปลี่ยน seed ภายหลังไม่ได้ เมื่อคุณเปลี่ยน seed ระบบจะเปิดเผย server seed เดิม ให้ตรวจว่า SHA-256(server seed) ตรงกับ hash ที่เห็นก่อนหมุน แล้วคำนวณรางวัลของแต่ละครั้งดังนี้"
      formula={FORMULA}
    >
      <Text color="fg.muted">
        nonce คือลำดับการหมุนภายใต้ seed นั้น (เริ่มที่ 0) digest เป็นเลขฐานสิบหก ใช้ 13 ตัวแรก (52 บิต) เป็นจำนวนเต็ม bits คูณด้วยน้ำหนักรวมของทุกช่อง
        (total_weight) แล้วหารด้วย 2^52 ปัดเศษทิ้ง คิดด้วยจำนวนเต็มทั้งหมดไม่ผ่านทศนิยม ได้ ticket จากนั้นเรียงรางวัล (prizes) ตามช่องบนวงล้อ 0, 1, 2, … แล้วไล่บวกน้ำหนัก (weight) ของแต่ละช่องตามลำดับ
        ช่องแรกที่ผลรวมเกิน ticket คือรางวัล ตารางรางวัลที่ใช้คือตารางที่ผูกกับ seed นั้น
      </Text>
    </FormulaExplainer>
  );
}
