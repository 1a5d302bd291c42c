/**
 * This shoe's bead plate and big road, built here from the table's results
 * (shared roads.ts, the same rules as the formula page): red the banker, blue
 * the player, green a tie; pairs as small dots.
 */
import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { buildRoads, type BeadCell, type BigRoadCell } from '#shared/games/baccarat/roads.js';
import type { BaccaratTable } from '#shared/games/baccarat-api.js';
import { RoadGrid } from '#client/components/road-grid/road-grid.js';

const COLOUR = { banker: '#dc2626', player: '#2563eb', tie: '#16a34a' } as const;
const LETTER = { banker: 'จ', player: 'ผ', tie: 'ส' } as const;
const CELL = 16;
const COLUMNS = 20;

export function TableRoads({ results }: { results: BaccaratTable['results'] }) {
  const roads = useMemo(
    () => buildRoads(results.map((result) => ({ winner: result.winner, playerPair: result.player_pair, bankerPair: result.banker_pair }))),
    [results],
  );
  const pairsOf = new Map(roads.beadPlate.map((bead) => [bead.hand, bead]));
  return (
    <Stack gap="2" minW="0" data-testid="roads">
      <RoadGrid<BeadCell> name="เค้าไพ่ลูกปัด" cells={roads.beadPlate} cellSize={CELL} minColumns={COLUMNS} renderCell={(cell, s) => <Bead cell={cell} size={s} />} />
      <RoadGrid<BigRoadCell>
        name="เค้าไพ่ใหญ่"
        cells={roads.bigRoad}
        cellSize={CELL}
        minColumns={COLUMNS}
        renderCell={(cell, s) => <BigRoadRing cell={cell} pairs={cell.hand === null ? undefined : pairsOf.get(cell.hand)} size={s} />}
      />
    </Stack>
  );
}

function PairDots({ pairs, size: s }: { pairs: Pick<BeadCell, 'playerPair' | 'bankerPair'> | undefined; size: number }) {
  return (
    <>
      {pairs?.bankerPair && <circle cx={s * 0.2} cy={s * 0.2} r={2} fill={COLOUR.banker} stroke="white" strokeWidth="0.75" />}
      {pairs?.playerPair && <circle cx={s * 0.8} cy={s * 0.8} r={2} fill={COLOUR.player} stroke="white" strokeWidth="0.75" />}
    </>
  );
}

function Bead({ cell, size: s }: { cell: BeadCell; size: number }) {
  return (
    <>
      <circle cx={s / 2} cy={s / 2} r={s * 0.42} fill={COLOUR[cell.winner]} />
      <text x={s / 2} y={s / 2} dy="0.35em" textAnchor="middle" fontSize={s * 0.5} fill="white" fontWeight="bold">
        {LETTER[cell.winner]}
      </text>
      <PairDots pairs={cell} size={s} />
    </>
  );
}

function BigRoadRing({ cell, pairs, size: s }: { cell: BigRoadCell; pairs: BeadCell | undefined; size: number }) {
  return (
    <>
      {cell.winner && <circle cx={s / 2} cy={s / 2} r={s * 0.36} fill="none" stroke={COLOUR[cell.winner]} strokeWidth={s * 0.12} />}
      {cell.ties > 0 && <line x1={s * 0.2} y1={s * 0.8} x2={s * 0.8} y2={s * 0.2} stroke={COLOUR.tie} strokeWidth={s * 0.1} strokeLinecap="round" />}
      <PairDots pairs={pairs} size={s} />
    </>
  );
}
