import { Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OperatorSlipDetail } from '#shared/api/payment-slips.js';
import { bankNumberText, dateTimeText, thbOrDash } from '../format.js';
import { Fact } from './fact.js';
import { SlipParty } from './slip-party.js';
import { SlipService } from './slip-service.js';

/** What the agent reads before deciding: the slip as sent, the transfer, the service's answer, both sides and the deposit. */
export function SlipDetails({ detail: { slip, image } }: { detail: OperatorSlipDetail }) {
  return (
    <Stack gap="4">
      {image ? (
        <Image src={image} alt={`รูปสลิปโอนเงินของ ${slip.username}`} maxH="md" objectFit="contain" mx="auto" rounded="md" />
      ) : (
        <Text color="fg.muted" textAlign="center" bg="bg.muted" rounded="md" p="3">
          สมาชิกสแกน QR ไม่มีรูปสลิป
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Fact label="เลขอ้างอิงการโอน">{slip.trans_ref}</Fact>
        <Fact label="ธนาคารผู้โอน (จาก QR)">{bankNumberText(slip.sending_bank)}</Fact>
        <Fact label="ยอดตามบริการตรวจสลิป">{thbOrDash(slip.amount)}</Fact>
        <Fact label="เวลาโอนตามบริการตรวจสลิป">{dateTimeText(slip.paid_at)}</Fact>
        <Fact label="รายการฝาก">{slip.deposit_ref ?? '-'}</Fact>
        <Fact label="ยอดรายการฝาก">{thbOrDash(slip.deposit_amount)}</Fact>
      </SimpleGrid>
      {slip.reason ? <Text fontSize="sm">เหตุผล: {slip.reason}</Text> : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <SlipParty title="ผู้โอน" party={slip.sender} />
        <SlipParty title="ผู้รับ" party={slip.receiver} />
      </SimpleGrid>
      <SlipService service={slip.service} />
    </Stack>
  );
}
