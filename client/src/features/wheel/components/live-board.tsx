/** The spec's `board`: the latest wins, names masked, newest first, live from `wheel:board`. */
import { useState } from 'react';
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import type { WheelBoardEntry } from '#shared/api/wheel.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { BOARD_CAP, useWheelBoard } from '../api/get-board.js';
import { prizeText } from '../format.js';

/** `paused` while the member's wheel turns: their own win, pushed at once, would give the result away. */
export function LiveBoard({ paused = false }: { paused?: boolean }) {
  const board = useWheelBoard();
  const live = board.data?.items;
  const [held, setHeld] = useState(live);
  if (!paused && held !== live) setHeld(live);
  const items = (paused ? held : live)?.slice(0, BOARD_CAP) ?? [];
  return (
    <Stack gap="2" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" as="section" aria-labelledby="wheel-board-title">
      <Flex align="center" gap="2">
        <LuTrophy aria-hidden />
        <Text id="wheel-board-title" fontWeight="bold" fontSize="lg">
          ผู้โชคดีล่าสุด
        </Text>
      </Flex>
      {board.isPending && <Skeleton h="32" rounded="lg" />}
      {board.isError && (
        <Text fontSize="sm" color="fg.muted">
          {board.error.message}
        </Text>
      )}
      {board.data && items.length === 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="board-empty">
          ยังไม่มีผู้โชคดี เป็นคนแรกเลย!
        </Text>
      )}
      {items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" maxH={{ md: '96' }} overflowY={{ md: 'auto' }} aria-live="polite">
          {items.map((win) => (
            <Win key={win.id} win={win} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Win({ win }: { win: WheelBoardEntry }) {
  return (
    <Box as="li" px="3" py="2" rounded="lg" bg="bg.raised" data-testid="board-row">
      <Flex justify="space-between" gap="2" align="baseline">
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums" flexShrink={0}>
          {win.name}
        </Text>
        <Text color="brand.fg" textAlign="end" minW="0">
          {win.kind === 'item' ? win.prize : prizeText({ kind: win.kind, value: win.value, name: win.prize })}
        </Text>
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {formatThaiDateTime(win.created_at)} น.
      </Text>
    </Box>
  );
}
