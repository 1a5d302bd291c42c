/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function LottoRoundPage() {
  return <ComingSoon title="แทงหวยงวดนี้" />;
}
