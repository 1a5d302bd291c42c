/**
 * /fairness (docs/domain.md "Integrity first"; docs/decisions/0043): everything on
 * the site a member can verify and exactly how. Each section states its
 * function (which bytes are hashed, how digits or stops follow), works one
 * example through from a real past round where one is public (or the
 * member's own, or labelled sample seeds), and puts a checker beside it that
 * recomputes in this browser with the same shared functions the servers run.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Contents } from '../components/contents.js';
import { CommitmentLogSection } from '../sections/commitment-log-section.js';
import { DrawSection } from '../sections/draw-section.js';
import { FishingSection } from '../sections/fishing-section.js';
import { FootballSection } from '../sections/football-section.js';
import { PayoutSection } from '../sections/payout-section.js';
import { ShoeSection } from '../sections/shoe-section.js';
import { SlotSection } from '../sections/slot-section.js';
import { WheelSection } from '../sections/wheel-section.js';
import { YeekeeSection } from '../sections/yeekee-section.js';
import { useScrollToSection } from './use-scroll-to-section.js';

export function FairnessPage() {
  useScrollToSection();
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        ตรวจสอบความยุติธรรม
      </Heading>
      <Text fontSize="sm">
        ทุกผลที่มีการสุ่มบนเว็บนี้ ถูกกำหนดไว้ก่อนเล่นด้วย seed ที่เราเผยแพร่ค่าแฮช SHA-256 ไว้ล่วงหน้า และเปิดเผย seed หลังเล่น หน้านี้บอกวิธีคำนวณของแต่ละอย่างทีละขั้น
        พร้อมตัวอย่างที่คำนวณซ้ำได้ด้วยเครื่องมือ SHA-256 หรือ HMAC-SHA256 ใดก็ได้ และช่องตรวจสอบที่คำนวณในเครื่องของคุณเอง ข้อความที่นำไปแฮชเป็นไบต์ UTF-8
        ไม่มีช่องว่างหรือขึ้นบรรทัดใหม่ต่อท้าย ค่าแฮชเขียนเป็นเลขฐานสิบหกตัวพิมพ์เล็ก
      </Text>
      <Contents />
      <YeekeeSection />
      <DrawSection />
      <WheelSection />
      <SlotSection />
      <ShoeSection />
      <FishingSection />
      <FootballSection />
      <PayoutSection />
      <CommitmentLogSection />
    </Stack>
  );
}
