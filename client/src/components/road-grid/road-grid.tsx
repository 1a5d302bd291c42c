/**
 * One scoreboard road as an SVG grid: 6 rows, a column per streak or per six
 * hands, drawn on a light board like the tables' own scoreboards. It scrolls
 * sideways inside its card and keeps the newest column in view; the grid says
 * what it is and how many cells it holds, the cells themselves are pictures.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { ROAD_ROWS } from '#shared/games/baccarat/roads.js';

export interface GridPlace {
  col: number;
  row: number;
}

export interface RoadGridProps<T extends GridPlace> {
  /** the road's Thai name, shown above it and read out with the number of cells */
  name: string;
  cells: readonly T[];
  /** one cell's side in px */
  cellSize: number;
  /** columns drawn even when the road is shorter, so an empty shoe still shows its board */
  minColumns: number;
  renderCell: (cell: T, size: number) => ReactNode;
}

const LINE = '#d4d4d8';

export function RoadGrid<T extends GridPlace>({ name, cells, cellSize: s, minColumns, renderCell }: RoadGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = Math.max(ROAD_ROWS, ...cells.map((cell) => cell.row + 1));
  // One spare column past the last cell: where the next streak may start.
  const columns = Math.max(minColumns, ...cells.map((cell) => cell.col + 2));
  const width = columns * s;
  const height = rows * s;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [cells.length]);

  let lines = '';
  for (let c = 0; c <= columns; c++) lines += `M${c * s + 0.5} 0V${height}`;
  for (let r = 0; r <= rows; r++) lines += `M0 ${r * s + 0.5}H${width}`;

  return (
    <Stack gap="1" minW="0">
      <Text fontSize="xs" color="fg.muted" aria-hidden>
        {name}
      </Text>
      <Box ref={scroller} overflowX="auto" maxW="full" rounded="md" bg="white" data-testid="road-scroll">
        <svg role="img" aria-label={`${name} ${cells.length} ช่อง`} width={width + 1} height={height + 1} style={{ display: 'block' }}>
          <path d={lines} stroke={LINE} strokeWidth="1" fill="none" />
          {cells.map((cell) => (
            <g key={`${cell.col},${cell.row}`} transform={`translate(${cell.col * s} ${cell.row * s})`} data-testid="road-cell" data-col={cell.col} data-row={cell.row}>
              {renderCell(cell, s)}
            </g>
          ))}
        </svg>
      </Box>
    </Stack>
  );
}
