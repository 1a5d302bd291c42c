import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ZWheelClaimDeliverRequest, type WheelClaim } from '#shared/api/wheel.js';
import { dateTimeText } from '../format.js';
import { RejectReason } from './reject-reason.js';

/** One item prize a member claimed from the wheel: who to send it to, and (until sent) "ส่งแล้ว" with a note. */
export function WheelClaimCard({ claim, pending, onDeliver }: { claim: WheelClaim; pending: boolean; onDeliver: (note: string, done: () => void) => void }) {
  const [delivering, setDelivering] = useState(false);
  const done = () => setDelivering(false);
  const sent = claim.delivered_at !== null;
  return (
    <Box as="article" aria-label={`รางวัลวงล้อ ${claim.prize} ของ ${claim.username}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{claim.prize}</Text>
            <Text fontSize="sm">
              {claim.full_name} · {claim.username}
            </Text>
          </Stack>
          <Badge colorPalette={sent ? 'green' : 'yellow'}>{sent ? 'ส่งแล้ว' : 'รอจัดส่ง'}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          กดรับเมื่อ {dateTimeText(claim.claimed_at)}
          {sent ? ` · ส่งเมื่อ ${dateTimeText(claim.delivered_at)}` : null}
        </Text>
        {claim.note ? <Text fontSize="sm">หมายเหตุ: {claim.note}</Text> : null}
        {sent ? null : delivering ? (
          <RejectReason
            label={`ยืนยันส่ง ${claim.prize}`}
            fieldLabel="หมายเหตุ เช่น เลขพัสดุ (ไม่บังคับ)"
            schema={ZWheelClaimDeliverRequest.shape.note}
            submitText="ยืนยันส่งแล้ว"
            palette="green"
            pending={pending}
            onSubmit={(note) => onDeliver(note, done)}
            onCancel={done}
          />
        ) : (
          <HStack justify="flex-end">
            <Button size="sm" colorPalette="green" onClick={() => setDelivering(true)}>
              ส่งแล้ว
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
