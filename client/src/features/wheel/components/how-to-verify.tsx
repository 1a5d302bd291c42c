/** How anyone can recompute a spin (decision 0030), short enough to write their own verifier from. */
import { Code, Stack, Text } from '@chakra-ui/react';

const FORMULA = [
  'digest = HMAC-SHA256(key = server_seed, message = "client_seed:nonce")  // hex',
  'ticket = floor(parseInt(digest[0..13], 16) / 2^52 × total_weight)',
  'prize  = รางวัลแรก (เรียงตามช่อง 0, 1, 2, …) ที่น้ำหนักสะสม > ticket',
].join('\n');

export function HowToVerify() {
  return (
    <Stack gap="2" fontSize="sm" data-testid="how-to-verify">
      <Text color="fg.muted">
        ก่อนหมุน ระบบแสดง SHA-256 ของ server seed ไว้ (hash) จึงเปลี่ยน seed ภายหลังไม่ได้ เมื่อคุณเปลี่ยน seed ระบบจะเปิดเผย server seed เดิม ให้ตรวจว่า
        SHA-256(server seed) ตรงกับ hash ที่เห็นก่อนหมุน แล้วคำนวณรางวัลของแต่ละครั้งดังนี้
      </Text>
      <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" bg="bg.canvas" color="fg.default" fontSize="xs">
        {FORMULA}
      </Code>
      <Text color="fg.muted">
        nonce คือลำดับการหมุนภายใต้ seed นั้น (เริ่มที่ 0) ใช้ 52 บิตแรกของ digest (13 ตัวอักษรฐานสิบหก) คิดเป็นเศษส่วนระหว่าง 0 ถึง 1 คูณน้ำหนักรวม
        แล้วไล่บวกน้ำหนักของแต่ละช่องตามลำดับจนเกิน ticket ช่องนั้นคือรางวัล ตารางรางวัลที่ใช้คือตารางที่ผูกกับ seed นั้น
      </Text>
    </Stack>
  );
}
