/**
 * The published odds (docs/domain.md "Integrity first": "Odds of the wheel are published"): every
 * prize of the member's current table with its probability, the expected
 * credit of one spin and the points price, then the past table versions.
 */
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { WheelPrize, WheelSetting } from '#shared/api/wheel.js';
import { FreeSpinOfferLine } from '#client/components/free-spin-offer/free-spin-offer-line.js';
import { pointsText } from '#client/lib/money-text.js';
import { bySegment, expectedValueText, percentText, prizeKindText } from '../format.js';
import { sliceColour } from './wheel-geometry.js';
import { TableHistory } from './table-history.js';

export function PrizeTable({ setting, prizeList }: { setting: WheelSetting; prizeList: readonly WheelPrize[] }) {
  const prizes = bySegment(prizeList);
  // the expected value counts credit only: say so of game free spins too when the table has any
  const notMoney = prizes.some((prize) => prize.free_spin_offer) ? 'แต้ม สิทธิ์หมุนฟรี และฟรีสปินเกมไม่นับเป็นเงิน' : 'แต้มและสิทธิ์หมุนฟรีไม่นับเป็นเงิน';
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" as="section" aria-labelledby="wheel-odds-title">
      <Text id="wheel-odds-title" fontWeight="bold" fontSize="lg">
        รางวัลและโอกาสที่จะได้
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="table-version">
        ตารางรางวัลฉบับที่ {setting.table_version} ใช้กับ seed ปัจจุบันของคุณ
      </Text>
      <Table.Root size="sm" variant="line" data-testid="prize-table">
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader color="fg.muted">รางวัล</Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" textAlign="end">
              โอกาส
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prizes.map((prize, i) => (
            <Table.Row key={prize.id} bg="transparent" data-testid="prize-row">
              <Table.Cell>
                <HStack gap="2">
                  <Box w="3" h="3" rounded="sm" flexShrink={0} bg={sliceColour(i, prizes.length).fill} aria-hidden />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">{prize.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {prizeKindText(prize)}
                    </Text>
                    <FreeSpinOfferLine offer={prize.free_spin_offer} fontSize="xs" />
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="prize-probability">
                {percentText(prize.probability)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack gap="1" p="3" rounded="lg" bg="bg.raised" fontSize="sm">
        <HStack justify="space-between" gap="2">
          <Text color="fg.muted">มูลค่าเครดิตที่คาดว่าจะได้ต่อการหมุน</Text>
          <Text fontWeight="bold" color="brand.fg" data-testid="expected-value">
            {expectedValueText(setting.expected_value)}
          </Text>
        </HStack>
        <HStack justify="space-between" gap="2">
          <Text color="fg.muted">หมุนด้วยแต้มครั้งละ</Text>
          <Text fontWeight="bold" data-testid="table-spin-cost">
            {pointsText(setting.spin_cost_points)} แต้ม
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          มูลค่าที่คาดว่าจะได้คิดจากรางวัลเครดิตเท่านั้น ({notMoney}) โอกาส = น้ำหนักของรางวัล ÷ น้ำหนักรวม{' '}
          {pointsText(setting.total_weight)}
        </Text>
      </Stack>
      <TableHistory current={setting.table_version} />
    </Stack>
  );
}
