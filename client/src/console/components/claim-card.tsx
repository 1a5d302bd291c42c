import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ZClaimDecisionRequest, type RedemptionClaim } from '#shared/api/redemption.js';
import { CLAIM_STATUS_TH, dateTimeText, pointsText } from '../format.js';
import { RejectReason } from './reject-reason.js';

type Deciding = 'fulfil' | 'reject' | null;

/** One goods claim: who to send it to, and (while pending) fulfil or reject with a note. */
export function ClaimCard({
  claim,
  pending,
  onFulfil,
  onReject,
}: {
  claim: RedemptionClaim;
  pending: boolean;
  onFulfil: (note: string, done: () => void) => void;
  onReject: (note: string, done: () => void) => void;
}) {
  const [deciding, setDeciding] = useState<Deciding>(null);
  const done = () => setDeciding(null);
  return (
    <Box as="article" aria-label={`การแลก ${claim.title} ของ ${claim.username}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{claim.title}</Text>
            <Text fontSize="sm">
              {claim.full_name} · {claim.username}
            </Text>
          </Stack>
          {claim.claim_status ? <Badge colorPalette={claim.claim_status === 'pending' ? 'yellow' : claim.claim_status === 'fulfilled' ? 'green' : 'red'}>{CLAIM_STATUS_TH[claim.claim_status]}</Badge> : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          ใช้ {pointsText(claim.cost)} แต้ม · แลกเมื่อ {dateTimeText(claim.created_at)}
        </Text>
        {claim.claim_note ? <Text fontSize="sm">หมายเหตุ: {claim.claim_note}</Text> : null}
        {claim.claim_status !== 'pending' ? null : deciding === 'fulfil' ? (
          <RejectReason
            label={`ยืนยันจัดส่ง ${claim.title}`}
            fieldLabel="หมายเหตุ เช่น เลขพัสดุ (ไม่บังคับ สมาชิกจะเห็นข้อความนี้)"
            schema={ZClaimDecisionRequest.shape.note}
            submitText="ยืนยันจัดส่งแล้ว"
            palette="green"
            pending={pending}
            onSubmit={(note) => onFulfil(note, done)}
            onCancel={done}
          />
        ) : deciding === 'reject' ? (
          <RejectReason label={`เหตุผลที่ปฏิเสธ ${claim.title}`} schema={ZClaimDecisionRequest.shape.note} submitText="ยืนยันปฏิเสธ (คืนแต้ม)" pending={pending} onSubmit={(note) => onReject(note, done)} onCancel={done} />
        ) : (
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeciding('reject')}>
              ปฏิเสธ
            </Button>
            <Button size="sm" colorPalette="green" onClick={() => setDeciding('fulfil')}>
              จัดส่งแล้ว
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
