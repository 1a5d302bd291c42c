/** /freespin: the freespin lobby (docs/product.md §2), with the member's free-spin credits (docs/decisions/0039) under its title. */
import { LobbyView } from '../components/lobby-view.js';
import { FreeSpinCredits } from '../free-spins/free-spin-credits.js';

export function FreespinPage() {
  return <LobbyView key="freespin" lobbyKey="freespin" intro={<FreeSpinCredits />} />;
}
