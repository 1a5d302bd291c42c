import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { LEDGER_KIND_TH, type StatementEntry } from '#shared/api/member.js';
import { WalletType } from '#shared/constants.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { formatThb, isThbAmount, thbToSatang } from '#shared/money-format.js';

const satangOf = (thb: number) => (isThbAmount(Math.abs(thb)) ? Math.sign(thb) * thbToSatang(Math.abs(thb)) : Math.round(thb * 100));

/** "+฿1,000.00" for money in, "-฿50.00" for money out. */
export function signedThb(thb: number): string {
  const satang = satangOf(thb);
  return `${satang > 0 ? '+' : satang < 0 ? '-' : ''}${formatThb(Math.abs(satang))}`;
}

export const WALLET_TH: Record<number, string> = { [WalletType.MAIN]: 'หลัก', [WalletType.BONUS]: 'โบนัส' };

/**
 * One ledger row: its kind, wallet, what it was for and when. "What it was for" is the
 * server's Thai `description` (the game and its round, the wheel's prize, the quest…); the
 * `ref` is the site's internal pointer and never shown to the member (docs/decisions/0048).
 */
export function StatementRow({ entry }: { entry: StatementEntry }) {
  const tone = entry.amount > 0 ? 'green.300' : entry.amount < 0 ? 'red.300' : 'fg.default';
  return (
    <Box as="li" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="statement-row">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="bold">{LEDGER_KIND_TH[entry.kind] ?? entry.kind}</Text>
            <Badge size="sm" variant="subtle" colorPalette={entry.wallet_type_id === WalletType.BONUS ? 'purple' : 'blue'}>
              กระเป๋า{WALLET_TH[entry.wallet_type_id] ?? entry.wallet_type_id}
            </Badge>
          </Flex>
          {entry.description && (
            <Text fontSize="sm" data-testid="statement-description">
              {entry.description}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {formatThaiDateTime(entry.created_at)} น.
          </Text>
        </Stack>
        <Stack gap="0" align="flex-end" flexShrink={0}>
          <Text fontWeight="bold" color={tone} data-testid="statement-amount">
            {signedThb(entry.amount)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            คงเหลือ {signedThb(entry.balance_after).replace(/^\+/, '')}
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}
