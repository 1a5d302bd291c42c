/**
 * /lotto/yeekee: today's yeekee rounds, or with `?round=<round_id>` one round
 * live (the URL keeps /lotto/{round_id} for its betting page). Public: visitors
 * watch, members shoot.
 */
import { useSearchParams } from 'react-router-dom';
import { YeekeeRoundView } from '../components/round-view.js';
import { YeekeeRoundsView } from '../components/rounds-view.js';

/** `?round=` as a round id, or null for the list. */
export function roundIdParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

export function YeekeePage() {
  const [params] = useSearchParams();
  const roundId = roundIdParam(params.get('round'));
  // Keyed by round: moving to another round starts its view afresh (its cooldown stays, it is per member).
  return roundId ? <YeekeeRoundView key={roundId} roundId={roundId} /> : <YeekeeRoundsView />;
}
