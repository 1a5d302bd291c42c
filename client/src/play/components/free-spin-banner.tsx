/** The launch's free-spin credit on the game screen: spins left and their bet, then that they are used up. */
import { Box, Text } from '@chakra-ui/react';
import { LuGift } from 'react-icons/lu';
import type { SlotFreeSpin } from '#shared/games/slot-api.js';
import { betText } from '#client/game-data/bet-text.js';

export function FreeSpinBanner({ freeSpin }: { freeSpin: SlotFreeSpin | null }) {
  if (!freeSpin) return null;
  if (freeSpin.spins_left === 0) {
    return (
      <Text fontSize="sm" color="whiteAlpha.800" textAlign="center" role="status" data-testid="free-spin-used-up">
        ใช้ฟรีสปินครบแล้ว สปินต่อจากนี้ใช้เงินจริง
      </Text>
    );
  }
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap="2"
      px="3"
      py="1.5"
      rounded="lg"
      bg="purple.600"
      color="white"
      fontWeight="bold"
      fontSize="sm"
      role="status"
      data-testid="free-spin-banner"
    >
      <LuGift aria-hidden />
      <Text as="span">{`ฟรีสปิน เหลือ ${freeSpin.spins_left} ครั้ง · เดิมพันครั้งละ ${betText(freeSpin.bet)}`}</Text>
    </Box>
  );
}
