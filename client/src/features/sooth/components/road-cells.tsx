/**
 * How each road draws a cell, by the usual scoreboard conventions: red is the
 * banker, blue the player, green a tie. Bead plate: a filled bead with its
 * letter; big road: a ring, a green slash for ties (with their number past
 * one); pairs as small dots (banker pair top left, player pair bottom right);
 * big eye boy a ring, small road a bead, cockroach pig a slash.
 */
import type { RoadsWire } from '#shared/api/sooth.js';
import { WINNER_LETTER } from '../format.js';

export const ROAD_COLOUR = { red: '#dc2626', blue: '#2563eb', green: '#16a34a' } as const;
const SIDE_COLOUR = { banker: ROAD_COLOUR.red, player: ROAD_COLOUR.blue, tie: ROAD_COLOUR.green } as const;

export type BeadCell = RoadsWire['bead_plate'][number];
export type BigRoadCell = RoadsWire['big_road'][number];
export type DerivedCell = RoadsWire['big_eye_boy'][number];
export interface Pairs {
  player_pair: boolean;
  banker_pair: boolean;
}

function PairDots({ pairs, size: s }: { pairs: Pairs | undefined; size: number }) {
  const r = Math.max(1.5, s * 0.11);
  return (
    <>
      {pairs?.banker_pair && <circle cx={s * 0.2} cy={s * 0.2} r={r} fill={ROAD_COLOUR.red} stroke="white" strokeWidth="0.75" />}
      {pairs?.player_pair && <circle cx={s * 0.8} cy={s * 0.8} r={r} fill={ROAD_COLOUR.blue} stroke="white" strokeWidth="0.75" />}
    </>
  );
}

export function BeadMark({ cell, size: s }: { cell: BeadCell; size: number }) {
  return (
    <>
      <circle cx={s / 2} cy={s / 2} r={s * 0.42} fill={SIDE_COLOUR[cell.winner]} />
      <text x={s / 2} y={s / 2} dy="0.35em" textAnchor="middle" fontSize={s * 0.5} fill="white" fontWeight="bold">
        {WINNER_LETTER[cell.winner]}
      </text>
      <PairDots pairs={cell} size={s} />
    </>
  );
}

export function BigRoadMark({ cell, pairs, size: s }: { cell: BigRoadCell; pairs: Pairs | undefined; size: number }) {
  return (
    <>
      {cell.winner && <circle cx={s / 2} cy={s / 2} r={s * 0.36} fill="none" stroke={SIDE_COLOUR[cell.winner]} strokeWidth={s * 0.12} />}
      {cell.ties > 0 && <line x1={s * 0.2} y1={s * 0.8} x2={s * 0.8} y2={s * 0.2} stroke={ROAD_COLOUR.green} strokeWidth={s * 0.1} strokeLinecap="round" />}
      {cell.ties > 1 && (
        <text x={s / 2} y={s / 2} dy="0.35em" textAnchor="middle" fontSize={s * 0.45} fill={ROAD_COLOUR.green} fontWeight="bold">
          {cell.ties}
        </text>
      )}
      <PairDots pairs={pairs} size={s} />
    </>
  );
}

export type DerivedStyle = 'ring' | 'bead' | 'slash';

export function DerivedMark({ cell, style, size: s }: { cell: DerivedCell; style: DerivedStyle; size: number }) {
  const colour = ROAD_COLOUR[cell.colour];
  if (style === 'slash') return <line x1={s * 0.2} y1={s * 0.8} x2={s * 0.8} y2={s * 0.2} stroke={colour} strokeWidth={s * 0.16} strokeLinecap="round" />;
  if (style === 'bead') return <circle cx={s / 2} cy={s / 2} r={s * 0.36} fill={colour} />;
  return <circle cx={s / 2} cy={s / 2} r={s * 0.32} fill="none" stroke={colour} strokeWidth={s * 0.14} />;
}
