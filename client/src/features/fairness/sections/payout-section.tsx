/** How payouts round: every product floors to the satang, where it does so, with an example each and a calculator. */
import { useState } from 'react';
import { List, Stack, Text } from '@chakra-ui/react';
import { winnings } from '#shared/games/baccarat/index.js';
import { formatThb } from '#shared/money-format.js';
import { parseAmount } from '#client/lib/money-text.js';
import { CodeField } from '../components/code-field.js';
import { Part, Section } from '../components/section.js';
import { floorPayout } from '../derive/floor-payout.js';

function Example({ stake, multiplier }: { stake: number; multiplier: string }) {
  const result = floorPayout(stake, multiplier);
  if (!result) return null;
  return (
    <>
      แทง {formatThb(stake)} ({stake} สตางค์) × {multiplier} = {result.exact} สตางค์ → จ่าย <b>{formatThb(result.paid)}</b>
    </>
  );
}

export function PayoutSection() {
  return (
    <Section id="payouts" title="การปัดเศษเงินรางวัล">
      <Text fontSize="sm">
        เงินทุกบาทในระบบเก็บเป็นสตางค์เต็มจำนวน เงินรางวัลที่คำนวณได้ต่ำกว่า 1 สตางค์จะถูกปัดลงเสมอ (ไม่ปัดขึ้น ไม่ปัดครึ่ง) ปัดครั้งเดียวตอนคำนวณเงินที่จ่าย
        ตามรายการนี้
      </Text>
      <List.Root gap="2" fontSize="sm" ps="4" data-testid="payout-rules">
        <List.Item>
          หวยทุกประเภท: ตอนออกผล จ่าย = ปัดลง(ยอดแทงเป็นสตางค์ × อัตราจ่าย) เช่น <Example stake={333} multiplier="3.2" />
        </List.Item>
        <List.Item>
          บาคาร่า: ตอนจบตา ฝั่งเจ้ามือชนะได้ = ปัดลง(ยอดแทง × 95 / 100) สตางค์ เช่น แทง {formatThb(1001)} ได้ <b>{formatThb(winnings('banker', 1001))}</b> บวกทุนคืน
          ฝั่งอื่นจ่ายเป็นจำนวนเท่าเต็ม จึงไม่มีเศษ
        </List.Item>
        <List.Item>
          ฟุตบอลเสมือนจริง: ตอนจบเกม คืน = ปัดลง(ยอดแทง × ราคา) เช่น <Example stake={1001} multiplier="1.85" />
        </List.Item>
        <List.Item>สล็อต: ต่อการหมุนหนึ่งครั้ง ชนะ = ปัดลง(เดิมพันรวม × จำนวนเท่าที่ได้ ÷ 20 ไลน์) ฟรีสปินแต่ละครั้งปัดแยกกัน</List.Item>
        <List.Item>ยิงปลา: ต่อปลาหนึ่งตัว ได้ = ปัดลง(ยอดกระสุน × ตัวคูณของปลา)</List.Item>
        <List.Item>วงล้อ รางวัลยี่กี และโบนัส: เป็นจำนวนเงินตายตัว ไม่มีการปัด</List.Item>
      </List.Root>
      <Part title="คำนวณเอง">
        <PayoutChecker />
      </Part>
    </Section>
  );
}

function PayoutChecker() {
  const [stake, setStake] = useState('3.33');
  const [multiplier, setMultiplier] = useState('3.2');
  const satang = parseAmount(stake);
  const result = satang === null ? null : floorPayout(satang, multiplier);
  return (
    <Stack gap="2" data-testid="payout-checker">
      <CodeField label="ยอดแทง (บาท)" value={stake} onChange={setStake} />
      <CodeField label="อัตราจ่ายหรือราคา (ทศนิยมไม่เกิน 4 ตำแหน่ง)" value={multiplier} onChange={setMultiplier} />
      {result && satang !== null ? (
        <Text fontSize="sm" data-testid="payout-checker-result">
          {satang} สตางค์ × {multiplier} = {result.exact} สตางค์ → จ่าย <b>{formatThb(result.paid)}</b>
        </Text>
      ) : (
        <Text fontSize="sm" color="red.300">
          กรอกยอดแทงเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง และอัตราจ่ายเป็นตัวเลข
        </Text>
      )}
    </Stack>
  );
}
