/** /fishing: the fishing lobby (spec §2). */
import { LobbyView } from '../components/lobby-view.js';

export function FishingPage() {
  return <LobbyView key="fishing" lobbyKey="fishing" />;
}
