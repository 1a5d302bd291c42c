/** A shoe's five roads: bead plate and big road full size, the three derived roads on smaller grids. */
import { Grid, Stack } from '@chakra-ui/react';
import type { RoadsWire } from '#shared/api/sooth.js';
import { RoadGrid } from '#client/components/road-grid/road-grid.js';
import { BeadMark, BigRoadMark, DerivedMark, type DerivedCell, type DerivedStyle, type Pairs } from './road-cells.js';

export const ROAD_NAMES = {
  bead_plate: 'เค้าไพ่ลูกปัด',
  big_road: 'เค้าไพ่ใหญ่',
  big_eye_boy: 'บิ๊กอายบอย',
  small_road: 'สมอลโร้ด',
  cockroach_pig: 'ค็อกโครชพิก',
} as const;

const SIZES = {
  compact: { main: 18, derived: 10, mainColumns: 18, derivedColumns: 30 },
  large: { main: 26, derived: 14, mainColumns: 24, derivedColumns: 36 },
};

const DERIVED: { key: 'big_eye_boy' | 'small_road' | 'cockroach_pig'; style: DerivedStyle }[] = [
  { key: 'big_eye_boy', style: 'ring' },
  { key: 'small_road', style: 'bead' },
  { key: 'cockroach_pig', style: 'slash' },
];

export function Roads({ roads, size = 'compact' }: { roads: RoadsWire; size?: keyof typeof SIZES }) {
  const sizes = SIZES[size];
  // The big road knows each cell's hand; the bead plate knows that hand's pairs.
  const pairsOf = new Map<number, Pairs>(roads.bead_plate.map((bead) => [bead.hand, bead]));
  return (
    <Stack gap="3" minW="0">
      <RoadGrid
        name={ROAD_NAMES.bead_plate}
        cells={roads.bead_plate}
        cellSize={sizes.main}
        minColumns={sizes.mainColumns}
        renderCell={(cell, s) => <BeadMark cell={cell} size={s} />}
      />
      <RoadGrid
        name={ROAD_NAMES.big_road}
        cells={roads.big_road}
        cellSize={sizes.main}
        minColumns={sizes.mainColumns}
        renderCell={(cell, s) => <BigRoadMark cell={cell} pairs={cell.hand === null ? undefined : pairsOf.get(cell.hand)} size={s} />}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        {DERIVED.map(({ key, style }) => (
          <RoadGrid<DerivedCell>
            key={key}
            name={ROAD_NAMES[key]}
            cells={roads[key]}
            cellSize={sizes.derived}
            minColumns={sizes.derivedColumns}
            renderCell={(cell, s) => <DerivedMark cell={cell} style={style} size={s} />}
          />
        ))}
      </Grid>
    </Stack>
  );
}
