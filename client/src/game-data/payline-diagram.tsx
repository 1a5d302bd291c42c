/** One payline (the game frame's info panel, the strip page) as a small 5 × 3 diagram: the cells it crosses lit, joined left to right. */
import { Box, Text } from '@chakra-ui/react';

const CELL = 12;

export function PaylineDiagram({ number, rows }: { number: number; rows: readonly number[] }) {
  const centre = (reel: number, row: number) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`;
  return (
    <Box as="figure" textAlign="center" data-testid="payline">
      <svg viewBox={`0 0 ${CELL * 5} ${CELL * 3}`} width="100%" role="img" aria-label={`ไลน์ ${number}: แถว ${rows.map((row) => row + 1).join(' ')}`}>
        {[0, 1, 2, 3, 4].map((reel) =>
          [0, 1, 2].map((row) => (
            <rect
              key={`${reel}:${row}`}
              x={reel * CELL + 1}
              y={row * CELL + 1}
              width={CELL - 2}
              height={CELL - 2}
              rx={2}
              fill={rows[reel] === row ? '#e0a91c' : 'rgba(255,255,255,0.12)'}
            />
          )),
        )}
        <polyline points={rows.map((row, reel) => centre(reel, row)).join(' ')} fill="none" stroke="#ff6b6b" strokeWidth={1.5} strokeLinejoin="round" />
      </svg>
      <Text as="figcaption" fontSize="2xs" color="fg.muted">
        {number}
      </Text>
    </Box>
  );
}
