/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function WithdrawPage() {
  return <ComingSoon title="ถอนเงิน" />;
}
