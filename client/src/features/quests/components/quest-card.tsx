import { Badge, Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuGift } from 'react-icons/lu';
import type { Quest } from '#shared/api/quest.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { amountText, percentOf, PERIOD_TH, rewardText } from '../format.js';
import { TimeLeft } from './time-left.js';
import { countText } from '#client/lib/thai/format.js';

const PERIOD_PALETTE: Record<Quest['period'], string> = { daily: 'blue', weekly: 'purple', once: 'orange' };

interface QuestCardProps {
  quest: Quest;
  redeeming: boolean;
  /** another quest's redeem is under way: one at a time, so each gets its own answer and toast */
  busy: boolean;
  /** the server's Thai refusal of the last redeem of this quest */
  error: string | null;
  onRedeem: () => void;
}

export function QuestCard({ quest, redeeming, busy, error, onRedeem }: QuestCardProps) {
  const ended = useServerClock((now) => quest.ends_at !== null && now >= Date.parse(quest.ends_at));
  const quotaUsed = quest.quota_left === 0;
  const canRedeem = quest.completed && !quest.claimed && !quotaUsed && !ended;
  const label = quest.claimed ? 'รับรางวัลแล้ว' : !quest.completed ? 'ยังทำไม่ครบ' : quotaUsed ? 'สิทธิ์เต็มแล้ว' : ended ? 'หมดเวลาแล้ว' : 'รับรางวัล';
  const percent = percentOf(quest);

  return (
    <Box
      as="li"
      p="4"
      rounded="xl"
      bg="bg.surface"
      borderWidth="1px"
      borderColor={canRedeem ? 'brand.solid' : 'border.subtle'}
      opacity={quest.claimed ? 0.8 : 1}
      data-testid="quest-card"
      aria-label={quest.title}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="bold" fontSize="md">
            {quest.title}
          </Text>
          <Flex gap="1" flexShrink={0}>
            {quest.event_id !== null && <Badge colorPalette="pink">กิจกรรม</Badge>}
            <Badge colorPalette={PERIOD_PALETTE[quest.period]} data-testid="quest-period">
              {PERIOD_TH[quest.period]}
            </Badge>
          </Flex>
        </Flex>
        {quest.description && (
          <Text fontSize="sm" color="fg.muted">
            {quest.description}
          </Text>
        )}

        <Box>
          <Progress.Root value={percent} size="sm" colorPalette={quest.completed ? 'green' : 'brand'} aria-label={`ความคืบหน้า ${quest.title}`}>
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Flex justify="space-between" mt="1" fontSize="sm" gap="2">
            <Text data-testid="quest-progress">
              {amountText(quest.metric, Math.min(quest.progress, quest.target))} / {amountText(quest.metric, quest.target)}
            </Text>
            <Text color="fg.muted">{percent}%</Text>
          </Flex>
        </Box>

        <Flex align="center" gap="2" color="brand.fg" fontSize="sm">
          <LuGift aria-hidden />
          <Text data-testid="quest-reward">รางวัล: {rewardText(quest.reward)}</Text>
        </Flex>

        <Flex justify="space-between" wrap="wrap" gap="2">
          <TimeLeft endsAt={quest.ends_at} />
          {quest.quota !== null && quest.quota_left !== null && (
            <Text fontSize="sm" color={quotaUsed ? 'red.300' : 'fg.muted'} data-testid="quest-quota">
              เหลือสิทธิ์ {countText(quest.quota_left)} / {countText(quest.quota)}
            </Text>
          )}
        </Flex>

        <Button
          colorPalette={quest.claimed ? 'green' : 'brand'}
          variant={canRedeem ? 'solid' : 'subtle'}
          minH="11"
          disabled={!canRedeem || busy}
          loading={redeeming}
          loadingText="กำลังรับรางวัล"
          onClick={onRedeem}
        >
          {quest.claimed && <LuCircleCheck aria-hidden />}
          {label}
        </Button>
        {error && (
          <Text role="alert" fontSize="sm" color="red.300" data-testid="quest-error">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
