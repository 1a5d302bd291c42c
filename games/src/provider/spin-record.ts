/** A played spin as the answer and the history carry it (ZSlotSpin), from the fair spin and its seeds; `freeSpin`: the launch's credit staked `bet`. */
import type { SlotSpin } from '#shared/games/slot-api.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { FairSpin } from '#shared/games/slots/play.js';
import type { SlotTitle } from '#shared/games/slots/types.js';
import type { SeedRow } from './seeds.js';
import { slotOutcome } from './slot-info.js';

export function spinRecord(title: SlotTitle, fair: FairSpin, seed: SeedRow, round: string, bet: Satang, freeSpin: boolean, at: number): SlotSpin {
  return {
    round_id: round,
    nonce: seed.next_nonce,
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    bet: satangToThb(bet),
    free_spin: freeSpin,
    base: slotOutcome(fair.stops, fair.base, fair.baseWinSatang, bet),
    free_spins: fair.freeSpins.map((free) => slotOutcome(free.stops, free.result, free.winSatang, bet, title.freeSpinMultiplier)),
    total_win: satangToThb(fair.totalWinSatang),
    created_at: new Date(at).toISOString(),
  };
}
