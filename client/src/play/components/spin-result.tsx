/** Under the reels: the landed spin's wins, the free-spin feature's counter and its running total. */
import { Box, Flex, Text } from '@chakra-ui/react';
import type { SlotOutcome } from '#shared/games/slot-api.js';
import { formatThb } from '#shared/money-format.js';
import { satangOf, thbText } from '#client/lib/money-text.js';
import type { Round } from './use-slot-play.js';
import { symbolName } from '#client/game-data/symbol-art.js';

export function SpinResult({ round, landed, freeWon }: { round: Round | null; landed: SlotOutcome | null; freeWon: number }) {
  const frees = round?.answer.spin.free_spins ?? [];
  const inFeature = round !== null && round.step >= 0;
  return (
    <Flex direction="column" align="center" gap="1" minH="16" py="2" textAlign="center" aria-live="polite" data-testid="spin-result">
      {inFeature && (
        <Flex gap="3" fontWeight="bold" color="yellow.300" data-testid="free-spin-counter">
          <Text>
            ฟรีสปิน {round.step + 1}/{frees.length}
          </Text>
          <Text>รวมฟรีสปิน {formatThb(freeWon)}</Text>
        </Flex>
      )}
      {landed && <Wins outcome={landed} inFeature={inFeature} />}
      {landed && round?.step === -1 && frees.length > 0 && (
        <Box px="3" py="1" rounded="full" bg="yellow.400" color="black" fontWeight="bold" data-testid="free-spins-won">
          ได้ฟรีสปิน {frees.length} ครั้ง!
        </Box>
      )}
      {landed && round && round.step === frees.length - 1 && frees.length > 0 && (
        <Text fontWeight="bold" fontSize="lg" color="yellow.300" data-testid="total-win">
          ชนะรวม {thbText(round.answer.spin.total_win)}
        </Text>
      )}
    </Flex>
  );
}

function Wins({ outcome, inFeature }: { outcome: SlotOutcome; inFeature: boolean }) {
  if (satangOf(outcome.win) === 0) {
    return (
      <Text color="whiteAlpha.700" fontSize="sm">
        {inFeature ? 'ฟรีสปินนี้ไม่ถูกรางวัล' : 'ไม่ถูกรางวัล ลองอีกครั้ง'}
      </Text>
    );
  }
  return (
    <>
      <Text fontWeight="bold" fontSize="xl" color="yellow.300" data-testid="win">
        ชนะ {thbText(outcome.win)}
      </Text>
      <Text fontSize="xs" color="whiteAlpha.800" data-testid="win-lines">
        {[
          ...outcome.line_wins.map((win) => `ไลน์ ${win.line}: ${symbolName(win.symbol)} ${win.count} ช่อง ${thbText(win.win)}`),
          ...(satangOf(outcome.scatter_win) > 0 ? [`สแกตเตอร์ ${outcome.scatter_count} ตัว ${thbText(outcome.scatter_win)}`] : []),
        ].join(' · ')}
      </Text>
    </>
  );
}
