/** How turnover cashback works, with the rate in force today. */
import { List, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { bahtText } from '../../../lib/money-text.js';
import { rateText } from '../format.js';

export function TurnoverRules({ rate }: { rate: number }) {
  return (
    <Stack as="section" aria-labelledby="turnover-rules-title" gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
      <Text id="turnover-rules-title" fontWeight="bold" fontSize="lg">
        คืนยอดเล่นคืออะไร
      </Text>
      <Text>
        ทุกวันเราคืนเงิน <b data-testid="turnover-rate">{rateText(rate)}</b> ของยอดเล่นเมื่อวานให้คุณ ไม่ว่าจะได้หรือเสีย
      </Text>
      <List.Root gap="2" variant="plain">
        {[
          'นับยอดเล่นทุกประเภท หวย หวยยี่กี และเกม (ไม่นับโพยที่ยกเลิก)',
          'ระบบคำนวณหลังเที่ยงคืนของทุกวันตามเวลาประเทศไทย',
          'โอนเข้ากระเป๋าหลักอัตโนมัติ ไม่ต้องกดรับ',
          'คำนวณเป็นสตางค์ ปัดเศษลง ยอดต่ำกว่า 0.01 บาทจะไม่ได้รับ',
        ].map((line) => (
          <List.Item key={line} alignItems="flex-start">
            <List.Indicator asChild color="brand.fg" mt="1">
              <LuCircleCheck />
            </List.Indicator>
            {line}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="fg.muted">
        ตัวอย่าง: เมื่อวานเล่นรวม 10,000 บาท ได้คืน {rateText(rate)} = {bahtText(Math.floor(10_000 * rate) / 100)}
      </Text>
    </Stack>
  );
}
