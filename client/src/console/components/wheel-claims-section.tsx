import { useState } from 'react';
import { Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { WheelClaim } from '#shared/api/wheel.js';
import { useDeliverWheelClaim } from '../api/deliver-wheel-claim.js';
import { useWheelClaims } from '../api/get-wheel-claims.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { WheelClaimCard } from './wheel-claim-card.js';

/**
 * Item prizes won on the wheel that members pressed กดรับรางวัล for: the goods
 * wait here until the agent marks them sent (once, with an optional note).
 */
export function WheelClaimsSection() {
  const claims = useWheelClaims('claimed');
  const deliver = useDeliverWheelClaim();
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onDeliver = (claim: WheelClaim, note: string, done: () => void) => {
    setFeedback(null);
    deliver.mutate(
      { id: claim.spin_id, note: note || undefined },
      {
        onSuccess: () => {
          done();
          setFeedback({ status: 'success', text: `บันทึกว่าส่ง ${claim.prize} ให้ ${claim.username} แล้ว` });
        },
        onError: (error) => setFeedback({ status: 'error', text: error.message }),
      },
    );
  };

  return (
    <Stack as="section" aria-label="ของรางวัลจากวงล้อ" gap="3">
      <HStack justify="space-between" gap="2">
        <Heading as="h2" size="md">
          ของรางวัลจากวงล้อ
        </Heading>
        {claims.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <FeedbackAlert feedback={feedback} />
      <ListState query={claims} empty="ไม่มีของรางวัลจากวงล้อที่รอจัดส่ง" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(claims.data ?? []).map((claim) => (
          <WheelClaimCard key={claim.spin_id} claim={claim} pending={deliver.isPending} onDeliver={(note, done) => onDeliver(claim, note, done)} />
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        สมาชิกกดรับรางวัลสิ่งของจากวงล้อแล้วจะแสดงที่นี่ ส่งแล้วรายการจะหายไป ตรวจสอบใหม่อัตโนมัติทุก 30 วินาที
      </Text>
    </Stack>
  );
}
