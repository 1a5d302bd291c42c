/**
 * The wheel, drawn from the prize table: one equal slice per prize in segment
 * order, the pointer fixed at 12 o'clock. The prize is drawn on the server
 * first; the answer's segment sets the angle the wheel turns to (several
 * turns, easing out), so the pointer stops on the prize already won. With
 * prefers-reduced-motion the wheel is set to that angle at once.
 */
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { animate, domAnimation, LazyMotion, m, useMotionValue } from 'framer-motion';
import type { WheelPrize } from '#shared/api/wheel.js';
import { labelLines, labelWidth, point, segmentCentre, sliceColour, slicePath, SPIN_SECONDS, targetRotation } from './wheel-geometry.js';

const C = 160;
const R = 150;
/** Labels run from the rim inwards to the hub. */
const LABEL_FROM = R * 0.9;
const LABEL_ROOM = R * 0.66;

export interface WheelStop {
  /** the spin this stop belongs to: a new spin turns the wheel again */
  spinId: number;
  segment: number;
}

export function WheelDisc({
  prizes,
  stop,
  reducedMotion,
  onStopped,
}: {
  /** in segment order */
  prizes: readonly WheelPrize[];
  stop: WheelStop | null;
  reducedMotion: boolean;
  onStopped: () => void;
}) {
  const rotation = useMotionValue(0);
  const box = useRef<HTMLDivElement>(null);
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  });

  const count = prizes.length;
  const spinId = stop?.spinId;
  const segment = stop?.segment;
  useEffect(() => {
    if (spinId === undefined || segment === undefined || count === 0) return;
    // Somewhere inside the slice, never on its edge: the stop looks like a real wheel's.
    const target = targetRotation(rotation.get(), segment, count, undefined, (Math.random() - 0.5) * 0.6);
    // On a phone the spin button sits below the wheel: bring the wheel into view to watch it turn.
    const rect = box.current?.getBoundingClientRect();
    if (rect && (rect.top < 0 || rect.bottom > window.innerHeight)) {
      box.current?.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
    if (reducedMotion) {
      rotation.set(target);
      stopped.current();
      return;
    }
    let live = true;
    const controls = animate(rotation, target, { duration: SPIN_SECONDS, ease: [0.15, 0.85, 0.25, 1] });
    void controls.then(() => {
      if (live) stopped.current();
    });
    return () => {
      live = false;
      controls.stop();
    };
  }, [spinId, segment, count, reducedMotion, rotation]);

  return (
    // Clipped: while it turns, the square disc's corners reach past the box and would widen the page on a phone.
    <Box ref={box} position="relative" w="full" maxW={{ base: '340px', md: '400px' }} mx="auto" aspectRatio="1" overflow="clip" data-testid="wheel">
      {/* `m` draws nothing of its motion values without LazyMotion's renderer: the disc would never turn on screen. */}
      <LazyMotion features={domAnimation}>
        <m.div style={{ rotate: rotation, width: '100%', height: '100%' }} data-testid="wheel-disc">
          <svg viewBox="0 0 320 320" width="100%" height="100%" role="img" aria-label={`วงล้อรางวัล ${count} ช่อง: ${prizes.map((p) => p.name).join(', ')}`}>
            <circle cx={C} cy={C} r={R + 8} fill="#946a0f" />
            <circle cx={C} cy={C} r={R + 4} fill="#f1c23d" />
            {prizes.map((prize, i) => (
              <Slice key={prize.id} prize={prize} index={i} count={count} />
            ))}
            {Array.from({ length: Math.max(count, 1) * 2 }, (_, i) => {
              const [x, y] = rimDot(i, count);
              return <circle key={i} cx={x} cy={y} r={2.6} fill="#fff9e6" />;
            })}
          </svg>
        </m.div>
      </LazyMotion>
      <svg viewBox="0 0 320 320" width="100%" height="100%" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} aria-hidden>
        <circle cx={C} cy={C} r={R * 0.17} fill="#0a122e" stroke="#f1c23d" strokeWidth={5} />
        <circle cx={C} cy={C} r={R * 0.07} fill="#f1c23d" />
        <path d={`M ${C - 15} 2 L ${C + 15} 2 L ${C} 38 Z`} fill="#f6d162" stroke="#0a122e" strokeWidth={3} strokeLinejoin="round" />
      </svg>
    </Box>
  );
}

function Slice({ prize, index, count }: { prize: WheelPrize; index: number; count: number }) {
  const colour = sliceColour(index, count);
  const lines = labelLines(prize.name);
  const widest = Math.max(...lines.map(labelWidth), 1);
  const across = (2 * Math.PI * R * 0.55) / count;
  const fontSize = Math.min(17, LABEL_ROOM / (widest * 0.6), across / (lines.length * 1.25));
  const y = C - LABEL_FROM;
  return (
    <g data-testid="wheel-slice" data-segment={prize.segment}>
      <path d={slicePath(index, count, C, R)} fill={colour.fill} stroke="#0a122e" strokeWidth={1.5} />
      <g transform={`rotate(${segmentCentre(index, count)} ${C} ${C})`}>
        <text
          x={C}
          y={y}
          transform={`rotate(90 ${C} ${y})`}
          fill={colour.text}
          fontSize={fontSize}
          fontWeight={600}
          fontFamily="Kanit, system-ui, sans-serif"
          dominantBaseline="central"
        >
          {lines.map((line, i) => (
            <tspan key={i} x={C} dy={i === 0 ? `${-(lines.length - 1) * 0.55}em` : '1.1em'}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    </g>
  );
}

/** Lamps on the rim, two per slice. */
const rimDot = (i: number, count: number) => point((i * 360) / (Math.max(count, 1) * 2), C, R + 4);
