/** What each bet pays at our tables and what a tie does to player and banker bets (settleBet, shared/src/games/baccarat/payouts.ts). */
import { List, Stack, Text } from '@chakra-ui/react';
import { BACCARAT_PAYS_TH, TIE_REFUND_TH } from '@shared/games/baccarat-api.js';

export function PayoutRules() {
  return (
    <Stack gap="1" fontSize="sm" data-testid="payout-rules">
      <List.Root gap="0.5" ps="5">
        {BACCARAT_PAYS_TH.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
      <Text fontWeight="bold" data-testid="tie-rule">
        {TIE_REFUND_TH}
      </Text>
    </Stack>
  );
}
