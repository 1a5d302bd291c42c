/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function LobbyPage() {
  return <ComingSoon title="ล็อบบี้เกม" />;
}
