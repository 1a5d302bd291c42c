import { Badge, Text, type TextProps } from '@chakra-ui/react';
import type { LottoRound, RoundStatus } from '#shared/api/lotto/rounds.js';
import { useServerNow } from '#client/lib/use-server-now.js';
import { countdownText, ROUND_STATUS } from '../format.js';

export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  const { label, palette } = ROUND_STATUS[status];
  return (
    <Badge colorPalette={palette} variant="solid" size="md" flexShrink={0}>
      {label}
    </Badge>
  );
}

/**
 * The status a round has at `now` on the server's clock: an open round whose
 * closing time has passed reads as closed before the server says so.
 */
export function effectiveStatus(round: Pick<LottoRound, 'status' | 'opens_at' | 'closes_at'>, now: number): RoundStatus {
  if (round.status === 'open' && Date.parse(round.closes_at) <= now) return 'closed';
  if (round.status === 'upcoming' && Date.parse(round.opens_at) <= now) return 'open';
  return round.status;
}

/**
 * "ปิดรับใน 01:02:03" for an open round, "เปิดรับใน ..." for an upcoming one, nothing otherwise.
 * It reads the clock itself, so each second re-renders this text and not the page around it.
 */
export function RoundCountdown({ round, ...props }: { round: Pick<LottoRound, 'status' | 'opens_at' | 'closes_at'> } & TextProps) {
  const now = useServerNow();
  const status = effectiveStatus(round, now);
  if (status !== 'open' && status !== 'upcoming') return null;
  const target = status === 'open' ? round.closes_at : round.opens_at;
  const left = Date.parse(target) - now;
  return (
    <Text fontVariantNumeric="tabular-nums" data-testid="round-countdown" {...props}>
      {status === 'open' ? 'ปิดรับใน ' : 'เปิดรับใน '}
      <Text as="span" fontWeight="bold" color={status === 'open' && left < 5 * 60_000 ? 'red.300' : 'brand.fg'}>
        {countdownText(left)}
      </Text>
    </Text>
  );
}
