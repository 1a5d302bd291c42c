/**
 * /lotto/yeekee: today's yeekee rounds, or with `?round=<round_id>` one round
 * live (the URL keeps /lotto/{round_id} for its betting page). Public: visitors
 * watch, members shoot.
 */
import { useSearchParams } from 'react-router-dom';
import { YeekeeRoundView } from '../components/round-view.js';
import { roundIdParam } from '../round-param.js';
import { YeekeeRoundsView } from '../components/rounds-view.js';


export function YeekeePage() {
  const [params] = useSearchParams();
  const roundId = roundIdParam(params.get('round'));
  // Keyed by round: moving to another round starts its view afresh (its cooldown stays, it is per member).
  return roundId ? <YeekeeRoundView key={roundId} roundId={roundId} /> : <YeekeeRoundsView />;
}
