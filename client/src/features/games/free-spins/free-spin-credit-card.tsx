/** One free-spin credit on /freespin: where it came from, spins and bet, until when, on which game. */
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { LuGift } from 'react-icons/lu';
import type { FreeSpinCredit } from '#shared/api/games.js';
import { FREE_SPIN_SOURCE_TH } from '#shared/api/free-spin-offer.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { betText } from '#client/game-data/bet-text.js';

export function FreeSpinCreditCard({ credit, onPlay }: { credit: FreeSpinCredit; onPlay: () => void }) {
  return (
    <Stack gap="2" p="3" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" h="full" data-testid="free-spin-credit">
      <Flex align="start" justify="space-between" gap="2">
        <Text fontWeight="bold" lineClamp={2}>
          {credit.title}
        </Text>
        <Badge colorPalette="purple" flexShrink={0} data-testid="free-spin-source">
          {FREE_SPIN_SOURCE_TH[credit.source]}
        </Badge>
      </Flex>
      <Flex gap="3" wrap="wrap" fontSize="sm">
        <Text fontWeight="bold" color="brand.fg" data-testid="free-spin-left">{`เหลือ ${credit.spins_left}/${credit.spins_total} ครั้ง`}</Text>
        <Text data-testid="free-spin-bet">{`เดิมพันครั้งละ ${betText(credit.bet)}`}</Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted" data-testid="free-spin-game">
        {credit.game ? `เกม ${credit.game.name}` : 'ใช้ได้กับทุกเกมที่มีฟรีสปิน'}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="free-spin-expiry">{`ใช้ได้ถึง ${formatThaiDateTime(credit.expires_at)} น.`}</Text>
      <Button mt="auto" minH="11" colorPalette="brand" onClick={onPlay} aria-label={`เล่นฟรีสปิน ${credit.title}`}>
        <LuGift aria-hidden /> เล่นฟรีสปิน
      </Button>
    </Stack>
  );
}
