/** /fishing: the fishing lobby (docs/product.md §2). */
import { LobbyView } from '../components/lobby-view.js';

export function FishingPage() {
  return <LobbyView key="fishing" lobbyKey="fishing" />;
}
