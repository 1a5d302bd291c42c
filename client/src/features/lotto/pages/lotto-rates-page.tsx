/** /lotto/rates: each category's rates (THB paid per 1 THB) with the least and most one item may stake. */
import { Box, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { BET_TYPE_INFO, BET_TYPES, type RatesResponse } from '#shared/api/lotto/rounds.js';
import { useRates } from '../api/get-rates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { GROUPS, rateText, thbText } from '../format.js';

type RatesCategory = RatesResponse['categories'][number];

export function LottoRatesPage() {
  const rates = useRates();
  const categories = rates.data?.categories ?? [];
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          อัตราจ่ายหวย
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          อัตราจ่ายคือเงินรางวัลต่อการแทง 1 บาท เลขอั้นบางตัวอาจจ่ายลดลง ดูได้ในหน้าแทงของแต่ละงวด
        </Text>
      </Stack>
      {rates.isPending && <Skeleton h="48" rounded="xl" />}
      <QueryError query={rates} />
      {rates.isSuccess && categories.length === 0 && <Text color="fg.muted">ยังไม่มีอัตราจ่าย</Text>}
      {GROUPS.map(({ group, label }) => {
        const inGroup = categories.filter((c) => c.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Stack as="section" key={group} gap="3" aria-label={label}>
            <Heading as="h2" size="lg" color="brand.fg">
              {label}
            </Heading>
            {inGroup.map((category) => (
              <RateTable key={category.category_id} category={category} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

function RateTable({ category }: { category: RatesCategory }) {
  const rows = BET_TYPES.filter((type) => category.rates.some((r) => r.bet_type === type));
  return (
    <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" overflow="hidden">
      <Text px="3" py="2.5" fontWeight="bold" bg="bg.raised">
        {category.name}
      </Text>
      <Table.Root
        size="sm"
        aria-label={`อัตราจ่าย ${category.name}`}
        color="fg.default"
        css={{ '& tr, & td, & th': { bg: 'transparent', borderColor: 'border.subtle' } }}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader color="fg.muted">ประเภท</Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" textAlign="end">
              จ่ายบาทละ
            </Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" textAlign="end">
              ขั้นต่ำ
            </Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" textAlign="end">
              สูงสุด
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((type) => {
            const rate = category.rates.find((r) => r.bet_type === type)!;
            const limit = category.limits.find((l) => l.bet_type === type);
            return (
              <Table.Row key={type}>
                <Table.Cell>{BET_TYPE_INFO[type].label}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" color="brand.fg">
                  {rateText(rate.rate)}
                </Table.Cell>
                <Table.Cell textAlign="end">{limit ? thbText(limit.min_amount) : '—'}</Table.Cell>
                <Table.Cell textAlign="end">{limit ? thbText(limit.max_amount) : '—'}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
