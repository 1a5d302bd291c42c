/**
 * "กดรับรางวัล" for an item prize: POST /api/wheel/reward with one key per
 * spin, kept until an answer comes, so a retry after a lost answer is the
 * same claim. The server's answer (claimed) replaces the spin the page holds.
 * Only the spin's id and claim status are read, so a prize listed as not yet
 * claimed (config_v2 `unclaimed`) uses it too.
 */
import { useRef } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { WheelSpin } from '#shared/api/wheel.js';
import { ApiError, newIdempotencyKey } from '#client/lib/api-client.js';
import { notify } from '#client/components/ui/toaster.js';
import { useClaimWheelReward } from '../api/claim-reward.js';

export function ClaimButton({ spin, onClaimed }: { spin: Pick<WheelSpin, 'spin_id' | 'claim_status'>; onClaimed: (spin: WheelSpin) => void }) {
  const claim = useClaimWheelReward();
  const attempt = useRef<{ spinId: number; key: string } | null>(null);

  if (spin.claim_status === 'claimed') {
    return (
      <Text color="green.300" fontWeight="medium" data-testid="claim-done">
        รับรางวัลแล้ว ทีมงานจะติดต่อจัดส่งของรางวัลให้คุณ
      </Text>
    );
  }
  if (spin.claim_status !== 'pending') return null;

  const onClaim = () => {
    if (attempt.current?.spinId !== spin.spin_id) attempt.current = { spinId: spin.spin_id, key: newIdempotencyKey() };
    claim.mutate(
      { request: { spin_id: spin.spin_id }, idempotencyKey: attempt.current.key },
      {
        onSuccess: (claimed) => {
          attempt.current = null;
          notify.success(`กดรับ ${claimed.prize.name} แล้ว`);
          onClaimed(claimed);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status > 0 && error.status < 500) attempt.current = null;
        },
      },
    );
  };

  return (
    <Stack gap="1" w="full">
      <Button minH="12" colorPalette="brand" loading={claim.isPending} onClick={onClaim}>
        กดรับรางวัล
      </Button>
      {claim.error && (
        <Text fontSize="sm" color="red.300" data-testid="claim-error">
          {claim.error.message}
        </Text>
      )}
    </Stack>
  );
}
