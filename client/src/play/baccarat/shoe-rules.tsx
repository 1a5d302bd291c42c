/**
 * Below the roads: the whole commitment of the shoe being dealt (copyable, to
 * check after the shoe ends), what each bet pays, that a tie refunds player
 * and banker bets, and where the check is explained (a new tab: the game runs
 * in the launcher's frame).
 */
import { List, Stack, Text } from '@chakra-ui/react';
import { BACCARAT_PAYS_TH, TIE_REFUND_TH } from '@shared/games/baccarat-api.js';
import { CopyableCode } from '../../components/copyable-code/copyable-code.js';
import { FairnessLink } from '../../components/fairness-link/fairness-link.js';

export function ShoeRules({ commitment }: { commitment: string }) {
  return (
    <Stack gap="2" rounded="lg" bg="blackAlpha.400" p="2" fontSize="sm" data-testid="shoe-rules">
      <CopyableCode label="ค่าผูกมัดลำดับไพ่ของขอนนี้ (SHA-256) ประกาศก่อนแจกตาแรก" value={commitment} copyLabel="ค่าผูกมัด" testId="shoe-commitment" />
      <Text fontWeight="bold">กติกาการจ่าย</Text>
      <List.Root gap="0.5" ps="5" color="whiteAlpha.900">
        {BACCARAT_PAYS_TH.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
      <Text fontWeight="bold" color="yellow.200" data-testid="tie-rule">
        {TIE_REFUND_TH}
      </Text>
      <FairnessLink section="baccarat" newTab />
    </Stack>
  );
}
