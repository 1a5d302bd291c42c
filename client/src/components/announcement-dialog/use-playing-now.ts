import { matchPath, useLocation } from 'react-router-dom';
import { useUiState } from '#client/lib/ui-state.js';

/**
 * Pages where the member is placing money on something that runs on a clock: a lotto round's bill,
 * the yeekee round, the wheel's spin. A dialog that opens itself there would cover the bet or the
 * result; the lotto pages that only show (lobby, rates, results, bills) are not among them.
 */
const PLAYING_PATHS = ['/lotto/:round_id', '/member/wheel'];
const LOTTO_PAGES_THAT_ONLY_SHOW = new Set(['lobby', 'rates', 'results', 'bills']);

/** Whether the member is in a game (the launcher's sheet is open) or on a betting page (decision 0049). */
export function usePlayingNow(): boolean {
  const [ui] = useUiState();
  const { pathname } = useLocation();
  if (ui.selectedGame !== null) return true;
  return PLAYING_PATHS.some((pattern) => {
    const match = matchPath(pattern, pathname);
    return match !== null && !LOTTO_PAGES_THAT_ONLY_SHOW.has(match.params.round_id ?? '');
  });
}
