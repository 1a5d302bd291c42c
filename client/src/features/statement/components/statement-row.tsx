import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { LEDGER_KIND_TH, type StatementEntry } from '@shared/api/member.js';
import { WalletType } from '@shared/constants.js';
import { formatThaiDateTime } from '@shared/dates.js';
import { formatThb, isThbAmount, thbToSatang } from '@shared/money.js';

const satangOf = (thb: number) => (isThbAmount(Math.abs(thb)) ? Math.sign(thb) * thbToSatang(Math.abs(thb)) : Math.round(thb * 100));

/** "+฿1,000.00" for money in, "-฿50.00" for money out. */
export function signedThb(thb: number): string {
  const satang = satangOf(thb);
  return `${satang > 0 ? '+' : satang < 0 ? '-' : ''}${formatThb(Math.abs(satang))}`;
}

/** What a ledger row's `ref` points at, in Thai ("bill:12" → "โพยเลขที่ 12"); an unknown kind shows as it is. */
const REF_TH: Record<string, (id: string) => string> = {
  bill: (id) => `โพยเลขที่ ${id}`,
  deposit: (id) => `เลขอ้างอิง ${id}`,
  withdraw: (id) => `คำขอถอนที่ ${id}`,
  coupon: (id) => `คูปองรายการที่ ${id}`,
  promotion: (id) => `โปรโมชั่นรายการที่ ${id}`,
  // The round is named by its number in the day in the entry's note ("… รอบที่ 20 · 1 พ.ค. 2569"),
  // as everywhere else; the ref's round id would be a second, unfamiliar number.
  yeekee: (id) => `ผู้ยิงเลขลำดับที่ ${id.split(':')[1]} นับจากท้าย`,
};

export function refText(ref: string): string {
  const at = ref.indexOf(':');
  const describe = at > 0 ? REF_TH[ref.slice(0, at)] : undefined;
  return describe ? describe(ref.slice(at + 1)) : ref;
}

export const WALLET_TH: Record<number, string> = { [WalletType.MAIN]: 'หลัก', [WalletType.BONUS]: 'โบนัส' };

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
          <Text fontSize="sm" color="fg.muted">
            {formatThaiDateTime(entry.created_at)} น.{entry.ref ? ` · ${refText(entry.ref)}` : ''}
          </Text>
          {entry.note && (
            <Text fontSize="sm" color="fg.muted">
              {entry.note}
            </Text>
          )}
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
