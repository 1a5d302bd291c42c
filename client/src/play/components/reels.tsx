/**
 * The 5 × 3 reels. The provider has decided the outcome before they move: a
 * landing carries the server's grid and stops, and each reel runs down its
 * own strip (the symbols that follow the stop, then the grid shown before)
 * and lands on that grid, reel by reel. With prefers-reduced-motion the grid
 * is set at once. `onLanded` fires once per landing, when the last reel stops.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Box, Grid } from '@chakra-ui/react';
import { animate, domAnimation, LazyMotion, m, useMotionValue, useTransform } from 'framer-motion';
import { ROWS, stripRun } from '../reel-window.js';
import { SymbolArt } from '#client/game-data/symbol-art.js';

export interface ReelLanding {
  /** a new key turns the reels again */
  key: string;
  /** grid[reel][row], the server's */
  grid: string[][];
  stops: number[];
  /** the reel set it was drawn on (base or free-spin strips) */
  strips: string[][];
  /** the grid on the reels before it: each reel runs down from there */
  from: string[][];
}

/** Symbols each reel runs through before landing; later reels run longer, so they stop left to right. */
const RUN = 9;
const RUN_STEP = 3;

export function Reels({
  code,
  grid,
  landing,
  winning,
  reducedMotion,
  onLanded,
}: {
  code: string;
  /** what the reels show when nothing is landing (before the first spin) */
  grid: string[][];
  landing: ReelLanding | null;
  winning: ReadonlySet<string>;
  reducedMotion: boolean;
  onLanded: (key: string) => void;
}) {
  const landed = useRef<{ key: string; reels: Set<number>; told: boolean } | null>(null);
  const told = useRef(onLanded);
  // Layout effects run before any reel's effect: a reel set at once (reduced motion) reports to this render's callbacks.
  useLayoutEffect(() => {
    told.current = onLanded;
  });

  const key = landing?.key;
  const columns = useMemo(() => {
    if (!landing) return grid;
    return landing.grid.map((column, reel) =>
      reducedMotion
        ? column
        : [...column, ...stripRun(landing.strips[reel] ?? [], (landing.stops[reel] ?? 0) + ROWS, RUN + reel * RUN_STEP), ...(landing.from[reel] ?? [])],
    );
  }, [landing, grid, reducedMotion]);

  const onReelDone = (reel: number) => {
    if (!landing) return;
    if (landed.current?.key !== landing.key) landed.current = { key: landing.key, reels: new Set(), told: false };
    landed.current.reels.add(reel);
    if (landed.current.reels.size === landing.grid.length && !landed.current.told) {
      landed.current.told = true;
      told.current(landing.key);
    }
  };

  return (
    <Grid
      templateColumns="repeat(5, minmax(0, 1fr))"
      gap={{ base: '1', sm: '1.5' }}
      p={{ base: '1.5', sm: '2' }}
      rounded="xl"
      bg="linear-gradient(180deg, #3b0a14 0%, #1a0308 100%)"
      borderWidth="2px"
      borderColor="#e0a91c"
      role="group"
      aria-label="วงล้อสล็อต 5 × 3"
      data-testid="reels"
    >
      {/* `m` draws nothing of its motion values without LazyMotion's renderer: the reels would jump to the grid. */}
      <LazyMotion features={domAnimation}>
        {columns.map((symbols, reel) => (
          <Reel
            key={reel}
            code={code}
            reel={reel}
            symbols={symbols}
            spinKey={key}
            winning={winning}
            reducedMotion={reducedMotion}
            onDone={onReelDone}
          />
        ))}
      </LazyMotion>
    </Grid>
  );
}

function Reel({
  code,
  reel,
  symbols,
  spinKey,
  winning,
  reducedMotion,
  onDone,
}: {
  code: string;
  reel: number;
  symbols: string[];
  spinKey: string | undefined;
  winning: ReadonlySet<string>;
  reducedMotion: boolean;
  onDone: (reel: number) => void;
}) {
  /** the column's offset in % of its own height: 0 shows its first three symbols */
  const offset = useMotionValue(0);
  const y = useTransform(offset, (value) => `${value}%`);
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  const length = symbols.length;
  useEffect(() => {
    if (spinKey === undefined) return;
    if (reducedMotion || length <= ROWS) {
      offset.set(0);
      done.current(reel);
      return;
    }
    offset.set(-((length - ROWS) / length) * 100);
    let live = true;
    // A slight overshoot at the end: the reel settles like a real one.
    const controls = animate(offset, 0, { duration: 0.7 + reel * 0.22, ease: [0.3, 0.6, 0.35, 1.06] });
    void controls.then(() => {
      if (live) done.current(reel);
    });
    return () => {
      live = false;
      controls.stop();
    };
  }, [spinKey, reducedMotion, length, reel, offset]);

  const anyWin = winning.size > 0;
  return (
    <Box position="relative" aspectRatio="1 / 3" overflow="hidden" rounded="md" bg="blackAlpha.500" data-testid="reel">
      <m.div style={{ y, position: 'absolute', insetInline: 0, top: 0 }}>
        {symbols.map((symbol, index) => {
          const win = index < ROWS && winning.has(`${reel}:${index}`);
          return (
            <Box key={index} aspectRatio="1" p="0.5" data-testid={index < ROWS ? 'cell' : undefined} data-win={win || undefined}>
              <SymbolArt
                code={code}
                id={symbol}
                w="full"
                h="full"
                rounded="lg"
                transition="opacity 0.2s, box-shadow 0.2s"
                opacity={anyWin && index < ROWS && !win ? 0.45 : 1}
                boxShadow={win ? '0 0 0 3px #ffd43b, 0 0 14px 4px rgba(255, 212, 59, 0.75)' : undefined}
              />
            </Box>
          );
        })}
      </m.div>
    </Box>
  );
}
