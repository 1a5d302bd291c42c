/**
 * The bet slip for the picked price: the match and selection, the stake
 * (chips or typed, THB, within FOOTBALL_LIMITS), what a win returns at this
 * price (floored to the satang, as it is paid), and the button that places it.
 */
import { Alert, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FOOTBALL_SELECTION_TH } from '#shared/games/football-api.js';
import { FOOTBALL_LIMITS } from '#shared/games/football-games.js';
import { formatThb } from '#shared/money-format.js';
import { bahtText, parseAmount } from '#client/lib/money-text.js';
import { oddsText, returnSatang } from './format.js';
import type { PricePick } from './open-match-card.js';
import { countText } from '#client/lib/thai/format.js';

const CHIPS_THB = [10, 50, 100, 500, 1_000] as const;

export function BetSlip({
  pick,
  placing,
  refusal,
  onPlace,
  onClose,
}: {
  pick: PricePick;
  placing: boolean;
  refusal: string | null;
  onPlace: (amountThb: number) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('100');
  const satang = parseAmount(text);
  const odds = pick.match.odds[pick.selection];
  const inLimits = satang !== null && satang >= FOOTBALL_LIMITS.min * 100 && satang <= FOOTBALL_LIMITS.max * 100;
  return (
    <Stack gap="2" rounded="xl" bg="gray.900" borderWidth="1px" borderColor="yellow.400" p="3" data-testid="bet-slip">
      <Flex justify="space-between" align="start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" lineClamp={1}>
            {pick.match.home.name} พบ {pick.match.away.name}
          </Text>
          <Text fontSize="sm" color="yellow.300" data-testid="slip-selection">
            {FOOTBALL_SELECTION_TH[pick.selection]} @ {oddsText(odds)}
          </Text>
        </Stack>
        <Button size="sm" variant="ghost" colorPalette="gray" minH="11" onClick={onClose}>
          ปิด
        </Button>
      </Flex>
      <Flex gap="1.5" role="group" aria-label="เลือกจำนวนเงิน">
        {CHIPS_THB.map((chip) => (
          <chakra.button
            type="button"
            key={chip}
            flex="1"
            minH="11"
            rounded="lg"
            bg={satang === chip * 100 ? 'yellow.400' : 'whiteAlpha.200'}
            color={satang === chip * 100 ? 'black' : 'white'}
            fontWeight="bold"
            fontSize="sm"
            aria-label={`แทง ${bahtText(chip)}`}
            aria-pressed={satang === chip * 100}
            onClick={() => setText(String(chip))}
          >
            {countText(chip)}
          </chakra.button>
        ))}
      </Flex>
      <label>
        <Text fontSize="sm" mb="1">
          จำนวนเงิน (บาท) ขั้นต่ำ {bahtText(FOOTBALL_LIMITS.min)} สูงสุด {bahtText(FOOTBALL_LIMITS.max)}
        </Text>
        <Input
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          bg="white"
          color="black"
          h="11"
          aria-invalid={!inLimits}
          data-testid="slip-amount"
        />
      </label>
      <Text fontSize="sm" color="whiteAlpha.800" data-testid="slip-return">
        {inLimits ? `ถ้าชนะได้รับ ${formatThb(returnSatang(satang, odds))} (รวมทุน)` : 'กรุณาระบุจำนวนเงินให้อยู่ในขีดจำกัด'}
      </Text>
      {refusal && (
        <Alert.Root status="error" rounded="lg" py="2" size="sm" data-testid="bet-error">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="yellow" minH="12" fontWeight="bold" disabled={!inLimits || placing} loading={placing} onClick={() => inLimits && onPlace(satang / 100)}>
        ยืนยันเดิมพัน
      </Button>
    </Stack>
  );
}
