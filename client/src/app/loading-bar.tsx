/**
 * Spec §9 loading bar: 2 px at the top while a route loads, shown only when
 * loading lasts longer than 200 ms (throttle) and given up at 5000 ms.
 */
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { LOADING_BAR } from '#shared/constants.js';

export type LoadingBarPhase = 'hidden' | 'running';

/** Visible between the throttle and the timeout of one busy period. */
export function useLoadingBar(busy: boolean): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('hidden');
  useEffect(() => {
    if (!busy) {
      // Finishing hides the bar; the state change is the effect's purpose.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPhase('hidden');
      return;
    }
    const show = window.setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
    const giveUp = window.setTimeout(() => setPhase('hidden'), LOADING_BAR.timeoutMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [busy]);
  return phase;
}

const DURATION_S = (LOADING_BAR.timeoutMs - LOADING_BAR.throttleMs) / 1000;

export function LoadingBar() {
  const navigation = useNavigation();
  const phase = useLoadingBar(navigation.state !== 'idle');
  if (phase === 'hidden') return null;
  return (
    <Box
      role="progressbar"
      aria-label="กำลังโหลด"
      data-testid="loading-bar"
      position="fixed"
      top="0"
      left="0"
      right="0"
      height={`${LOADING_BAR.heightPx}px`}
      zIndex="toast"
      pointerEvents="none"
      overflow="hidden"
    >
      <Box
        height="100%"
        bgImage="linear-gradient(90deg, #f6d162, #e0a91c)"
        boxShadow="0 0 8px #f1c23d"
        transformOrigin="left"
        css={{
          animation: `loading-bar-grow ${DURATION_S}s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
          '@keyframes loading-bar-grow': { from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.95)' } },
        }}
      />
    </Box>
  );
}
