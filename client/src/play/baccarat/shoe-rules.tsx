/**
 * Below the roads: the whole commitment of the shoe being dealt (copyable, to
 * check after the shoe ends), what each bet pays, that a tie refunds player
 * and banker bets, and where the check is explained (a new tab: the game runs
 * in the launcher's frame).
 */
import { Stack } from '@chakra-ui/react';
import { CopyableCode } from '#client/components/copyable-code/copyable-code.js';
import { FairnessLink } from '#client/components/fairness-link/fairness-link.js';
import { BaccaratPayRules } from '#client/game-data/baccarat-pay-rules.js';

export function ShoeRules({ commitment }: { commitment: string }) {
  return (
    <Stack gap="2" rounded="lg" bg="blackAlpha.400" p="2" fontSize="sm" data-testid="shoe-rules">
      <CopyableCode label="ค่าผูกมัดลำดับไพ่ของขอนนี้ (SHA-256) ประกาศก่อนแจกตาแรก" value={commitment} copyLabel="ค่าผูกมัด" testId="shoe-commitment" />
      <BaccaratPayRules tone="table" heading={{ text: 'กติกาการจ่าย', as: 'h2' }} />
      <FairnessLink section="baccarat" newTab />
    </Stack>
  );
}
