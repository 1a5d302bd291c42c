/** /sport: the sport lobby (docs/product.md §2). */
import { LobbyView } from '../components/lobby-view.js';

export function SportPage() {
  return <LobbyView key="sport" lobbyKey="sport" />;
}
