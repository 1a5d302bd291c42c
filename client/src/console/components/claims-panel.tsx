import { useState } from 'react';
import { Button, Group, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { CLAIM_STATUSES, type ClaimStatus, type RedemptionClaim } from '#shared/api/redemption.js';
import { useFulfilClaim } from '../api/fulfil-claim.js';
import { useClaims } from '../api/get-claims.js';
import { useRejectClaim } from '../api/reject-claim.js';
import { CLAIM_STATUS_TH } from '../format.js';
import { ClaimCard } from './claim-card.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { WheelClaimsSection } from './wheel-claims-section.js';

/**
 * Goods to send: those redeemed with points (by status; fulfil with a note
 * once sent, or reject and the points go back), then the wheel's item prizes.
 */
export function ClaimsPanel() {
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const claims = useClaims(status);
  const fulfil = useFulfilClaim();
  const reject = useRejectClaim();
  const [feedback, setFeedback] = useState<Feedback>(null);

  const decide = (claim: RedemptionClaim, action: 'fulfil' | 'reject', note: string, done: () => void) => {
    setFeedback(null);
    const mutation = action === 'fulfil' ? fulfil : reject;
    mutation.mutate(
      { id: claim.id, note: note || undefined },
      {
        onSuccess: () => {
          done();
          setFeedback({
            status: 'success',
            text: action === 'fulfil' ? `ยืนยันจัดส่ง ${claim.title} ให้ ${claim.username} แล้ว` : `ปฏิเสธ ${claim.title} ของ ${claim.username} และคืนแต้มแล้ว`,
          });
        },
        onError: (error) => setFeedback({ status: 'error', text: error.message }),
      },
    );
  };

  return (
    <Stack gap="8">
      <Stack as="section" aria-label="ของรางวัลจากการแลกแต้ม" gap="3">
        <Heading as="h2" size="md">
          ของรางวัลจากการแลกแต้ม
        </Heading>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Group attached>
            {CLAIM_STATUSES.map((option) => (
              <Button key={option} size="sm" variant={status === option ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={status === option} onClick={() => setStatus(option)}>
                {CLAIM_STATUS_TH[option]}
              </Button>
            ))}
          </Group>
          {claims.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
        </HStack>
        <FeedbackAlert feedback={feedback} />
        <ListState query={claims} empty={status === 'pending' ? 'ไม่มีของรางวัลที่รอจัดส่ง' : 'ไม่มีรายการ'} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {(claims.data ?? []).map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              pending={fulfil.isPending || reject.isPending}
              onFulfil={(note, done) => decide(claim, 'fulfil', note, done)}
              onReject={(note, done) => decide(claim, 'reject', note, done)}
            />
          ))}
        </SimpleGrid>
        {claims.data && claims.data.length > 0 ? null : (
          <Text fontSize="xs" color="fg.muted">
            สมาชิกแลกของรางวัลแล้วจะแสดงที่นี่ ตรวจสอบใหม่อัตโนมัติทุก 30 วินาที
          </Text>
        )}
      </Stack>
      <WheelClaimsSection />
    </Stack>
  );
}
