import { Box, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import type { LottoCategory, LottoRound } from '#shared/api/lotto/rounds.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { shortRoundName } from '../format.js';
import { effectiveStatus, RoundCountdown, RoundStatusBadge } from './round-status.js';

/** The round being bet on: names, status, countdown to closing, and its committed seed when it has one. */
export function RoundHeader({ round, category }: { round: LottoRound; category: LottoCategory }) {
  const status = useServerClock((now) => effectiveStatus(round, now));
  return (
    <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {category.name}
          </Text>
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            {shortRoundName(round.name, category.name)}
          </Heading>
        </Stack>
        <RoundStatusBadge status={status} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="2">
        ปิดรับ {formatThaiDateTime(round.closes_at)} น.
      </Text>
      <RoundCountdown round={round} fontSize="lg" />
      {round.seed_hash && (
        <Flex gap="2" mt="3" p="2.5" rounded="md" bg="bg.raised" align="flex-start" data-testid="seed-hash-note">
          <Box color="green.300" mt="0.5" flexShrink={0}>
            <LuShieldCheck aria-hidden />
          </Box>
          <Stack gap="1" minW="0">
            <Text fontSize="sm">
              {category.kind === 'yeekee'
                ? 'เลขของเจ้ามือในรอบนี้ถูกล็อกไว้ตั้งแต่เปิดรอบ และจะเปิดเผยพร้อมผล ตรวจสอบได้ด้วยแฮชนี้'
                : 'ผลงวดนี้มาจากเลขสุ่มที่ล็อกไว้ตั้งแต่เปิดงวด และจะเปิดเผยพร้อมผล ตรวจสอบได้ด้วยแฮชนี้'}
            </Text>
            <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" bg="transparent" p="0" color="fg.muted">
              SHA-256: {round.seed_hash}
            </Code>
          </Stack>
        </Flex>
      )}
    </Box>
  );
}
