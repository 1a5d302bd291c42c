/**
 * Item prizes the member won and has not pressed กดรับรางวัล for (config_v2
 * `unclaimed`, e.g. the result dialog was closed or the page left), each with
 * its claim button. A claimed one says so until the config comes back without it.
 */
import { useState } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { WheelConfigV2 } from '#shared/api/wheel.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { ClaimButton } from './claim-button.js';

export function UnclaimedPrizes({ unclaimed }: { unclaimed: WheelConfigV2['unclaimed'] }) {
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(() => new Set());
  if (unclaimed.length === 0) return null;
  return (
    <Stack as="section" aria-label="ของรางวัลที่ยังไม่ได้กดรับ" gap="2" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
      <Heading as="h2" size="md">
        ของรางวัลที่ยังไม่ได้กดรับ
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {unclaimed.map(({ spin_id, prize, created_at }) => (
          <Stack as="li" key={spin_id} aria-label={prize.name} gap="2" p="3" rounded="lg" bg="bg.raised" data-testid="unclaimed-prize">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{prize.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                ได้รับเมื่อ {formatThaiDateTime(created_at)} น.
              </Text>
            </HStack>
            <ClaimButton
              spin={{ spin_id, claim_status: claimed.has(spin_id) ? 'claimed' : 'pending' }}
              onClaimed={() => setClaimed((before) => new Set(before).add(spin_id))}
            />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
