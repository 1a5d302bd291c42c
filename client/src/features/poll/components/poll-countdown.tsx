import { Text } from '@chakra-ui/react';
import type { Poll, PollStatus } from '#shared/api/poll.js';
import { countdownText } from '#client/lib/countdown-text.js';
import { useServerNow } from '#client/lib/use-server-now.js';

/** Time to the next moment of the poll (its opening, then its close) on the server's clock; ticks on its own. */
export function PollCountdown({ poll, status }: { poll: Pick<Poll, 'opens_at' | 'closes_at'>; status: PollStatus }) {
  const now = useServerNow();
  if (status === 'closed') return null;
  const [label, at] = status === 'scheduled' ? ['เปิดโหวตในอีก', poll.opens_at] : ['ปิดโหวตในอีก', poll.closes_at];
  const left = Date.parse(at) - now;
  return (
    <Text fontSize="sm" color={status === 'open' && left <= 3_600_000 ? 'red.300' : 'fg.muted'} data-testid="poll-countdown">
      {label}{' '}
      <Text as="span" fontSize="lg" fontWeight="bold" color="fg" fontVariantNumeric="tabular-nums">
        {countdownText(left)}
      </Text>
    </Text>
  );
}
