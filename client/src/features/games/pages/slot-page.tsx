/** /slot: the slot lobby (docs/product.md §2). */
import { LobbyView } from '../components/lobby-view.js';

export function SlotPage() {
  return <LobbyView key="slot" lobbyKey="slot" />;
}
