/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function LottoYeekeePage() {
  return <ComingSoon title="หวยยี่กี" />;
}
