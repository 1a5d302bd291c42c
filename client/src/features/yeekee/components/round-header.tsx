/**
 * The top of the round view: name, status, the countdown on the server's
 * clock, who is watching, how many shots and their running sum, and the seed
 * hash published when the round opened.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Code, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight, LuEye, LuTicket } from 'react-icons/lu';
import type { YeekeeRound } from '#shared/api/lotto/yeekee.js';
import type { YeekeeLiveRound } from '#shared/live/events.js';
import { categoryNameOf, countText, hourMinuteText, statusAt } from '../format.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { Countdown } from './countdown.js';
import { StatusBadge } from './status-badge.js';

export function RoundHeader({ round, live, next }: { round: YeekeeLiveRound; live: boolean; next?: YeekeeRound }) {
  // The countdown below ticks on its own; the header re-renders only when the status changes.
  const status = useServerClock((now) => statusAt(round, now));
  const bettable = status === 'open';

  return (
    <Stack gap="3" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p={{ base: '3', md: '4' }}>
      <Flex align="start" justify="space-between" gap="2">
        <Stack gap="0" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {categoryNameOf(round)}
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            หวยยี่กี รอบที่ {round.round_no}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            เปิด {hourMinuteText(round.opens_at)} น. · ปิดรับ {hourMinuteText(round.closes_at)} น.
          </Text>
        </Stack>
        <StatusBadge status={status} size="lg" />
      </Flex>

      <Box textAlign="center" py="1" aria-live="off">
        <StatusLine round={round} status={status} />
      </Box>

      <SimpleGrid columns={3} gap="2" textAlign="center">
        <Figure label="คนกำลังดู" testId="watchers">
          <HStack justify="center" gap="1">
            <Icon as={LuEye} boxSize="4" color="fg.muted" aria-hidden />
            <span>{live ? countText(round.watchers) : '–'}</span>
          </HStack>
        </Figure>
        <Figure label="ยิงแล้ว (ครั้ง)" testId="shot-count">
          {countText(round.last_seq)}
        </Figure>
        <Figure label="ผลรวมเลขที่ยิง" testId="running-sum">
          {countText(round.sum)}
        </Figure>
      </SimpleGrid>

      <Stack gap="1">
        <Text fontSize="xs" color="fg.muted">
          ค่าแฮชของเลขเจ้ามือ (เผยแพร่ตั้งแต่เปิดรอบ)
        </Text>
        {round.seed_hash ? (
          <Code
            data-testid="seed-hash"
            fontSize="xs"
            wordBreak="break-all"
            whiteSpace="normal"
            bg="bg.canvas"
            color="fg.default"
            px="2"
            py="1.5"
            rounded="md"
          >
            {round.seed_hash}
          </Code>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="seed-hash">
            จะเผยแพร่เมื่อเปิดรอบ
          </Text>
        )}
      </Stack>

      {bettable && (
        <Button asChild colorPalette="brand" size="lg" minH="12">
          <RouterLink to={`/lotto/${round.round_id}`}>
            <LuTicket aria-hidden />
            แทงหวย
          </RouterLink>
        </Button>
      )}
      {!bettable && next && (
        <Button asChild colorPalette="brand" variant="outline" size="lg" minH="12">
          <RouterLink to={`/lotto/yeekee?round=${next.round_id}`}>
            ไปรอบถัดไป (รอบที่ {next.round_no})
            <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}

function StatusLine({ round, status }: { round: YeekeeLiveRound; status: YeekeeLiveRound['status'] }) {
  switch (status) {
    case 'open':
      return (
        <Text fontSize="lg">
          ปิดรับใน <Countdown to={round.closes_at} fontSize="3xl" display="inline-block" minW="24" />
        </Text>
      );
    case 'upcoming':
      return (
        <Text fontSize="lg">
          เปิดรับใน <Countdown to={round.opens_at} fontSize="3xl" display="inline-block" minW="24" />
        </Text>
      );
    case 'closed':
      return <Text color="orange.300">ปิดรับแล้ว กำลังออกผล</Text>;
    case 'resulted':
      return <Text color="brand.fg">ออกผลแล้ว ตรวจสอบผลได้ด้านล่าง</Text>;
    case 'cancelled':
      return <Text color="red.300">รอบนี้ถูกยกเลิก</Text>;
  }
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="0" bg="bg.canvas" rounded="md" py="2" px="1" minW="0">
      <Text fontSize="2xs" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId} truncate>
        {children}
      </Box>
    </Stack>
  );
}
