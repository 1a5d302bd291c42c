/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function LottoLobbyPage() {
  return <ComingSoon title="แทงหวย" />;
}
