import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SLIP_STATUS_TH, type OperatorSlip } from '#shared/api/payment-slips.js';
import { dateTimeText, SLIP_STATUS_PALETTE, thbOrDash } from '../format.js';

/** One transfer slip in the list: who sent it, the amounts the service and the deposit say, why it waits; opens for review. */
export function SlipCard({ slip, onOpen }: { slip: OperatorSlip; onOpen: () => void }) {
  return (
    <Box as="article" aria-label={`สลิป ${slip.trans_ref}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{slip.username}</Text>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              เลขอ้างอิง {slip.trans_ref}
            </Text>
          </Stack>
          <Badge colorPalette={SLIP_STATUS_PALETTE[slip.status]}>{SLIP_STATUS_TH[slip.status]}</Badge>
        </HStack>
        <HStack gap="6" align="end" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              ยอดตามบริการตรวจสลิป
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="brand.fg">
              {thbOrDash(slip.amount)}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              ยอดรายการฝาก
            </Text>
            <Text fontWeight="semibold">{thbOrDash(slip.deposit_amount)}</Text>
          </Stack>
        </HStack>
        {slip.reason ? <Text fontSize="sm">เหตุผล: {slip.reason}</Text> : null}
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            แจ้งเมื่อ {dateTimeText(slip.created_at)}
          </Text>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onOpen}>
            ดูสลิป
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
