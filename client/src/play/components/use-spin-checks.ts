import { useEffect, useState } from 'react';
import type { SlotInfo } from '#shared/games/slot-api.js';
import type { HistorySpin, SpinCheck } from '../verify-spin.js';

/**
 * Each listed spin's check by round id, computed in this browser (null: its
 * seed is still secret). The verifier and its hashing library are imported
 * only when there is a spin to check, so the game itself stays light.
 */
export function useSpinChecks(spins: readonly HistorySpin[] | undefined, info: SlotInfo) {
  const [checks, setChecks] = useState<ReadonlyMap<string, SpinCheck | null>>(new Map());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!spins || !spins.some((spin) => spin.server_seed !== null)) return;
    let live = true;
    import('../verify-spin.js')
      .then(({ verifySpin }) => {
        if (live) setChecks(new Map(spins.map((spin) => [spin.round_id, verifySpin(spin, info)])));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [spins, info]);

  return { checks, failed };
}
