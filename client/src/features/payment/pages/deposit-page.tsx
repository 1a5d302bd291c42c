/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function DepositPage() {
  return <ComingSoon title="ฝากเงิน" />;
}
