/** The poll itself: image, title, question, description, status, open and close times with the countdown, and the prize. */
import { Badge, Box, Flex, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { LuCalendarClock, LuGift } from 'react-icons/lu';
import type { Poll, PollStatus } from '#shared/api/poll.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import { POLL_STATUS_TH } from '../format.js';
import { PollCountdown } from './poll-countdown.js';

const STATUS_PALETTE: Record<PollStatus, string> = { scheduled: 'gray', open: 'green', closed: 'red' };

export function PollHeader({ poll, status }: { poll: Poll; status: PollStatus }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="poll-title">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: poll.image ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)' }} gap={{ base: '3', md: '5' }} alignItems="center">
        {poll.image && <Image src={poll.image} alt={poll.title} w="full" h="auto" maxH={{ base: '60', md: '72' }} objectFit="contain" rounded="xl" data-testid="poll-image" />}
        <Stack gap="1">
          <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" alignSelf="flex-start" data-testid="poll-status">
            {POLL_STATUS_TH[status]}
          </Badge>
          <Heading as="h2" id="poll-title" size={{ base: 'lg', md: 'xl' }}>
            {poll.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium" data-testid="poll-question">
            {poll.question}
          </Text>
          {poll.description && (
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
              {poll.description}
            </Text>
          )}
        </Stack>
      </Grid>
      <Stack gap="1.5" p="3" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
        <Flex gap="2" align="flex-start" fontSize="sm">
          <Box mt="0.5" color="fg.muted" flexShrink={0}>
            <LuCalendarClock aria-hidden />
          </Box>
          <Text data-testid="poll-times">
            เปิดโหวต {formatThaiDateTime(poll.opens_at)} น. – ปิดโหวต {formatThaiDateTime(poll.closes_at)} น.
          </Text>
        </Flex>
        <PollCountdown poll={poll} status={status} />
        {poll.prize > 0 && (
          <Flex gap="2" align="center" fontSize="sm" data-testid="poll-prize">
            <Box color="brand.fg" flexShrink={0}>
              <LuGift aria-hidden />
            </Box>
            <Text>
              เงินรางวัลรวม{' '}
              <Text as="span" fontWeight="bold" color="brand.fg">
                {thbText(poll.prize)}
              </Text>{' '}
              แบ่งให้ทุกโหวตที่เลือกคำตอบที่ชนะ
            </Text>
          </Flex>
        )}
      </Stack>
    </Stack>
  );
}
