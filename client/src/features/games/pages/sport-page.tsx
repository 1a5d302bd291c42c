/** /sport: the sport lobby (spec §2). */
import { LobbyView } from '../components/lobby-view.js';

export function SportPage() {
  return <LobbyView key="sport" lobbyKey="sport" />;
}
