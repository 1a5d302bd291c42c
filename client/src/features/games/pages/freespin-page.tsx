/** /freespin: the freespin lobby (spec §2). */
import { LobbyView } from '../components/lobby-view.js';

export function FreespinPage() {
  return <LobbyView key="freespin" lobbyKey="freespin" />;
}
