/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function LottoRatesPage() {
  return <ComingSoon title="อัตราจ่ายหวย" />;
}
