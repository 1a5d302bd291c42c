/**
 * The sea: every fish of the table swims across its lane (CSS animations, so
 * nothing re-renders per frame) and is a button: a tap shoots it once. While
 * a shot is in flight every fish is disabled, so a burst of taps is one shot.
 * A shot's answer shows on the fish shot: a catch "+฿x.xx" with a coin burst
 * (none under reduced motion), a miss "พลาด".
 */
import type { CSSProperties } from 'react';
import { keyframes } from '@emotion/react';
import { Box, chakra, Text } from '@chakra-ui/react';
import type { FishSpeciesInfo } from '#shared/games/fishing-api.js';
import { thbText } from '#client/lib/money-text.js';
import { FishArt } from './fish-art.js';
import { school } from './school.js';

export interface ShotMark {
  fish: string;
  caught: boolean;
  win: number;
  /** changes with every shot, so the same fish shot twice animates again */
  key: string;
}

// Emotion's keyframes (as the toaster's): injected with the first style that names them.
const swimRight = keyframes`from { left: -35%; } to { left: 105%; }`;
const swimLeft = keyframes`from { left: 105%; } to { left: -35%; }`;
const pop = keyframes`from { transform: translate(-50%, -12px) scale(0.6); } to { transform: translate(-50%, -28px) scale(1.1); }`;
const coinOut = keyframes`from { transform: translate(0, 0); opacity: 1; } to { transform: translate(var(--dx), var(--dy)); opacity: 0; }`;

const COINS = [
  [-28, -22],
  [26, -26],
  [-34, 8],
  [32, 10],
  [0, -36],
  [-10, 26],
  [14, 28],
];

export function FishScene({
  species,
  disabled,
  reducedMotion,
  mark,
  onShoot,
}: {
  species: readonly FishSpeciesInfo[];
  disabled: boolean;
  reducedMotion: boolean;
  mark: ShotMark | null;
  onShoot: (fish: FishSpeciesInfo) => void;
}) {
  const byCode = new Map(species.map((fish) => [fish.code, fish]));
  return (
    <Box
      position="relative"
      flex="1"
      minH="480px"
      overflow="hidden"
      rounded="xl"
      bg="linear-gradient(180deg, #0e7490 0%, #0c4a6e 55%, #082f49 100%)"
      data-testid="fishing-scene"
      role="group"
      aria-label="ฝูงปลา แตะปลาเพื่อยิง"
    >
      <chakra.svg position="absolute" inset="0" w="full" h="full" aria-hidden focusable="false" viewBox="0 0 100 100" preserveAspectRatio="none">
        <path d="M0 94 Q12 88 24 94 T48 94 T72 94 T100 92 L100 100 L0 100 Z" fill="#a16207" opacity="0.55" />
        {[8, 22, 37, 55, 71, 88].map((x, i) => (
          <circle key={x} cx={x} cy={20 + ((i * 23) % 60)} r="0.9" fill="white" opacity="0.35" />
        ))}
      </chakra.svg>
      {school(
        species.map((fish) => fish.code),
        reducedMotion,
      ).map((swimmer) => {
        const fish = byCode.get(swimmer.code)!;
        const shown = mark?.fish === fish.code ? mark : null;
        return (
          <chakra.button
            type="button"
            key={fish.code}
            aria-label={`ยิง${fish.name} ×${fish.multiplier}`}
            data-testid={`fish-${fish.code}`}
            disabled={disabled}
            onClick={() => onShoot(fish)}
            position="absolute"
            top={`${swimmer.topPercent}%`}
            w={`${swimmer.width}px`}
            minH="48px"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg="transparent"
            cursor={disabled ? 'wait' : 'crosshair'}
            animation={`${swimmer.leftToRight ? swimRight : swimLeft} ${swimmer.seconds}s linear -${swimmer.offset}s infinite`}
            _focusVisible={{ outline: '3px solid', outlineColor: 'yellow.300', rounded: 'md' }}
          >
            <FishArt code={fish.code} w="full" h="auto" transform={swimmer.leftToRight ? undefined : 'scaleX(-1)'} pointerEvents="none" />
            <Text
              position="absolute"
              bottom="-3px"
              fontSize="2xs"
              fontWeight="bold"
              color="whiteAlpha.900"
              textShadow="0 1px 2px rgba(0,0,0,0.8)"
              pointerEvents="none"
              aria-hidden
            >
              ×{fish.multiplier}
            </Text>
            {shown && <ShotLabel key={shown.key} mark={shown} reducedMotion={reducedMotion} />}
          </chakra.button>
        );
      })}
    </Box>
  );
}

function ShotLabel({ mark, reducedMotion }: { mark: ShotMark; reducedMotion: boolean }) {
  return (
    <Box position="absolute" top="-6px" left="50%" pointerEvents="none" data-testid="fish-mark">
      {mark.caught &&
        !reducedMotion &&
        COINS.map(([dx, dy], i) => (
          <Box
            key={i}
            position="absolute"
            w="10px"
            h="10px"
            rounded="full"
            bg="yellow.400"
            borderWidth="1px"
            borderColor="yellow.700"
            style={{ '--dx': `${dx}px`, '--dy': `${dy}px` } as CSSProperties}
            animation={`${coinOut} 0.8s ease-out forwards`}
            data-testid="coin"
          />
        ))}
      <Text
        whiteSpace="nowrap"
        fontWeight="bold"
        fontSize={mark.caught ? 'md' : 'sm'}
        color={mark.caught ? 'yellow.300' : 'whiteAlpha.800'}
        textShadow="0 1px 3px rgba(0,0,0,0.9)"
        transform="translate(-50%, -20px)"
        animation={reducedMotion ? undefined : `${pop} 0.5s ease-out forwards`}
      >
        {mark.caught ? `+${thbText(mark.win)}` : 'พลาด'}
      </Text>
    </Box>
  );
}
