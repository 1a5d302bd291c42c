/** The member's latest slips (GET slips): when, how much, the status and the reason the member is told. */
import { Badge, Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SLIP_STATUS_TH, type SlipStatus } from '#shared/api/payment-slips.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useSlips } from '../api/get-slips.js';
import { thbText } from '../format.js';

const PALETTE: Record<SlipStatus, string> = { checking: 'blue', credited: 'green', review: 'orange', refused: 'red', rejected: 'red' };

export function SlipList() {
  const slips = useSlips();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        สลิปที่แจ้งล่าสุด
      </Heading>
      {slips.isPending && <Skeleton h="16" rounded="lg" aria-label="กำลังโหลดรายการสลิป" />}
      <QueryError query={slips} />
      {slips.data?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          ยังไม่มีสลิปที่แจ้ง
        </Text>
      )}
      {slips.data && slips.data.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="สลิปที่แจ้งล่าสุด">
          {slips.data.map((slip) => (
            <Box as="li" key={slip.id} p="3" rounded="lg" borderWidth="1px" borderColor="border.subtle" data-testid="slip-row">
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {formatThaiDateTime(slip.created_at)} น.
                </Text>
                <Badge colorPalette={PALETTE[slip.status]} variant="solid">
                  {SLIP_STATUS_TH[slip.status]}
                </Badge>
              </Flex>
              <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
                {slip.amount === null ? 'ยังไม่ทราบยอด' : thbText(slip.amount)}
              </Text>
              {slip.reason && (
                <Text fontSize="sm" color="fg.muted">
                  {slip.reason}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
