import { useEffect, useState } from 'react';
import type { WheelRevealedSeed } from '#shared/api/wheel.js';
import type { SeedVerdict } from '../verify-seed.js';

/**
 * Verdicts for the revealed seeds (newest first), by server seed hash,
 * computed in this browser. `shownBefore` is the hash this page showed before
 * the member changed seed: the newest revealed seed must be that one. The
 * verifier (and its hashing library) is imported only when there is a seed to
 * check, so the page itself stays light.
 */
export function useSeedVerdicts(revealed: readonly WheelRevealedSeed[] | undefined, shownBefore: string | null) {
  const [verdicts, setVerdicts] = useState<ReadonlyMap<string, SeedVerdict>>(new Map());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!revealed || revealed.length === 0) return;
    let live = true;
    import('../verify-seed.js')
      .then(({ verifySeed }) => {
        if (!live) return;
        setVerdicts(new Map(revealed.map((seed, i) => [seed.server_seed_hash, verifySeed(seed, i === 0 ? (shownBefore ?? undefined) : undefined)])));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [revealed, shownBefore]);

  return { verdicts, failed };
}
