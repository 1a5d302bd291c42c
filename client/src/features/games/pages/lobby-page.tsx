/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function LobbyPage() {
  return <ComingSoon title="ล็อบบี้เกม" />;
}
