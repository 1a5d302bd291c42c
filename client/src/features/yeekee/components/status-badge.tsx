import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { RoundStatus } from '#shared/api/lotto/rounds.js';
import { ROUND_STATUS } from '../format.js';

export function StatusBadge({ status, ...props }: { status: RoundStatus } & BadgeProps) {
  const { label, palette } = ROUND_STATUS[status];
  return (
    <Badge colorPalette={palette} variant="solid" flexShrink={0} data-testid="round-status" {...props}>
      {label}
    </Badge>
  );
}
