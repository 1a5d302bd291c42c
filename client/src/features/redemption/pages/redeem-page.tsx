/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function RedeemPage() {
  return <ComingSoon title="แลกของรางวัลด้วยแต้ม" />;
}
