/** /casino: the casino lobby (docs/product.md §2). */
import { LobbyView } from '../components/lobby-view.js';

export function CasinoPage() {
  return <LobbyView key="casino" lobbyKey="casino" />;
}
