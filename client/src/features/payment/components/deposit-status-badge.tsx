import { Badge } from '@chakra-ui/react';
import { DEPOSIT_STATUS_TH, type DepositStatus } from '#shared/api/payment.js';

const PALETTE: Record<DepositStatus, string> = { pending: 'orange', paid: 'green', expired: 'gray', rejected: 'red' };

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} size="lg" variant="solid" data-testid="deposit-status">
      {DEPOSIT_STATUS_TH[status]}
    </Badge>
  );
}
